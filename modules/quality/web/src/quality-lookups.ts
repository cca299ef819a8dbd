/** Options of the quality screens' reference fields, by target entity (a module constant). */
export const QUALITY_LOOKUPS: Record<string, string> = {
  // Searched as one types: orders and SKUs are too many for a select to load.
  'purchase.order': 'search:/api-purchase/api/v1/purchase/order/options',
  'purchase.supplier': 'search:/api-purchase/api/v1/purchase/supplier/options',
  'catalogue.sku': 'search:/api-product/api/v1/product/reference/sku-options',
  'catalogue.category': '/api-product/api/v1/product/category/kaka/list',
  'admin.staff': '/api-auth/api/v1/open/staffs',
};
