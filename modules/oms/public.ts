// The only file another module may import from modules/oms: the events it publishes and consumes, and what
// other areas read of sales and of the packages waiting for stock.

export { omsEvents, type PackageCancelled, type PackageReady, type ReturnExpected } from './domain/events.ts';
export { shortageStatuses } from './entities/index.ts';
export { PACKAGE_SHIPPED } from './server/events.ts';
export { PACKAGE_CANCELLED, PACKAGE_READY } from './server/packages.ts';
export { shortageSource, shortageSources, waitingPackages } from './server/shortages.ts';
export { skuSales, skuSalesSource, warehouseSalesSource } from './server/sku-sales.ts';
