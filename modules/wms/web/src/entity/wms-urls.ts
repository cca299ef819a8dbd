import type { EntityUrls } from '@entrepot/web/entity';

// The wms routes (modules/wms/server/routes.ts), all under /api-wms.
export const API = '/api-wms/api/v1/wms';
export const SERVICE = '/api-wms/service/api';
/** The admin area's screen of the user's imports and exports. */

const id = (value: string) => encodeURIComponent(value);

/**
 * The screens' REST forms of one settings entity: `GET <x>`, `POST add<X>`, `GET|PUT|DELETE <x>/{id}`,
 * `POST <x>/{id}/enable|disable`, `GET <x>/{id}/logs`.
 */
export function settingsUrls(name: string): EntityUrls {
  const Name = name[0]!.toUpperCase() + name.slice(1);
  return {
    list: `${API}/${name}`,
    detail: (r) => `${API}/${name}/${id(r)}`,
    create: `${API}/add${Name}`,
    update: (r) => `${API}/${name}/${id(r)}`,
    remove: (r) => `${API}/${name}/${id(r)}`,
    transition: (r, t) => `${API}/${name}/${id(r)}/${t}`,
    auditLog: (r) => `${API}/${name}/${id(r)}/logs`,
  };
}

export const warehouseUrls = settingsUrls('warehouse');
export const areaUrls = settingsUrls('area');
export const reservoirUrls = settingsUrls('reservoir');
export const storageSpecUrls = settingsUrls('storageSpec');
export const storageLocationUrls = settingsUrls('storageLocation');
export const warehouseGroupUrls = settingsUrls('warehouseGroup');

/** The engine's export of a list as a file task (`GET <x>Export?<filters>` → {task_id}). */
export const exportUrl = (name: string) => `${API}/${name}Export`;

/** Options of reference fields by target entity (enabled records, labelled with their warehouse). */
export const WMS_LOOKUPS: Record<string, string> = {
  // The hub's cached 仓库 list (wms manifest `lookups`): read once for every area, refreshed on change.
  'wms.warehouse': 'cache:warehouses',
  'wms.area': `${SERVICE}/getArea`,
  'wms.reservoir': `${SERVICE}/getReservoir`,
  'wms.storageSpec': `${SERVICE}/getStorageSpec`,
};

/** Every warehouse the user may see, disabled ones included (the stock filters). */
export const ALL_WAREHOUSES = `${SERVICE}/getAllWarehouse`;
