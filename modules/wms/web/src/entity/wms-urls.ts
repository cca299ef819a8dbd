import { BASE, SERVICE as PREFIX } from '@entrepot/module-wms/entities';

// The wms URLs beyond the settings' declared resources (entities/resources.ts): stock reads and selects.
export const API = PREFIX + BASE;
export const SERVICE = `${PREFIX}/service/api`;
/** Options of reference fields by target entity (enabled records, labelled with their warehouse). */
export const WMS_LOOKUPS: Record<string, string> = {
  // The hub's cached 仓库 list (wms manifest `lookups`): read once for every area, refreshed on change.
  'wms.warehouse': 'cache:warehouses',
  'wms.area': `${SERVICE}/getArea`,
  'wms.reservoir': `${SERVICE}/getReservoir`,
  'wms.storageSpec': `${SERVICE}/getStorageSpec`,
  // The catalogue's selects (its own URLs, as the quality area names them): a shelf kept for a brand or category.
  'catalogue.brand': '/api-product/api/v1/product/brand/all',
  'catalogue.category': '/api-product/api/v1/product/category/kaka/list',
};

/** Every warehouse the user may see, disabled ones included (the stock filters). */
export const ALL_WAREHOUSES = `${SERVICE}/getAllWarehouse`;
