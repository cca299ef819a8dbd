/** The catalogue's service prefix and base (api-catalogue.tsv: `/api-product/api/v1/product/...`). */
export const PRODUCT_SERVICE = '/api-product';
export const PRODUCT_BASE = '/api/v1/product';
