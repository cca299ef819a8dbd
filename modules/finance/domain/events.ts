// Events the finance area publishes through the outbox (README "Events between modules"), so caches of
// currencies and rates (the hub's lookups, price reports) can refresh.

import type { EntityChanged } from '@entrepot/entity';

export const financeEvents = {
  /** The engine's `{ids, action}` (create, update, delete, enable, disable) of a currency. */
  currencyChanged: 'finance.currency.changed',
  /** A rate added, edited or deleted: `{ids, action}` with its currency, day and rate (null once deleted). */
  exchangeRateChanged: 'finance.exchange-rate.changed',
} as const;

export interface ExchangeRateChanged extends EntityChanged {
  currency_code: unknown;
  effective_date: unknown;
  rate: unknown;
}
