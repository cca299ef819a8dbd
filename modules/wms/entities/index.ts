export { area, areaTypes } from './area.entity.ts';
export { checkLocationCode, normalCode } from './codes.ts';
export { locationCodeRange, MAX_BATCH_LOCATIONS } from './location-range.ts';
export { reservoir } from './reservoir.entity.ts';
export * from './stock.ts';
export { storageLocation } from './storage-location.entity.ts';
export { storageSpec } from './storage-spec.entity.ts';
export { warehouse, warehouseStatus } from './warehouse.entity.ts';
export { warehouseGroup } from './warehouse-group.entity.ts';
