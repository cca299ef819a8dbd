// Events the finance area publishes through the outbox (README "Events between modules"), so caches of
// currencies and rates (the hub's lookups, price reports) can refresh.

import type { EntityChanged } from '@entrepot/entity';

export const financeEvents = {
  /** The engine's `{ids, action}` (create, update, delete, enable, disable) of a currency. */
  currencyChanged: 'finance.currency.changed',
  /** A rate added, edited or deleted: `{ids, action}` with its currency, day and rate (null once deleted). */
  exchangeRateChanged: 'finance.exchange-rate.changed',
  /** A supplier's refund arrived (退款单 确认到账) against a purchase order: `RefundArrived`. */
  refundArrived: 'finance.refundOrder.arrived',
} as const;

/** What purchasing counts as the order's 已退款金额 (its README "Document flow"). */
export interface RefundArrived {
  refund_id: string;
  refund_code: string;
  order_id: string;
  /** Decimal text, in the order's currency (a refund is in its supplier's order's currency). */
  amount: string;
}

export interface ExchangeRateChanged extends EntityChanged {
  currency_code: unknown;
  effective_date: unknown;
  rate: unknown;
}
