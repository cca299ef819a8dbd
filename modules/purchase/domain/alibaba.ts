// 1688 seen from purchasing (README "1688 orders"): a buyer places an approved purchase order on 1688 and records
// the 1688 order number on it; the order's 1688 state, its shipment's trace and the cashier's payment link are
// read through this adapter. No 1688 API is reachable from here: the local fake (server/alibaba/fake-alibaba.ts)
// answers the demo and the tests; a real adapter implements `AlibabaAdapter` and replaces it.

export const alibabaStates = {
  waitbuyerpay: '等待买家付款',
  waitsellersend: '等待卖家发货',
  waitbuyerreceive: '等待买家确认收货',
  success: '交易成功',
  cancel: '交易关闭',
} as const;
export type AlibabaState = keyof typeof alibabaStates;

export interface AlibabaOrder {
  order_no: string;
  seller: string;
  state: AlibabaState;
  state_label: string;
  /** Decimal strings, yuan. */
  goods_amount: string;
  freight: string;
  total_amount: string;
  created_at: string;
  items: { offer_id: string; spec_id: string; title: string; quantity: number; price: string; amount: string }[];
}

export interface AlibabaTrace {
  company: string;
  tracking_no: string;
  /** Newest first. */
  events: { at: string; text: string }[];
}

/** A seller's credit line for us on 1688 (先采后付): decimal strings, yuan. */
export interface AlibabaCreditLine {
  seller: string;
  credit_limit: string;
  used: string;
  available: string;
  /** Day of the month the period's bill is made, and the day it must be repaid (of the next month). */
  bill_day: number;
  repay_day: number;
}

/** A month of a seller's credit: the 1688 orders charged to it and its bill. */
export interface AlibabaPeriod {
  period_no: string;
  seller: string;
  month: string;
  bill_date: string;
  due_date: string;
  paid_amount: string;
  status: 'open' | 'billed' | 'paid' | 'overdue';
  bills: { order_no: string; order_date: string; amount: string; refund_amount: string }[];
}

export interface AlibabaAdapter {
  /** The sellers who give us credit, with their lines. */
  creditLines(): Promise<AlibabaCreditLine[]>;
  /** Every seller's periods of the last months, with their bills. */
  periods(): Promise<AlibabaPeriod[]>;
  /** The 1688 order, or null when 1688 knows no such order. */
  orderDetail(orderNo: string): Promise<AlibabaOrder | null>;
  /** The seller's shipment of the order, or null before it ships. */
  logisticsTrace(orderNo: string): Promise<AlibabaTrace | null>;
  /** The cashier's address that pays these orders together. */
  payUrl(orderNos: readonly string[]): Promise<string>;
}

/** A 1688 order number as 1688 writes them: digits only, 10 to 20 of them. */
export const alibabaOrderNoProblem = (no: string): string | null => (/^\d{10,20}$/.test(no) ? null : '1688订单号应为10到20位数字');
