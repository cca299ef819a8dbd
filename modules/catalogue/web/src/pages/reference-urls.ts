import { type Resource, resourceUrls } from '@entrepot/entity';
import { PRODUCT_BASE, PRODUCT_SERVICE, referenceResources as R } from '@entrepot/module-catalogue/entities';
import type { EntityUrls } from '@entrepot/web/entity';

// The reference data's URLs: its declared resources (entities/reference-resources.ts) and the spec's other verbs.
export const PRODUCT_API = PRODUCT_SERVICE + PRODUCT_BASE;

/** Options of the reference fields of these screens, by target entity. */
export const REFERENCE_LOOKUPS: Record<string, string> = {
  // Searched as one types: a catalogue holds far more SKUs than a select can load.
  'catalogue.sku': `search:${PRODUCT_API}/reference/sku-options`,
  'catalogue.tag': `${PRODUCT_API}/tag/list?per_page=1000`,
  'catalogue.tagType': `${PRODUCT_API}/tagtype?per_page=1000`,
  'catalogue.attributeValue': `${PRODUCT_API}/colormapping/attrs`,
  'catalogue.packageStandard': `${PRODUCT_API}/packagestandard?status=enabled&per_page=1000`,
};

export type ReferenceUrls = EntityUrls & { export: string };

/** A reference resource's URLs as its screen calls them (every one of them exports). */
const urls = (resource: Resource): ReferenceUrls => {
  const u = resourceUrls(resource);
  return { ...u, export: u.export ?? '' };
};

export const attributeUrls = urls(R.attribute);
export const tagTypeUrls = urls(R.tagType);
export const skuTagUrls = urls(R.skuTag);
export const materialUrls = urls(R.material);
export const colourMappingUrls = urls(R.colourMapping);
export const skuMappingUrls = urls(R.skuMapping);
export const packageStandardUrls = urls(R.packageStandard);
export const packageSizeUrls = urls(R.packageSize);
export const SKU_MAPPING_TEMPLATE = `${PRODUCT_API}/skumapping/template`;
export const SKU_MAPPING_IMPORT = `${PRODUCT_API}/skumapping/import`;
export const PACKAGE_RELOAD = `${PRODUCT_API}/packagesize/reload`;
/** SKUs without a package size yet. */
export const UNPACKAGED_SKUS = `${PRODUCT_API}/unpackage`;
