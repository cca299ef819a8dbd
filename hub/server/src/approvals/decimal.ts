// Money is a decimal string on the wire and numeric in the database: thresholds are compared digit by
// digit, never through JS floats (0.1 + 0.2 and 9007199254740993 both lie as numbers).

/** A non-negative amount: up to 16 integer digits and 4 decimals, e.g. "12000" or "9999.99". */
export const AMOUNT_RE = /^\d{1,16}(\.\d{1,4})?$/;

export const isAmount = (value: unknown): value is string => typeof value === 'string' && AMOUNT_RE.test(value);

/** -1, 0 or 1 as a < b, a = b, a > b, for two strings that pass `isAmount`. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  const ai = aInt.replace(/^0+(?=\d)/, '');
  const bi = bInt.replace(/^0+(?=\d)/, '');
  if (ai.length !== bi.length) return ai.length < bi.length ? -1 : 1;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const af = aFrac.padEnd(width, '0');
  const bf = bFrac.padEnd(width, '0');
  return af === bf ? 0 : af < bf ? -1 : 1;
}
