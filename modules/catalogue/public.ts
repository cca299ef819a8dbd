// The only file another module may import from modules/catalogue: types, query functions, event names.

/** The catalogue's event names and payloads (`outbox.subscribe(catalogueEvents.skuPriceChanged, …)`). */
export {
  type Changed,
  type CustomsReviewed,
  catalogueEvents,
  type SkuCreated,
  type SkuLogisticsChanged,
  type SkuMerged,
  type SkuPriceChanged,
  type SkuStatusChanged,
} from './domain/events.ts';
/** The SKU and SPU declarations, for another module's references to them (titles in its lists). */
export { brand, category, sku, spu } from './entities/index.ts';
/** A SKU's package size on record, and the warehouse's measured size written back (goods in's 称重). */
export { type MeasuredSize, recordMeasuredSize, type SkuPackage, skuPackageOf } from './server/measured-size.ts';
/** Our SKUs behind marketplace seller SKUs (the mapping, else the code), with their weights: for orders. */
export { type OrderSku, skusOfPlatformSkus } from './server/order-skus.ts';
/** A SKU's brand and category by code: goods in suggests the shelf kept for them. */
export { type SkuPlacement, skuPlacements } from './server/sku-placement.ts';
/** Another module's SPU create (purchasing's 生成SPU from a supplier's item): the SPU create's checks and permission. */
export { createSpuFor, type MadeSpu, type NewSpu } from './server/spu-for-module.ts';
/** The product standard a SKU is inspected against (its own, else its SPU's), with its revision: for quality. */
export { effectiveStandard } from './server/standard/standard-reads.ts';
