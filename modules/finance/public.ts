// The only file another module may import from modules/finance: declarations, the rate rule and its
// queries, event names, the seed.

export { type ExchangeRateChanged, financeEvents, type RefundArrived } from './domain/events.ts';
export { BASE_CURRENCY, BASE_RATE, convert, pickRateOn, RATE_SCALE } from './domain/rate-on-day.ts';
export { bank, bankAccount, currency, exchangeRate, paymentMethod, subject } from './entities/index.ts';
export { type CurrencyRate, type RateOnDay, rateOn, ratesOn, shanghaiToday } from './server/rates.ts';
export { FINANCE as FINANCE_API } from './server/routes.ts';
export { seedFinance } from './server/seed.ts';
