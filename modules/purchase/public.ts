// The only file another module may import from modules/purchase: declarations (web-safe: the catalogue's SKU
// detail lists a SKU's suppliers and quotations with them), event names, the applying-quotation rule, and two
// server-only reads (what the warehouse may receive, what finance may invoice).

/** Changes announced by the engine in the write's transaction, `{ids, action}` (README "Events"). */
export const purchaseEvents = {
  /** action: create, update, delete, approve, pause, resume, eliminate, review. */
  supplierChanged: 'purchase.supplier.changed',
  /** action: create, update, delete, submit, approve, reject, withdraw, expire. */
  quotationChanged: 'purchase.quotation.changed',
  supplierSkuChanged: 'purchase.supplierSku.changed',
  moqChanged: 'purchase.moq.changed',
} as const;

/**
 * A purchase order's milestones `{ids, action}` (README "Events"), beside `purchase.order.changed`: approved
 * (the approval passed), closed (nothing left open), invalidated (作废).
 */
export const ORDER_APPROVED = 'purchase.order.approved';
export const ORDER_CLOSED = 'purchase.order.closed';
export const ORDER_INVALIDATED = 'purchase.order.invalidated';

/**
 * What a later document took from purchase-order lines (README "Document flow"): the warehouse's receipts
 * publish it through the outbox in their transaction — `received` per receipt line, `returned` per return line —
 * and purchasing applies it to the order lines, once per line and version, moving the orders along.
 */
export const ORDER_LINE_TAKEN = 'purchase.orderLine.taken';

/**
 * A 采购异常单 approved (README "Exception orders"): how the buyer settled the warehouse's exception `source_code`
 * (EX…) with the supplier; goods in closes that exception with it.
 */
export const EXCEPTION_SETTLED = 'purchase.exceptionOrder.settled';
export interface ExceptionSettled {
  source_code: string;
  /** The exception order's number (YC…). */
  code: string;
  /** 处理方式 in words (供应商补发, 扣款 …). */
  handling: string;
  handle_note: string | null;
  operator: { id: string; name: string };
}
/**
 * Finance paid a payment plan through a payment request made from it (付款申请 `payment_plan_id`): the plan becomes
 * 已付款, naming the request; the order's 已付金额 counts the request's lines, not the plan.
 */
export const PAYMENT_PLAN_PAID = 'purchase.paymentPlan.paid';
export interface PaymentPlanPaid {
  plan_id: string;
  /** The request's number (SQ…). */
  request_code: string;
  operator: { id: string; name: string };
}

export interface OrderLineTaken {
  /**
   * received and returned from the warehouse's receipts and returns; invoiced from finance's input invoices; paid
   * (money: `amount`, quantity 0) from finance's payment requests.
   */
  kind: 'received' | 'returned' | 'invoiced' | 'paid';
  /** Per downstream line: the order line it took from, what it takes now, its version, its document's number. */
  takes: { target: string; source: string; quantity: number; amount?: string; version: number; document?: string }[];
  operator: { id: string; name: string };
}

export { type Applied, breakAt, type Offer, pickQuotation } from './domain/quotation-rules.ts';
export {
  BASE as PURCHASE_BASE,
  order,
  paymentPlan,
  purchaseResources,
  quotation,
  SERVICE as PURCHASE_SERVICE,
  supplier,
  supplierSku,
} from './entities/index.ts';
export type { InvoiceableLine } from './server/invoiceable.ts';
export type { ReceivableLine, ReceivableOrder } from './server/receivable.ts';

type InvoiceableRead = typeof import('./server/invoiceable.ts').invoiceableLines;
/**
 * Order lines finance may invoice (received − returned − invoiced) or pay (payable − paid), by id. Server only,
 * loaded on first use.
 */
export const invoiceableLines: InvoiceableRead = async (...args) => {
  const serverOnly = './server/invoiceable.ts';
  return ((await import(/* @vite-ignore */ serverOnly)) as typeof import('./server/invoiceable.ts')).invoiceableLines(...args);
};

type LineOptionsRead = typeof import('./server/invoiceable.ts').orderLineOptions;
/** An invoice's or a payment's line choices (`order/line/options`): lines left to bill or to pay. Server only. */
export const orderLineOptions: LineOptionsRead = async (...args) => {
  const serverOnly = './server/invoiceable.ts';
  return ((await import(/* @vite-ignore */ serverOnly)) as typeof import('./server/invoiceable.ts')).orderLineOptions(...args);
};

type ReceivableRead = typeof import('./server/receivable.ts').receivableOrders;
/**
 * What the warehouse may receive against (approved orders' open lines, by number or id), read when a delivery
 * note is scanned. Server only: loaded on first use, so the declarations above stay safe for the web bundles.
 */
export const receivableOrders: ReceivableRead = async (...args) => {
  // A specifier the web bundler does not follow: the server's module stays out of the areas' builds.
  const serverOnly = './server/receivable.ts';
  return ((await import(/* @vite-ignore */ serverOnly)) as typeof import('./server/receivable.ts')).receivableOrders(...args);
};

/** The module's manifest, for another module's test app beside purchasing (server only, loaded on first use). */
export const purchaseManifest = async (): Promise<typeof import('./server/manifest.ts').manifest> => {
  const serverOnly = './server/manifest.ts';
  return ((await import(/* @vite-ignore */ serverOnly)) as typeof import('./server/manifest.ts')).manifest;
};
