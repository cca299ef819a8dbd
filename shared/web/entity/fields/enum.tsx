import { Select } from '@arco-design/web-react';
import type { EnumField } from '@entrepot/entity';
import { StatusDot } from '../../widgets/status-dot/status-dot.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

const labelOf = (value: unknown, field: EnumField) => field.options.find((o) => o.value === value)?.label ?? String(value);

/** The choice's label; several choices (`enumsOf`) joined by 、. */
const text = (value: unknown, field: EnumField) =>
  Array.isArray(value) ? value.map((v) => labelOf(v, field)).join('、') : isEmpty(value) ? '' : labelOf(value, field);

function EnumDisplay({ field, value }: DisplayProps<EnumField>) {
  const color = Array.isArray(value) ? undefined : field.options.find((o) => o.value === value)?.color;
  const shown = text(value, field) || EMPTY_DISPLAY;
  return color ? <StatusDot color={color}>{shown}</StatusDot> : shown;
}

function EnumInput({ field, value, onChange, disabled, error }: InputProps<EnumField>) {
  return (
    <Select
      mode={field.many ? 'multiple' : undefined}
      value={field.many ? ((value as string[] | null) ?? []) : isEmpty(value) ? undefined : String(value)}
      options={field.options.map((o) => ({ value: o.value, label: o.label }))}
      allowClear={!field.required}
      disabled={disabled}
      error={error}
      placeholder={`请选择${field.label}`}
      onChange={(v) => onChange(v ?? (field.many ? [] : null))}
    />
  );
}

export const enumUi: FieldUi<EnumField> = { text, Display: EnumDisplay, Input: EnumInput };
