import { Input } from '@arco-design/web-react';
import type { TextField } from '@entrepot/entity';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

const text = (value: unknown) => (isEmpty(value) ? '' : String(value));

function TextDisplay({ field, value }: DisplayProps<TextField>) {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  return field.multiline ? <span style={{ whiteSpace: 'pre-wrap' }}>{text(value)}</span> : text(value);
}

// No maxLength on the control: a pasted long text is kept and the form says 'X最多N个字符'.
function TextInput({ field, value, onChange, disabled, error, placeholder }: InputProps<TextField>) {
  const common = { value: text(value), disabled, status: error ? ('error' as const) : undefined, placeholder: placeholder ?? `请输入${field.label}` };
  return field.multiline ? (
    <Input.TextArea {...common} autoSize={{ minRows: 3 }} onChange={(v) => onChange(v)} />
  ) : (
    <Input {...common} allowClear onChange={(v) => onChange(v)} />
  );
}

export const textUi: FieldUi<TextField> = { text, Display: TextDisplay, Input: TextInput };
