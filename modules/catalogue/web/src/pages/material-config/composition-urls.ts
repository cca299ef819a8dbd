import { PRODUCT_API } from '../standard/standard-urls.ts';

// The routes of material compositions (modules/catalogue/server/material-config/routes.ts).
const q = encodeURIComponent;
export const compositionUrls = {
  of: (kind: 'spu' | 'sku', id: string) => `${PRODUCT_API}/material/config/${kind}/${q(id)}`,
  logs: (kind: 'spu' | 'sku', id: string) => `${PRODUCT_API}/material/config/${kind}/${q(id)}/logs`,
  materials: `${PRODUCT_API}/material/config/materials`,
};
