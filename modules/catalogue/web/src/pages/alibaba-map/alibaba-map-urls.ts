import { ALIBABA_MAP_PATHS, referenceResources } from '@entrepot/module-catalogue/entities';
import { urlsOf } from '@entrepot/web/area';
import { PRODUCT } from '../product-urls.ts';
import { REFERENCE_LOOKUPS } from '../reference-urls.ts';

export { ALIBABA_MAP_LOG_SCREEN } from '@entrepot/module-catalogue/entities';

// The 1688 mappings' routes: the declared resource's, and its own verbs beside them (entities/reference-resources.ts).
export const ALIBABA_MAP_SCREEN = referenceResources.alibabaMap.screen!.url;
export const alibabaMapUrls = {
  ...urlsOf(referenceResources.alibabaMap),
  off: `${PRODUCT}/${ALIBABA_MAP_PATHS.off}`,
  log: `${PRODUCT}/${ALIBABA_MAP_PATHS.log}`,
  logExport: `${PRODUCT}/${ALIBABA_MAP_PATHS.logExport}`,
};

/** The SKU select: the catalogue's SKU options (code as the title). */
export const ALIBABA_MAP_LOOKUPS: Record<string, string> = { 'catalogue.sku': REFERENCE_LOOKUPS['catalogue.sku']! };
