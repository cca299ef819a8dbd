import { InputNumber } from '@arco-design/web-react';
import { type QuantityField, quantityMax } from '@entrepot/entity';
import { groupDigits } from './money.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

/** 12345 → '12,345': a quantity reads at a glance (the value itself stays a number). */
const text = (value: unknown) => (isEmpty(value) ? '' : groupDigits(String(value)));

function QuantityDisplay({ value }: DisplayProps<QuantityField>) {
  return isEmpty(value) ? EMPTY_DISPLAY : text(value);
}

/** The least a quantity takes: 0, or -max when negatives are declared. */
export const quantityMin = (field: QuantityField) => (field.negative ? -quantityMax(field) : 0);

function QuantityInput({ field, value, onChange, disabled, error, placeholder }: InputProps<QuantityField>) {
  return (
    <InputNumber
      value={typeof value === 'number' ? value : undefined}
      min={quantityMin(field)}
      max={quantityMax(field)}
      precision={0}
      disabled={disabled}
      error={error}
      placeholder={placeholder ?? `请输入${field.label}`}
      style={{ width: '100%' }}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : null)}
    />
  );
}

export const quantityUi: FieldUi<QuantityField> = { text, Display: QuantityDisplay, Input: QuantityInput };
