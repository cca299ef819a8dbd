export { area, areaTypes } from './area.entity.ts';
export { checkLocationCode, normalCode } from './codes.ts';
export { locationCodeRange, MAX_BATCH_LOCATIONS } from './location-range.ts';
export { stockMovementList } from './movement.query.ts';
export { exceptionKinds, putaway, receipt, receiptLifecycle, receiptLine, receiptPhoto, receivingException } from './receipt.entity.ts';
export { qualityExpReasons, RECEIVING, RECEIVING_CODES, receivingResources } from './receiving-resources.ts';
export { reservoir } from './reservoir.entity.ts';
export { BASE, BASIC, INVENTORY, SERVICE, wmsResources } from './resources.ts';
export {
  defectLeft,
  goodLeft,
  goodsReturn,
  returnConditions,
  returnGoodsSku,
  returnLifecycle,
  returnLineStates,
  returnShelf,
  returnSources,
} from './return.entity.ts';
export { RETURN_CODES, returnResources } from './return-resources.ts';
export { stockList } from './stock.query.ts';
export * from './stock.ts';
export { type StockSummaryTotals, stockSummaryFigures, stockSummaryList } from './stock-summary.query.ts';
export { storageLocation } from './storage-location.entity.ts';
export { storageSpec } from './storage-spec.entity.ts';
export { warehouse, warehouseStatus } from './warehouse.entity.ts';
export { warehouseGroup } from './warehouse-group.entity.ts';
