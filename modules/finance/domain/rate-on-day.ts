// The exchange-rate rule (issue 7 §1): a rate holds from its effective date until the next one, so the rate
// of a day is the latest whose effective date is on or before that day. Rates are one unit of the
// currency in CNY, the base currency, whose own rate is always 1.

export const BASE_CURRENCY = 'CNY';
export const RATE_SCALE = 6;
export const BASE_RATE = '1.000000';

export interface DatedRate {
  /** `YYYY-MM-DD` */
  effective_date: string;
  /** a decimal string, e.g. `7.123400` */
  rate: string;
}

/** The rate in force on `day` (`YYYY-MM-DD`); undefined before the first effective date. */
export function pickRateOn<R extends DatedRate>(rates: readonly R[], day: string): R | undefined {
  let best: R | undefined;
  // ISO days compare as text; ties cannot occur (one rate per currency and day), the first wins if they do.
  for (const r of rates) if (r.effective_date <= day && (!best || r.effective_date > best.effective_date)) best = r;
  return best;
}

/** A decimal string as an integer of its last place and that place: '12.50' → [1250n, 2]. */
function scaled(value: string): [bigint, number] {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new Error(`not a decimal: ${value}`);
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2]}${frac}`);
  return [m[1] ? -units : units, frac.length];
}

/** amount × rate, rounded half away from zero to `places`: exact decimal arithmetic, never a float. */
export function convert(amount: string, rate: string, places = 2): string {
  const [a, sa] = scaled(amount);
  const [r, sr] = scaled(rate);
  const product = a * r;
  const drop = sa + sr - places;
  let units: bigint;
  if (drop <= 0) units = product * 10n ** BigInt(-drop);
  else {
    const unit = 10n ** BigInt(drop);
    const abs = product < 0n ? -product : product;
    const rounded = (abs + unit / 2n) / unit;
    units = product < 0n ? -rounded : rounded;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const text = places > 0 ? `${whole}.${digits.slice(-places)}` : whole;
  return negative && units !== 0n ? `-${text}` : text;
}
