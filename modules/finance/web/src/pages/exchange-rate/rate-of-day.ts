/** One currency's rate on a day, as `GET exchange/lists?date=` answers it. */
export interface RateOfDay {
  currency_code: string;
  currency_name: string;
  rate: string | null;
  effective_date: string | null;
}

/** Today in Asia/Shanghai (`YYYY-MM-DD`), where the company keeps its books, whatever the browser's zone. */
export function todayInShanghai(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The panel's rows: a missing rate says so instead of showing an empty cell. */
export function rateRows(rates: readonly RateOfDay[]) {
  return rates.map((r) => ({
    currency_code: r.currency_code,
    currency: `${r.currency_code} ${r.currency_name}`,
    rate: r.rate ?? '暂无汇率',
    effective: r.effective_date ?? (r.rate ? '本位币' : '-'),
  }));
}
