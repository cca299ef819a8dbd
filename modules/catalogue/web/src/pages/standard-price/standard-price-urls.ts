import type { EntityUrls } from '@entrepot/web/entity';
import { PRODUCT } from '../product-urls.ts';

// The standard price's routes (modules/catalogue/server/standard-price/routes.ts), all under /api-product.
const id = (value: string) => encodeURIComponent(value);

/** The SKUs with their 标准价, its export, and the nested category tree of the filter. */
export const standardPriceUrls = {
  list: `${PRODUCT}/standardprice/list`,
  export: `${PRODUCT}/standardprice/export`,
  categoryTree: `${PRODUCT}/category`,
};

/** The 倍率 rows (standardpriceratioconfig). */
export const ratioUrls: EntityUrls = {
  list: `${PRODUCT}/standardpriceratioconfig`,
  detail: (r) => `${PRODUCT}/standardpriceratioconfig/${id(r)}`,
  create: `${PRODUCT}/standardpriceratioconfig`,
  update: (r) => `${PRODUCT}/standardpriceratioconfig/${id(r)}`,
  remove: (r) => `${PRODUCT}/standardpriceratioconfig/${id(r)}`,
  auditLog: (r) => `${PRODUCT}/standardpriceratioconfig/${id(r)}/logs`,
};
