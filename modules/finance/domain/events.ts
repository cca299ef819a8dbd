// Events the finance area publishes through the outbox (README "Events between modules"), so caches of
// currencies and rates (the hub's lookups, price reports) can refresh.

export const financeEvents = {
  /** `{id, code, action}`: a currency was created, edited, enabled, disabled or deleted. */
  currencyChanged: 'finance.currency.changed',
  /** `{id, currency_code, effective_date, rate, action}`: a rate was added, edited or deleted (rate null then). */
  exchangeRateChanged: 'finance.exchange-rate.changed',
} as const;

export type ChangeAction = 'created' | 'updated' | 'deleted' | 'enabled' | 'disabled';
