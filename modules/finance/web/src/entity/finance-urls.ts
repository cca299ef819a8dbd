import { BASE, SERVICE } from '@entrepot/module-finance/entities';

// The finance area's URLs beyond its declared resources (entities/resources.ts): lookups and the rates of a day.
const API = SERVICE + BASE;

/** Options of reference fields by target entity: the open lookups (enabled records only). */
export const FINANCE_LOOKUPS: Record<string, string> = {
  'finance.currency': 'cache:currencies', // the hub's cached list (currency/lists)
  'finance.bank': `${API}/open/bank/all`,
  'finance.subject': `${API}/open/subject/all`,
  'admin.company': `${API}/open/company/all`,
};

/** Every enabled currency with its rate on `date` (`YYYY-MM-DD`). */
export const ratesOnUrl = (date: string) => `${API}/exchange/lists?date=${encodeURIComponent(date)}`;
