// The only file another module may import from modules/purchase: declarations (web-safe: the catalogue's SKU
// detail lists a SKU's suppliers and quotations with them), event names, the applying-quotation rule.

/** Changes announced by the engine in the write's transaction, `{ids, action}` (README "Events"). */
export const purchaseEvents = {
  /** action: create, update, delete, approve, pause, resume, eliminate, review. */
  supplierChanged: 'purchase.supplier.changed',
  /** action: create, update, delete, submit, approve, reject, withdraw, expire. */
  quotationChanged: 'purchase.quotation.changed',
  supplierSkuChanged: 'purchase.supplierSku.changed',
  moqChanged: 'purchase.moq.changed',
} as const;

export { type Applied, breakAt, type Offer, pickQuotation } from './domain/quotation-rules.ts';
export { BASE as PURCHASE_BASE, purchaseResources, quotation, SERVICE as PURCHASE_SERVICE, supplier, supplierSku } from './entities/index.ts';
