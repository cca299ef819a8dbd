/** Options of the order screens' reference fields, by target entity (a module constant). */
export const OMS_LOOKUPS: Record<string, string> = {
  'accounts.salesAccount': '/api-accounts/api/v1/sales-accounts/options',
  'wms.warehouse': 'cache:warehouses',
  'logistics.channel': '/api-logistics-optimiz/api/v1/logistics/channel/options',
  // Searched as one types: SKUs and orders are too many for a select to load.
  'catalogue.sku': 'search:/api-product/api/v1/product/reference/sku-options',
  'oms.order': 'search:/api-oms/api/v1/oms/orders/options',
  'oms.package': 'search:/api-oms/api/v1/oms/packages/options',
};
