import type { EntityUrls } from '@entrepot/web/entity';
import { INFORMATION, PRODUCT } from '../product-urls.ts';
import { REFERENCE_LOOKUPS } from '../reference-urls.ts';

// The 1688 mappings' routes (modules/catalogue/server/alibaba-map/routes.ts), all under /api-product.
const id = (value: string) => encodeURIComponent(value);
const MAP = `${PRODUCT}/alibaba/map`;

export const ALIBABA_MAP_SCREEN = `${INFORMATION}/1688map`;
export const ALIBABA_MAP_LOG_SCREEN = `${INFORMATION}/1688modifylog`;

/** No remove or transition: a mapping is only unlinked, with a reason (`off`). */
export const alibabaMapUrls: EntityUrls & { export: string; importBase: string; off: string; log: string; logExport: string } = {
  list: `${MAP}/list`,
  detail: (r) => `${MAP}/${id(r)}`,
  create: MAP,
  update: (r) => `${MAP}/${id(r)}`,
  remove: (r) => `${MAP}/${id(r)}`,
  auditLog: (r) => `${MAP}/${id(r)}/logs`,
  export: `${MAP}/export`,
  importBase: MAP,
  off: `${MAP}/off`,
  log: `${MAP}/log`,
  logExport: `${MAP}/logExport`,
};

/** The SKU select: the catalogue's SKU options (code as the title). */
export const ALIBABA_MAP_LOOKUPS: Record<string, string> = { 'catalogue.sku': REFERENCE_LOOKUPS['catalogue.sku']! };
