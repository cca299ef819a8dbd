import { Select, Tag } from '@arco-design/web-react';
import type { ReferencesField } from '@entrepot/entity';
import { filterByLabel, useFieldOptions } from './options.ts';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, type TextContext } from './types.ts';

const SEPARATOR = '、';

function titles(value: unknown, ctx: TextContext): string[] {
  const values = Array.isArray(value) ? value.map(String) : [];
  const carried = ctx.row?.[`${ctx.name}_titles`];
  const rowTitles = Array.isArray(carried) ? carried : [];
  return values.map((v, i) => String(rowTitles[i] ?? ctx.titleOf?.(v) ?? v));
}

const text = (value: unknown, _field: ReferencesField, ctx: TextContext) => titles(value, ctx).join(SEPARATOR);

function ReferencesDisplay({ name, value, row }: DisplayProps<ReferencesField>) {
  const names = titles(value, { name, row });
  if (names.length === 0) return EMPTY_DISPLAY;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {names.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two records may share a title
        <Tag key={i} size="small">
          {n}
        </Tag>
      ))}
    </span>
  );
}

function ReferencesInput({ name, field, value, onChange, disabled, error, row }: InputProps<ReferencesField>) {
  const options = useFieldOptions(name, field, row) ?? [];
  return (
    <Select
      mode="multiple"
      value={Array.isArray(value) ? value.map(String) : []}
      options={options}
      showSearch
      filterOption={filterByLabel}
      allowClear
      maxTagCount={20}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v: string[] | undefined) => onChange(v ?? [])}
    />
  );
}

export const referencesUi: FieldUi<ReferencesField> = { text, Display: ReferencesDisplay, Input: ReferencesInput };
