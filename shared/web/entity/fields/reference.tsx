import { Select } from '@arco-design/web-react';
import type { ReferenceField } from '@entrepot/entity';
import { filterByLabel, useFieldOptions } from './options.ts';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty, type TextContext } from './types.ts';

const text = (value: unknown, _field: ReferenceField, ctx: TextContext) => {
  if (isEmpty(value)) return '';
  const title = ctx.row?.[`${ctx.name}_title`];
  return typeof title === 'string' && title !== '' ? title : (ctx.titleOf?.(String(value)) ?? String(value));
};

function ReferenceDisplay({ name, field, value, row }: DisplayProps<ReferenceField>) {
  return text(value, field, { name, row }) || EMPTY_DISPLAY;
}

function ReferenceInput({ name, field, value, onChange, disabled, error, row }: InputProps<ReferenceField>) {
  const options = useFieldOptions(name, field, row) ?? [];
  return (
    <Select
      value={isEmpty(value) ? undefined : String(value)}
      options={options}
      showSearch
      filterOption={filterByLabel}
      allowClear={!field.required}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

export const referenceUi: FieldUi<ReferenceField> = { text, Display: ReferenceDisplay, Input: ReferenceInput };
