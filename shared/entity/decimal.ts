// Exact decimals, read by the server's checks and the forms' alike: strings, never floats.
import type { DecimalField } from './fields.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal string ('-12.5'), no exponent, no grouping. */
export const isDecimalText = (value: string): boolean => DECIMAL.test(value);

/** '7.1234' at scale 6 → 7123400n: decimals compared exactly, in integer units of the last place. */
export function toScaled(value: string, scale: number): bigint {
  const [whole = '0', frac = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(`${frac}${'0'.repeat(scale)}`.slice(0, scale) || '0');
  return value.startsWith('-') ? -units : units;
}

/** 7123400n at scale 6 → '7.123400': the inverse of `toScaled`. */
export function fromScaled(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return units < 0n ? `-${text}` : text;
}

/** The first rule a decimal string breaks for this field (`重量最多3位小数`…), or null. */
export function decimalProblem(field: DecimalField, value: string): string | null {
  if (!isDecimalText(value)) return `${field.label}必须是数字`;
  const [whole = '', frac = ''] = value.replace('-', '').split('.');
  if (frac.length > field.scale) return field.scale === 0 ? `${field.label}必须是整数` : `${field.label}最多${field.scale}位小数`;
  const digits = field.precision - field.scale;
  if (whole.replace(/^0+(?=\d)/, '').length > Math.max(digits, 1) || (digits === 0 && /[1-9]/.test(whole))) {
    return `${field.label}整数部分最多${digits}位`;
  }
  if (field.min !== undefined && toScaled(value, field.scale) < toScaled(field.min, field.scale)) return `${field.label}不能小于${field.min}`;
  if (field.max !== undefined && toScaled(value, field.scale) > toScaled(field.max, field.scale)) return `${field.label}不能大于${field.max}`;
  return null;
}

/**
 * Stored and written values compared as a person reads them: decimal texts by value ('18.50' = '18.5'), empty
 * and absent alike, other values as they are — a real change told from the same value written again.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => {
    if (v === null || v === undefined || v === '') return null;
    const text = String(v);
    return /^-?\d+\.\d*$/.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  };
  return norm(a) === norm(b);
}
