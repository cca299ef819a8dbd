// The warehouse settings' HTTP surface and screens, declared once. Warehouses at the catalogue's rows (addWarehouse,
// editWarehouse, warehouseDetail, warehouseType, warehouseStatus, GET warehouse); the other settings the spec
// names without paths ("all POST") in the same style, with the REST forms the screens call beside them. The
// server mounts them, the pages call them, the menu lists the screens (README: Routes).
import { defineResource, type ResourceOptions } from '@entrepot/entity';
import { area } from './area.entity.ts';
import { reservoir } from './reservoir.entity.ts';
import { storageLocation } from './storage-location.entity.ts';
import { storageSpec } from './storage-spec.entity.ts';
import { warehouse } from './warehouse.entity.ts';
import { warehouseGroup } from './warehouse-group.entity.ts';

export const SERVICE = '/api-wms';
export const BASE = '/api/v1/wms';
/** The spec's groups `/warehouse/basic-information` and `/warehouse/Inventory-management` (sub-pages not shown: ours). */
export const BASIC = '/warehouse/basic-information';
export const INVENTORY = '/warehouse/Inventory-management';

const setting = <O extends Omit<ResourceOptions, 'service' | 'base' | 'style' | 'screen'>>(o: O, screen: string) =>
  defineResource({ service: SERVICE, base: BASE, style: 'verbs', screen: { url: `${BASIC}/${screen}` }, ...o });

/** In the menu's order. */
export const wmsResources = {
  /** No delete: a warehouse is disabled (stock and documents point at it). */
  warehouse: setting({ entity: warehouse, segment: 'warehouse', remove: false, selects: ['type', 'status'] }, 'warehouse'),
  area: setting({ entity: area, segment: 'area', selects: ['type', 'status'], batch: true }, 'area'),
  reservoir: setting({ entity: reservoir, segment: 'reservoir', selects: ['status'], batch: true }, 'reservoir'),
  storageLocation: setting({ entity: storageLocation, segment: 'storageLocation', selects: ['status'], batch: true }, 'storage-location'),
  storageSpec: setting({ entity: storageSpec, segment: 'storageSpec', batch: true }, 'storage-spec'),
  warehouseGroup: setting({ entity: warehouseGroup, segment: 'warehouseGroup' }, 'warehouse-group'),
};
