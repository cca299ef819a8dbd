import type { Field, FieldType } from '@entrepot/entity';
import { booleanUi } from './boolean.tsx';
import { childrenUi } from './children.tsx';
import { codeUi } from './code.tsx';
import { dateUi } from './date.tsx';
import { datetimeUi } from './datetime.tsx';
import { decimalUi } from './decimal.tsx';
import { enumUi } from './enum.tsx';
import { filesUi, fileUi } from './file.tsx';
import { jsonUi } from './json.tsx';
import { moneyUi } from './money.tsx';
import { numberUi } from './number.tsx';
import { quantityUi } from './quantity.tsx';
import { referenceUi } from './reference.tsx';
import { referencesUi } from './references.tsx';
import { richTextUi } from './rich-text.tsx';
import { statusUi } from './status.tsx';
import { textUi } from './text.tsx';
import type { DisplayProps, FieldUi, InputProps, TextContext } from './types.ts';

/** The closed set: one renderer and one input per field type. */
export const fieldUis: { [T in FieldType]: FieldUi<Extract<Field, { type: T }>> } = {
  text: textUi,
  code: codeUi,
  number: numberUi,
  money: moneyUi,
  boolean: booleanUi,
  enum: enumUi,
  status: statusUi,
  reference: referenceUi,
  references: referencesUi,
  datetime: datetimeUi,
  date: dateUi,
  json: jsonUi,
  decimal: decimalUi,
  quantity: quantityUi,
  file: fileUi,
  files: filesUi,
  richText: richTextUi,
  // A getter: the children table renders its cells through this registry (the two modules import each other).
  get children() {
    return childrenUi;
  },
};

export function fieldUi(field: Field): FieldUi {
  return fieldUis[field.type] as FieldUi;
}

/** A value as plain text, e.g. in the operation log. */
export function fieldText(field: Field, value: unknown, ctx: TextContext): string {
  return fieldUi(field).text(value, field, ctx);
}

export function FieldDisplay(props: DisplayProps) {
  const { Display } = fieldUi(props.field);
  return <Display {...props} />;
}

export function FieldInput(props: InputProps) {
  const { Input } = fieldUi(props.field);
  return <Input {...props} />;
}
