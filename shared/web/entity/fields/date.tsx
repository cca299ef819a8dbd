import { DatePicker } from '@arco-design/web-react';
import type { DateField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

export const DISPLAY_DATE_FORMAT = 'YYYY-MM-DD';

// A calendar day travels as `YYYY-MM-DD` and is shown as sent: no zone ever applies to it.
const text = (value: unknown) => (isEmpty(value) ? '' : String(value));

function DateDisplay({ value }: DisplayProps<DateField>) {
  return text(value) || EMPTY_DISPLAY;
}

function DateInput({ field, value, onChange, disabled, error, placeholder }: InputProps<DateField>) {
  return (
    <DatePicker
      format={DISPLAY_DATE_FORMAT}
      value={text(value) || undefined}
      disabled={disabled}
      error={error}
      allowClear={!field.required}
      placeholder={placeholder ?? `请选择${field.label}`}
      style={{ width: '100%' }}
      onChange={(day: string | undefined) => onChange(day || null)}
    />
  );
}

export const dateUi: FieldUi<DateField> = { text, Display: DateDisplay, Input: DateInput };
