import { Input } from '@arco-design/web-react';
import type { MoneyField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

/** '-12345' → '-12,345': a whole number's digits in groups of three, by string. */
export function groupDigits(whole: string): string {
  const sign = whole.startsWith('-') ? '-' : '';
  return sign + whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '12345.6' → '12,345.60': grouped by string, never through a float. */
export function moneyText(value: unknown): string {
  if (isEmpty(value)) return '';
  const [whole = '0', frac = ''] = String(value).split('.');
  return `${groupDigits(whole)}.${(`${frac}00`).slice(0, 2)}`;
}

/** A hand-built table's money column: right-aligned, grouped to two places (`12,345.60`) like the engine's lists. */
export const moneyColumn = (title: string, dataIndex: string) => ({ title, dataIndex, align: 'right' as const, render: (value: unknown) => moneyText(value) });

function MoneyDisplay({ value }: DisplayProps<MoneyField>) {
  return isEmpty(value) ? EMPTY_DISPLAY : moneyText(value);
}

// A text input: the value stays the decimal string the server expects; the server checks the places.
function MoneyInput({ field, value, onChange, disabled, error, placeholder }: InputProps<MoneyField>) {
  return (
    <Input
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      error={error}
      placeholder={placeholder ?? `请输入${field.label}`}
      onChange={(v) => onChange(v.trim() === '' ? null : v.replace(/[^\d.-]/g, ''))}
    />
  );
}

export const moneyUi: FieldUi<MoneyField> = { text: moneyText, Display: MoneyDisplay, Input: MoneyInput };
