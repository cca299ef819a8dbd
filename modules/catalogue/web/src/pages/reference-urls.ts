import type { EntityUrls } from '@entrepot/web/entity';

// The reference data's routes (modules/catalogue/server/reference-routes.ts).
export const PRODUCT_API = '/api-product/api/v1/product';

const id = (value: string) => encodeURIComponent(value);

/** Options of the reference fields of these screens, by target entity. */
export const REFERENCE_LOOKUPS: Record<string, string> = {
  'catalogue.sku': `${PRODUCT_API}/reference/sku-options`,
  'catalogue.tag': `${PRODUCT_API}/tag/list?per_page=1000`,
  'catalogue.tagType': `${PRODUCT_API}/tagtype?per_page=1000`,
  'catalogue.attributeValue': `${PRODUCT_API}/colormapping/attrs`,
  'catalogue.packageStandard': `${PRODUCT_API}/packagestandard?status=enabled&per_page=1000`,
};

export type ReferenceUrls = EntityUrls & { export: string };

/** An entity's REST routes under `<segment>` (`<segment>/{id}`, `/{id}/logs`, `/export`), as the server binds them. */
function urlsOf(segment: string, options: { logs?: (r: string) => string; transitions?: boolean } = {}): ReferenceUrls {
  return {
    list: `${PRODUCT_API}/${segment}`,
    detail: (r) => `${PRODUCT_API}/${segment}/${id(r)}`,
    create: `${PRODUCT_API}/${segment}`,
    update: (r) => `${PRODUCT_API}/${segment}/${id(r)}`,
    remove: (r) => `${PRODUCT_API}/${segment}/${id(r)}`,
    ...(options.transitions ? { transition: (r: string, name: string) => `${PRODUCT_API}/${segment}/${id(r)}/${name}` } : {}),
    auditLog: options.logs ?? ((r) => `${PRODUCT_API}/${segment}/${id(r)}/logs`),
    export: `${PRODUCT_API}/${segment}/export`,
  };
}

export const attributeUrls = urlsOf('attribute');
/** The spec creates a tag type with its tags at `addtags`; the rest is ours. */
export const tagTypeUrls: ReferenceUrls = { ...urlsOf('tagtype'), create: `${PRODUCT_API}/addtags` };
export const skuTagUrls = urlsOf('skutag');
export const materialUrls = urlsOf('material', { transitions: true });
export const colourMappingUrls = urlsOf('colormapping', { logs: (r) => `${PRODUCT_API}/colormapping/logs/${id(r)}` });
export const skuMappingUrls = urlsOf('skumapping');
export const SKU_MAPPING_TEMPLATE = `${PRODUCT_API}/skumapping/template`;
export const SKU_MAPPING_IMPORT = `${PRODUCT_API}/skumapping/import`;
export const packageStandardUrls = urlsOf('packagestandard', { transitions: true });
export const packageSizeUrls = urlsOf('packagesize', { logs: (r) => `${PRODUCT_API}/packagesize/log/${id(r)}` });
export const PACKAGE_RELOAD = `${PRODUCT_API}/packagesize/reload`;
/** SKUs without a package size yet. */
export const UNPACKAGED_SKUS = `${PRODUCT_API}/unpackage`;
