import { BASE, SERVICE } from '@entrepot/module-finance/entities';

// The finance area's URLs beyond its declared resources (entities/resources.ts): lookups and the rates of a day.
export const API = SERVICE + BASE;
/** 付款申请's rows: its approval (`approval/{id}`) and the links for an approver (`approvalLink…`). */
export const PAYMENT_REQUEST_API = `${API}/payment/request`;

/** Options of reference fields by target entity: the open lookups (enabled records only). */
export const FINANCE_LOOKUPS: Record<string, string> = {
  'finance.currency': 'cache:currencies', // the hub's cached list (currency/lists)
  'finance.bank': `${API}/open/bank/all`,
  'finance.subject': `${API}/open/subject/all`,
  'admin.company': `${API}/open/company/all`,
  // 付款申请: how it is paid, and the account it is paid from (enabled ones)
  'finance.paymentMethod': `${API}/open/payment/method/all`,
  'finance.bankAccount': `${API}/open/account/all`,
  // 退款单: the purchase order it settles (searched by number); 付款申请: the payment plan it pays
  'purchase.order': 'search:/api-purchase/api/v1/purchase/order/options',
  'purchase.paymentPlan': 'search:/api-purchase/api/v1/purchase/payment/plan/options',
  // 进项发票 and 付款申请: the supplier, and the order lines left to bill or to pay (searched by order number or SKU
  // code as one types; the line's narrowWith says which)
  'purchase.supplier': 'search:/api-purchase/api/v1/purchase/supplier/options',
  'purchase.orderLine': 'search:/api-purchase/api/v1/purchase/order/line/options',
};

/** Every enabled currency with its rate on `date` (`YYYY-MM-DD`). */
export const ratesOnUrl = (date: string) => `${API}/exchange/lists?date=${encodeURIComponent(date)}`;
