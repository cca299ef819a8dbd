export { warehouse, warehouseStatus } from './warehouse.entity.ts';
