// The only file another module may import from modules/oms: the events it publishes and consumes.

export { PACKAGE_SHIPPED } from './server/events.ts';
export { PACKAGE_CANCELLED, PACKAGE_READY } from './server/packages.ts';
export { skuSales, skuSalesSource } from './server/sku-sales.ts';
