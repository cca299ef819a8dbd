import type { Field, FieldType } from '@entrepot/entity';
import { booleanUi } from './boolean.tsx';
import { codeUi } from './code.tsx';
import { datetimeUi } from './datetime.tsx';
import { enumUi } from './enum.tsx';
import { jsonUi } from './json.tsx';
import { moneyUi } from './money.tsx';
import { numberUi } from './number.tsx';
import { referenceUi } from './reference.tsx';
import { referencesUi } from './references.tsx';
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
  json: jsonUi,
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
