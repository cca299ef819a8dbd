export { moq } from './moq.entity.ts';
export { notice, noticeLifecycle } from './notice.entity.ts';
export { quotation, quotationBreak, quotationLifecycle } from './quotation.entity.ts';
export * from './resources.ts';
export { purchaseSettingDefaults, purchaseSettings, returnMethods, SETTINGS_SCREEN } from './settings.entity.ts';
export { paymentTerms, supplier, supplierAccount, supplierContact, supplierLifecycle, supplierTypes } from './supplier.entity.ts';
export { CAPACITY_SCREEN, supplierCapacity, WORKING_DAYS } from './supplier-capacity.query.ts';
export { supplierSku, supplierSpu } from './supplier-item.entity.ts';
export { stockSources, supplierStock, supplierStockBySku, supplierStockBySpu } from './supplier-stock.entity.ts';
