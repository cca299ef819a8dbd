// Wire formats (ARCHITECTURE §4): times ISO 8601 UTC, dates YYYY-MM-DD, money and decimals as strings.

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

export function isWireDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A decimal string with at most `places` fractional digits; never a float on the wire. */
export function isWireDecimal(value: string, places = Number.POSITIVE_INFINITY): boolean {
  if (!DECIMAL_RE.test(value)) return false;
  const frac = value.split('.')[1] ?? '';
  return frac.length <= places;
}

/** The exact sum of wire decimals (`'12.30' + '0.705'` → `'13.005'`), in integers: never a float. */
export function sumWireDecimals(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map((v) => (v.split('.')[1] ?? '').length));
  const units = (v: string) => {
    const negative = v.startsWith('-');
    const [whole = '0', frac = ''] = v.replace(/^-/, '').split('.');
    const n = BigInt(whole + frac.padEnd(scale, '0'));
    return negative ? -n : n;
  };
  const total = values.reduce((sum, v) => sum + units(v), 0n);
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return total < 0n ? `-${text}` : text;
}

export function toWireTime(value: Date): string {
  return value.toISOString().replace(/\.000Z$/, 'Z');
}

/** The UI shows Asia/Shanghai (the spec's "+8 hours"); this is the one place that converts. */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

const loggedFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

/**
 * A time as an operation log holds it (ISO, or `2026-11-26 05:38:03.004+00` as the database wrote it) in
 * Shanghai time, `2026-11-26 13:38:03`; anything else as it is.
 */
export function loggedTimeText(value: string): string {
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : loggedFormat.format(date);
}

/** Lists: page/per_page answers and gateway pageNumber/pageSize answers. */
export interface PageAnswer<T> {
  list: T[];
  total: number;
  page: number;
  per_page: number;
  /** true when `total` is the planner's estimate (above 10,000): shown as 共 约N 条 */
  total_estimated?: boolean;
  /** The rows of each choice of the list's declared `counts` field under every other filter (its count bar). */
  counts?: { value: string; label: string; count: number }[]; // first 全部 (value ''), then each choice
}

export interface GatewayPageAnswer<T> {
  list: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
  total_estimated?: boolean;
}

export const PAGE_SIZES = [20, 30, 50, 100] as const;
export const MAX_LOOKUP_PAGE_SIZE = 1000;
export const EXACT_TOTAL_LIMIT = 10_000;

/** Arrays arrive as `ids[]=1&ids[]=2`, `ids=1&ids=2` or `ids=1,2`; all mean the same list. */
export function parseList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
