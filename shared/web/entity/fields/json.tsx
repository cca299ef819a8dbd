import { Input } from '@arco-design/web-react';
import { type JsonField, jsonText } from '@entrepot/entity';
import { useState } from 'react';
import { type DisplayProps, EMPTY_DISPLAY, type FieldUi, type InputProps } from './types.ts';

/** What the JSON input emits while its text does not parse; the form reports '<label>格式不正确'. */
export class InvalidJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** In a person's words (颜色: 白色，尺码: L), never JSON; a text being typed that does not parse stays as typed. */
const text = (value: unknown, field: JsonField) =>
  value === null || value === undefined ? '' : value instanceof InvalidJson ? value.text : jsonText(field, value);

function JsonDisplay({ field, value }: DisplayProps<JsonField>) {
  return text(value, field) || EMPTY_DISPLAY;
}

function parse(source: string): unknown {
  if (source.trim() === '') return null;
  try {
    return JSON.parse(source);
  } catch {
    return new InvalidJson(source);
  }
}

// The text is kept as typed; the value follows it whenever it parses.
function JsonInput({ field, value, onChange, disabled, error }: InputProps<JsonField>) {
  const [source, setSource] = useState(() =>
    value === null || value === undefined ? '' : value instanceof InvalidJson ? value.text : JSON.stringify(value, null, 2),
  );
  return (
    <Input.TextArea
      value={source}
      disabled={disabled}
      status={error ? 'error' : undefined}
      placeholder={`请输入${field.label}（JSON）`}
      autoSize={{ minRows: 4, maxRows: 16 }}
      style={{ fontFamily: 'monospace' }}
      onChange={(next) => {
        setSource(next);
        onChange(parse(next));
      }}
    />
  );
}

export const jsonUi: FieldUi<JsonField> = { text, Display: JsonDisplay, Input: JsonInput };
