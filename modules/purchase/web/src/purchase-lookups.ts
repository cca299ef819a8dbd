import { BASE, SERVICE } from '@entrepot/module-purchase/entities';

const API = SERVICE + BASE;

/** Options of the purchase screens' reference fields, by target entity (a module constant). */
export const PURCHASE_LOOKUPS: Record<string, string> = {
  'purchase.supplier': `search:${API}/supplier/options`,
  'purchase.order': `search:${API}/order/options`,
  'purchase.planOrder': `search:${API}/planOrder/options`,
  'purchase.task': `search:${API}/task/options`,
  'admin.organization': '/api-auth/api/v1/open/organizations',
  // Searched as one types: a catalogue holds far more SKUs than a select can load.
  'catalogue.sku': 'search:/api-product/api/v1/product/reference/sku-options',
  'catalogue.spu': 'search:/api-product/api/v1/product/spus/options',
  'finance.currency': 'cache:currencies',
  'admin.staff': 'cache:buyers',
  'wms.warehouse': 'cache:warehouses',
};
