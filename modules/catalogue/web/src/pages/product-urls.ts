import type { EntityUrls } from '@entrepot/web/entity';

// The product master data's routes (modules/catalogue/server/routes.ts), all under /api-product.
export const PRODUCT = '/api-product/api/v1/product';
export const INFORMATION = '/commodity/information';

const id = (value: string) => encodeURIComponent(value);

/** Options of the reference fields of the SPU, SKU, brand and category screens, by target entity. */
export const PRODUCT_LOOKUPS: Record<string, string> = {
  'catalogue.brand': `${PRODUCT}/brand/all`,
  'catalogue.category': `${PRODUCT}/category/kaka/list`,
  'catalogue.spu': `search:${PRODUCT}/spus/options`, // searched as one types, within the SPU data rules
  'admin.staff': `${PRODUCT}/user/staffs`,
  'catalogue.tag': `${PRODUCT}/tag/options`,
};

export const spuUrls: EntityUrls & { export: string } = {
  list: `${PRODUCT}/spus`,
  detail: (r) => `${PRODUCT}/spu/${id(r)}`,
  create: `${PRODUCT}/spus`,
  update: (r) => `${PRODUCT}/spu/${id(r)}`,
  remove: (r) => `${PRODUCT}/spu/${id(r)}`,
  transition: (r, name) => `${PRODUCT}/spu/${id(r)}/${name}`,
  auditLog: (r) => `${PRODUCT}/spu/${id(r)}/logs`,
  export: `${PRODUCT}/spu/export`,
  transitionMany: `${PRODUCT}/spu/batchstate`, // {ids, transition}: the list's 批量<操作>
};

export const skuUrls: EntityUrls & { export: string } = {
  list: `${PRODUCT}/skus`,
  detail: (r) => `${PRODUCT}/skuinfo/${id(r)}`,
  create: `${PRODUCT}/skus`,
  update: (r) => `${PRODUCT}/skuinfo/${id(r)}`,
  remove: (r) => `${PRODUCT}/skuinfo/${id(r)}`,
  transition: (r, name) => `${PRODUCT}/sku/${id(r)}/${name}`,
  auditLog: (r) => `${PRODUCT}/sku/log?id=${id(r)}`,
  export: `${PRODUCT}/skus/export`,
  transitionMany: `${PRODUCT}/sku/batchstate`,
};

export const categoryUrls: EntityUrls & { tree: string } = {
  list: `${PRODUCT}/categorys`,
  detail: (r) => `${PRODUCT}/category/${id(r)}`,
  create: `${PRODUCT}/category/kaka/add`,
  update: (r) => `${PRODUCT}/category/kaka/update/${id(r)}`,
  remove: (r) => `${PRODUCT}/category/kaka/delete/${id(r)}`,
  auditLog: (r) => `${PRODUCT}/category/kaka/log/${id(r)}`,
  tree: `${PRODUCT}/category/kaka/list`,
};
