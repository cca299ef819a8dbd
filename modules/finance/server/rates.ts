// The rate-on-day rule (domain/rate-on-day.ts) as queries: one currency, or every enabled one at once.
import { isIsoDay } from '@entrepot/entity';
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { BASE_CURRENCY, BASE_RATE } from '../domain/rate-on-day.ts';
import { currencies, exchangeRates } from './finance.schema.ts';

export interface RateOnDay {
  currency: string;
  /** the day asked for */
  day: string;
  /** one unit of the currency in CNY, a decimal string with 6 places */
  rate: string;
  /** the effective date of the rate used; null for CNY (always 1) */
  effective_date: string | null;
}

/** Today in Asia/Shanghai, where the company keeps its books. */
export const shanghaiToday = (now = new Date()): string => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

function checked(currency: string, day: string): { code: string; day: string } {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw invalid('currency', '币种代码须为3位大写字母（ISO 4217），如 USD');
  if (!isIsoDay(day)) throw invalid('date', '日期格式应为 YYYY-MM-DD');
  return { code, day };
}

/** The rate of `currency` on `day`: the latest effective on or before it; null when there is none yet. */
export async function rateOn(exec: Executor, currency: string, day: string): Promise<RateOnDay | null> {
  const q = checked(currency, day);
  if (q.code === BASE_CURRENCY) return { currency: q.code, day: q.day, rate: BASE_RATE, effective_date: null };
  const [row] = await exec
    .select({ rate: exchangeRates.rate, effective_date: exchangeRates.effective_date })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency_code, q.code), lte(exchangeRates.effective_date, q.day)))
    .orderBy(desc(exchangeRates.effective_date))
    .limit(1);
  return row ? { currency: q.code, day: q.day, rate: row.rate, effective_date: row.effective_date } : null;
}

export interface CurrencyRate {
  currency_id: string;
  currency_code: string;
  currency_name: string;
  symbol: string | null;
  rate: string | null;
  effective_date: string | null;
}

/** Every enabled currency with its rate on `day` (null where none is effective yet), by sort. */
export async function ratesOn(exec: Executor, day: string): Promise<CurrencyRate[]> {
  if (!isIsoDay(day)) throw invalid('date', '日期格式应为 YYYY-MM-DD');
  // The latest rate per currency up to the day, joined to the enabled currencies.
  const latest = exec
    .selectDistinctOn([exchangeRates.currency_id], {
      currency_id: exchangeRates.currency_id,
      rate: exchangeRates.rate,
      effective_date: exchangeRates.effective_date,
    })
    .from(exchangeRates)
    .where(lte(exchangeRates.effective_date, day))
    .orderBy(exchangeRates.currency_id, desc(exchangeRates.effective_date))
    .as('latest');
  const rows = await exec
    .select({
      currency_id: currencies.id,
      currency_code: currencies.code,
      currency_name: currencies.name,
      symbol: currencies.symbol,
      rate: latest.rate,
      effective_date: latest.effective_date,
    })
    .from(currencies)
    .leftJoin(latest, eq(latest.currency_id, currencies.id))
    .where(eq(currencies.status, 'enabled'))
    .orderBy(asc(currencies.sort), asc(currencies.code));
  return rows.map((r) => {
    const base = r.currency_code === BASE_CURRENCY;
    return {
      currency_id: r.currency_id,
      currency_code: r.currency_code,
      currency_name: r.currency_name,
      symbol: r.symbol ?? null,
      rate: base ? BASE_RATE : r.rate === null ? null : r.rate,
      effective_date: base ? null : r.effective_date === null ? null : r.effective_date,
    };
  });
}
