import { InputNumber } from '@arco-design/web-react';
import type { NumberField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

const text = (value: unknown) => (isEmpty(value) ? '' : String(value));

function NumberDisplay({ value }: DisplayProps<NumberField>) {
  return isEmpty(value) ? EMPTY_DISPLAY : text(value);
}

// Declared numbers are integers (the server's column is integer).
function NumberInput({ field, value, onChange, disabled, error, placeholder }: InputProps<NumberField>) {
  return (
    <InputNumber
      value={typeof value === 'number' ? value : undefined}
      min={field.min}
      max={field.max}
      precision={0}
      disabled={disabled}
      error={error}
      placeholder={placeholder ?? `请输入${field.label}`}
      style={{ width: '100%' }}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : null)}
    />
  );
}

export const numberUi: FieldUi<NumberField> = { text, Display: NumberDisplay, Input: NumberInput };
