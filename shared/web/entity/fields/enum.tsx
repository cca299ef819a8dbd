import { Select } from '@arco-design/web-react';
import type { EnumField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

const text = (value: unknown, field: EnumField) => (isEmpty(value) ? '' : (field.options.find((o) => o.value === value)?.label ?? String(value)));

function EnumDisplay({ field, value }: DisplayProps<EnumField>) {
  return text(value, field) || EMPTY_DISPLAY;
}

function EnumInput({ field, value, onChange, disabled, error }: InputProps<EnumField>) {
  return (
    <Select
      value={isEmpty(value) ? undefined : String(value)}
      options={field.options.map((o) => ({ value: o.value, label: o.label }))}
      allowClear={!field.required}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

export const enumUi: FieldUi<EnumField> = { text, Display: EnumDisplay, Input: EnumInput };
