import type { EntityUrls } from '@entrepot/web/entity';

// The SKU extras' routes (modules/catalogue/server/sku-extras-routes.ts), all under /api-product.
export const PRODUCT_API = '/api-product/api/v1/product';

const id = (value: string) => encodeURIComponent(value);

export const skuExtrasUrls = {
  /** `?keyword=`: up to 20 SKUs by code or name. */
  skuSearch: `${PRODUCT_API}/sku/search`,
  merge: `${PRODUCT_API}/sku/merge`,
  mergesOf: (skuId: string) => `${PRODUCT_API}/sku/merge/${id(skuId)}`,
  relationsOf: (skuId: string) => `${PRODUCT_API}/relationships/get?sku_id=${id(skuId)}`,
  relationsAdd: `${PRODUCT_API}/relationships/add`,
  relationsDelete: `${PRODUCT_API}/relationships/delete`,
  relationsSort: `${PRODUCT_API}/relationships/sort`,
  relationsImport: `${PRODUCT_API}/relationships`,
  pricesOf: (skuId: string) => `${PRODUCT_API}/sku/price/${id(skuId)}`,
  logisticsOf: (skuId: string) => `${PRODUCT_API}/sku/logistics/${id(skuId)}`,
  logisticsAttrs: `${PRODUCT_API}/logistics/attr`,
  customsImport: `${PRODUCT_API}/customs`,
};

/** 报关信息 through its derived list (narrowed to one SKU in the detail's tab). */
export const skuCustomsUrls: EntityUrls & { export: string } = {
  list: `${PRODUCT_API}/customs/list`,
  detail: (r) => `${PRODUCT_API}/customs/${id(r)}`,
  create: `${PRODUCT_API}/customs/add`,
  update: (r) => `${PRODUCT_API}/customs/${id(r)}`,
  remove: (r) => `${PRODUCT_API}/customs/${id(r)}`,
  auditLog: (r) => `${PRODUCT_API}/customs/${id(r)}/logs`,
  export: `${PRODUCT_API}/customs/export`,
};

/** 基础设置 → 价格代码 (ours). */
export const priceCodeUrls: EntityUrls & { export: string } = {
  list: `${PRODUCT_API}/price_code/list`,
  detail: (r) => `${PRODUCT_API}/price_code/${id(r)}`,
  create: `${PRODUCT_API}/price_code`,
  update: (r) => `${PRODUCT_API}/price_code/${id(r)}`,
  remove: (r) => `${PRODUCT_API}/price_code/${id(r)}`,
  transition: (r, name) => `${PRODUCT_API}/price_code/${id(r)}/${name}`,
  auditLog: (r) => `${PRODUCT_API}/price_code/${id(r)}/logs`,
  export: `${PRODUCT_API}/price_code/export`,
};

/** Options of the reference fields on these screens, by target entity. */
export const SKU_EXTRAS_LOOKUPS: Record<string, string> = {
  'catalogue.sku': `search:${PRODUCT_API}/reference/sku-options`, // searched as one types
  'catalogue.material': `${PRODUCT_API}/material?status=enabled&per_page=1000`,
};
