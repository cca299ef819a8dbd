import { Input } from '@arco-design/web-react';
import type { CodeField } from '@entrepot/entity';
import { CopyText } from '../../widgets/copy-text/copy-text.tsx';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps, isEmpty } from './types.ts';

const text = (value: unknown) => (isEmpty(value) ? '' : String(value));

function CodeDisplay({ value }: DisplayProps<CodeField>) {
  return isEmpty(value) ? EMPTY_DISPLAY : <CopyText text={text(value)} width="auto" />;
}

function CodeInput({ field, value, onChange, disabled, error }: InputProps<CodeField>) {
  return (
    <Input
      value={text(value)}
      disabled={disabled}
      status={error ? 'error' : undefined}
      // A code with a pattern comes from the counter when left blank.
      placeholder={field.pattern ? '留空自动生成' : `请输入${field.label}`}
      allowClear
      onChange={(v) => onChange(v)}
    />
  );
}

export const codeUi: FieldUi<CodeField> = { text, Display: CodeDisplay, Input: CodeInput };
