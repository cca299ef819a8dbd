import type { Check } from './messages.ts';
import { MSG } from './messages.ts';

// Numbers are plain decimal strings: no sign, no leading zeros ('01'), no bare or trailing point ('.5', '1.'),
// no exponent, no spaces, no thousands separators.
const WHOLE = '(0|[1-9][0-9]*)';

function decimal(places: number | null): RegExp {
  const fraction = places === null ? '[0-9]+' : `[0-9]{1,${places}}`;
  return new RegExp(`^${WHOLE}(\\.${fraction})?$`);
}

const DECIMAL_2 = decimal(2);
const DECIMAL_4 = decimal(4);
const DECIMAL_6 = decimal(6);
const DECIMAL_ANY = decimal(null);

// The value is non-zero when some digit is not 0 ('0.00' is zero).
const isNonZero = (value: string): boolean => /[1-9]/.test(value);

// 1, 2, 3 … (starts 1-9).
export const checkPositiveInteger: Check = (value) => (/^[1-9][0-9]*$/.test(value) ? null : MSG.POSITIVE_INTEGER);

// 0, 1, 2 …
export const checkNonNegativeInteger: Check = (value) => (new RegExp(`^${WHOLE}$`).test(value) ? null : MSG.NON_NEGATIVE_INTEGER);

// >= 0 with up to 2 decimal places.
export const checkDecimal2: Check = (value) => (DECIMAL_2.test(value) ? null : MSG.DECIMAL_2);

// > 0 with up to 2 decimal places.
export const checkPositiveDecimal2: Check = (value) => (DECIMAL_2.test(value) && isNonZero(value) ? null : MSG.POSITIVE_DECIMAL_2);

// >= 0 with up to 6 decimal places.
export const checkDecimal6: Check = (value) => (DECIMAL_6.test(value) ? null : MSG.DECIMAL_6);

// > 0 with up to 4 decimal places.
export const checkPositiveDecimal4: Check = (value) => (DECIMAL_4.test(value) && isNonZero(value) ? null : MSG.POSITIVE_DECIMAL_4);

// > 0 with any number of decimal places.
export const checkPositiveDecimal: Check = (value) => (DECIMAL_ANY.test(value) && isNonZero(value) ? null : MSG.POSITIVE_DECIMAL);

export const QUANTITY_MAX = 999999;

// 0 to 999999, or up to 6 whole digits with up to 2 decimals (so 999999.99 passes, 1000000 does not).
export const checkQuantity: Check = (value) => (/^(0|[1-9][0-9]{0,5})(\.[0-9]{1,2})?$/.test(value) ? null : MSG.QUANTITY);
