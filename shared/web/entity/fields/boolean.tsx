import { Switch } from '@arco-design/web-react';
import type { BooleanField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps } from './types.ts';

const text = (value: unknown) => (value === true ? '是' : value === false ? '否' : '');

function BooleanDisplay({ value }: DisplayProps<BooleanField>) {
  return text(value) || EMPTY_DISPLAY;
}

function BooleanInput({ field, value, onChange, disabled }: InputProps<BooleanField>) {
  return <Switch aria-label={field.label} checked={value === true} disabled={disabled} onChange={(v) => onChange(v)} />;
}

export const booleanUi: FieldUi<BooleanField> = { text, Display: BooleanDisplay, Input: BooleanInput };
