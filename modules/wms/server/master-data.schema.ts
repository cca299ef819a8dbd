import { tableOf } from '@entrepot/server-kit/entity';
import { area, reservoir, storageLocation, storageSpec, warehouseGroup } from '../entities/index.ts';

// Tables derived from the warehouse master data declarations (../entities); warehouses are in warehouse.schema.ts.
export const areas = tableOf(area);
export const reservoirs = tableOf(reservoir);
export const storageSpecs = tableOf(storageSpec);
export const storageLocations = tableOf(storageLocation);
export const warehouseGroups = tableOf(warehouseGroup);
