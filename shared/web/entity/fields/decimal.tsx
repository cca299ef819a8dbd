import { Input } from '@arco-design/web-react';
import type { DecimalField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

/** As stored ('1.500' at scale 3): a decimal is shown exactly, never through a float. */
const text = (value: unknown) => (isEmpty(value) ? '' : String(value));

function DecimalDisplay({ value }: DisplayProps<DecimalField>) {
  return isEmpty(value) ? EMPTY_DISPLAY : text(value);
}

// A text input like money's: the value stays the decimal string the server expects; the form checks the places.
function DecimalInput({ field, value, onChange, disabled, error, placeholder }: InputProps<DecimalField>) {
  return (
    <Input
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      disabled={disabled}
      error={error}
      placeholder={placeholder ?? `请输入${field.label}`}
      onChange={(v) => onChange(v.trim() === '' ? null : v.replace(/[^\d.-]/g, ''))}
    />
  );
}

export const decimalUi: FieldUi<DecimalField> = { text, Display: DecimalDisplay, Input: DecimalInput };
