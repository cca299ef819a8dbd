import type { EntityUrls } from '@entrepot/web/entity';

// The routes of product standards, descriptions and the SPU tools (modules/catalogue/server/standard/routes.ts).
export const PRODUCT_API = '/api-product/api/v1/product';

const id = (value: string) => encodeURIComponent(value);

export const standardUrls = {
  ofSpu: (spuId: string) => `${PRODUCT_API}/spu/standard/${id(spuId)}`,
  ofSku: (skuId: string) => `${PRODUCT_API}/sku/standards/${id(skuId)}`,
  saveSpu: `${PRODUCT_API}/spu/standard`,
  saveSku: `${PRODUCT_API}/sku/standard`,
  description: (spuId: string) => `${PRODUCT_API}/spu/desc/${id(spuId)}`,
  generate: `${PRODUCT_API}/spu/generationdesc`,
  confirm: `${PRODUCT_API}/spu/confirmdesc`,
  synchro: `${PRODUCT_API}/spu/synchro`,
  clothing: (spuId: string) => `${PRODUCT_API}/spu/kakaclo?id=${id(spuId)}`,
};

/** One standard through the derived detail, form and log; `create` is the owner's save (SPU or SKU). */
export const standardEntityUrls = (create: string): EntityUrls => ({
  list: `${PRODUCT_API}/spu/standard`,
  detail: (r) => `${PRODUCT_API}/product-standard/${id(r)}`,
  create,
  update: (r) => `${PRODUCT_API}/product-standard/${id(r)}`,
  remove: (r) => `${PRODUCT_API}/product-standard/${id(r)}`,
  auditLog: (r) => `${PRODUCT_API}/product-standard/${id(r)}/logs`,
});

export const STANDARD_LOOKUPS: Record<string, string> = {
  'catalogue.material': `${PRODUCT_API}/material?status=enabled&per_page=1000`,
};
