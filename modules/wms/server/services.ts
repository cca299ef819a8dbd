import { servicesOf } from '@entrepot/server-kit/entity';
import { area, reservoir, storageLocation, storageSpec, warehouse, warehouseGroup } from '../entities/index.ts';
import { areas, reservoirs, storageLocations, storageSpecs, warehouseGroups } from './master-data.schema.ts';
import { warehouses } from './warehouse.schema.ts';

/** The derived services of the wms master data, sharing one registry so references show titles. */
export function wmsServices() {
  return servicesOf({
    warehouse: [warehouse, warehouses],
    area: [area, areas],
    reservoir: [reservoir, reservoirs],
    storageSpec: [storageSpec, storageSpecs],
    storageLocation: [storageLocation, storageLocations],
    warehouseGroup: [warehouseGroup, warehouseGroups],
  });
}

export type WmsServices = ReturnType<typeof wmsServices>;
