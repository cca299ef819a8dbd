import type { EntityUrls } from '@entrepot/web/entity';

// The finance module's routes (modules/finance/server/routes.ts), all under /api-finance/api/v1/finance.
export const API = '/api-finance/api/v1/finance';

const id = (value: string) => encodeURIComponent(value);

export type ScreenUrls = EntityUrls & { export: string };

/** Options of reference fields by target entity: the open lookups (enabled records only). */
export const FINANCE_LOOKUPS: Record<string, string> = {
  'finance.currency': 'cache:currencies', // the hub's cached list (currency/lists)
  'finance.bank': `${API}/open/bank/all`,
  'finance.subject': `${API}/open/subject/all`,
  'admin.company': `${API}/open/company/all`,
};

/** The catalogue's verb style: `<segment>/index`, `create`, `update/{id}`, `delete/{id}`; ours beside them. */
function verbUrls(segment: string, transitions: boolean): ScreenUrls {
  return {
    list: `${API}/${segment}/index`,
    detail: (r) => `${API}/${segment}/detail/${id(r)}`,
    create: `${API}/${segment}/create`,
    update: (r) => `${API}/${segment}/update/${id(r)}`,
    remove: (r) => `${API}/${segment}/delete/${id(r)}`,
    ...(transitions ? { transition: (r: string, name: string) => `${API}/${segment}/${name}/${id(r)}` } : {}),
    auditLog: (r) => `${API}/${segment}/logs/${id(r)}`,
    export: `${API}/${segment}/export`,
  };
}

/** The catalogue's REST style: `bank`, `bank/{id}`; ours beside them. */
function restUrls(segment: string): ScreenUrls {
  return {
    list: `${API}/${segment}`,
    detail: (r) => `${API}/${segment}/${id(r)}`,
    create: `${API}/${segment}`,
    update: (r) => `${API}/${segment}/${id(r)}`,
    remove: (r) => `${API}/${segment}/${id(r)}`,
    transition: (r, name) => `${API}/${segment}/${id(r)}/${name}`,
    auditLog: (r) => `${API}/${segment}/${id(r)}/logs`,
    export: `${API}/${segment}/export`,
  };
}

export const currencyUrls = verbUrls('currency', true);
export const exchangeRateUrls = verbUrls('exchange', false);
export const paymentMethodUrls = verbUrls('payment/method', true);
export const subjectUrls = verbUrls('subject', true);
export const bankUrls = restUrls('bank');
export const bankAccountUrls = restUrls('bank/account');

/** Every enabled currency with its rate on `date` (`YYYY-MM-DD`). */
export const ratesOnUrl = (date: string) => `${API}/exchange/lists?date=${encodeURIComponent(date)}`;
