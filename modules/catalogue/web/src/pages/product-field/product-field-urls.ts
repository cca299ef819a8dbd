import type { EntityUrls } from '@entrepot/web/entity';
import { PRODUCT } from '../product-urls.ts';

// The custom product fields' routes (modules/catalogue/server/product-field/routes.ts), all under /api-product.
const id = (value: string) => encodeURIComponent(value);

/** The field definitions through the derived list, form, detail and log. */
export const productFieldUrls: EntityUrls = {
  list: `${PRODUCT}/field`,
  detail: (r) => `${PRODUCT}/field/${id(r)}`,
  create: `${PRODUCT}/field`,
  update: (r) => `${PRODUCT}/field/${id(r)}`,
  remove: (r) => `${PRODUCT}/field/${id(r)}`,
  auditLog: (r) => `${PRODUCT}/field/${id(r)}/logs`,
};

/** An SPU's values: read and saved on the same path. */
export const spuFieldValuesUrl = (spuId: string) => `${PRODUCT}/field-product/${id(spuId)}`;
