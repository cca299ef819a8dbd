import { Entities, EntityService } from '@entrepot/server-kit/entity';
import { area, reservoir, storageLocation, storageSpec, warehouse, warehouseGroup } from '../entities/index.ts';
import { areas, reservoirs, storageLocations, storageSpecs, warehouseGroups } from './master-data.schema.ts';
import { warehouses } from './warehouse.schema.ts';

/** The derived services of the wms master data, sharing one registry so references show titles. */
export function wmsServices() {
  const registry = new Entities();
  registry.add(warehouse, warehouses);
  registry.add(area, areas);
  registry.add(reservoir, reservoirs);
  registry.add(storageSpec, storageSpecs);
  registry.add(storageLocation, storageLocations);
  registry.add(warehouseGroup, warehouseGroups);
  return {
    registry,
    warehouse: new EntityService(warehouse, warehouses, registry),
    area: new EntityService(area, areas, registry),
    reservoir: new EntityService(reservoir, reservoirs, registry),
    storageSpec: new EntityService(storageSpec, storageSpecs, registry),
    storageLocation: new EntityService(storageLocation, storageLocations, registry),
    warehouseGroup: new EntityService(warehouseGroup, warehouseGroups, registry),
  };
}

export type WmsServices = ReturnType<typeof wmsServices>;
