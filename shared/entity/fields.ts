// The closed set of field types (ARCHITECTURE §3). A declaration is plain data, read by the server
// (table, validation, routes) and by the web (list, form, detail pages) alike.
import type { StateMachine } from './machine.ts';

export type FilterOp = 'equal' | 'in' | 'like' | 'range' | 'batch';

/** A text check from @entrepot/validators: the message when invalid, null when valid. */
export type TextCheck = (value: string) => string | null;

export interface FieldFlags {
  label: string;
  required?: boolean;
  unique?: boolean;
  /** Filterable, and how (batch = the comma-joined list the batch-query input sends). */
  filter?: FilterOp;
  /** Shown as a list column (default true). */
  list?: boolean;
  sortable?: boolean;
  /** Never written through create/update (server-maintained). */
  readOnly?: boolean;
  /** Written at create, fixed afterwards. */
  immutable?: boolean;
  importable?: boolean;
  exported?: boolean;
  /** Changes recorded in the audit log (default true). */
  audited?: boolean;
  /** Database column name (default: the key in snake_case). */
  column?: string;
  /** Shown in the form only, not the list or detail (e.g. an initial password). */
  writeOnly?: boolean;
}

export interface TextField extends FieldFlags {
  type: 'text';
  max: number;
  min?: number;
  check?: TextCheck;
  multiline?: boolean;
}
export interface CodeField extends FieldFlags {
  type: 'code';
  max: number;
  /** Generated from the counter table when left blank, e.g. `RL{seq:4}`. */
  pattern?: string;
}
export interface NumberField extends FieldFlags {
  type: 'number';
  min?: number;
  max?: number;
}
/** Money: numeric(18,2) in the database, a decimal string on the wire, never a float. */
export interface MoneyField extends FieldFlags {
  type: 'money';
  /** Least allowed value as a decimal string (default '0'). */
  min?: string;
}
export interface BooleanField extends FieldFlags {
  type: 'boolean';
  default?: boolean;
}
export interface EnumOption {
  value: string;
  label: string;
}
export interface EnumField extends FieldFlags {
  type: 'enum';
  options: readonly EnumOption[];
  default?: string;
}
export interface StatusField extends FieldFlags {
  type: 'status';
  machine: StateMachine;
}
export interface ReferenceField extends FieldFlags {
  type: 'reference';
  /** Entity name, e.g. `admin.organization`. */
  to: string;
}
export interface ReferencesField extends FieldFlags {
  type: 'references';
  to: string;
  /** The target's key stored in the array: its id (default) or a unique text field such as `code`. */
  key?: 'id' | string;
}
export interface DatetimeField extends FieldFlags {
  type: 'datetime';
}

/** Structured data with its own check (the message when invalid, null when valid). */
export interface JsonField extends FieldFlags {
  type: 'json';
  check: (value: unknown) => string | null;
}

export type Field =
  | MoneyField
  | JsonField
  | TextField
  | CodeField
  | NumberField
  | BooleanField
  | EnumField
  | StatusField
  | ReferenceField
  | ReferencesField
  | DatetimeField;
export type FieldType = Field['type'];

type Opts<F extends Field> = Omit<F, 'type'>;

export const text = (o: Opts<TextField>): TextField => ({ type: 'text', ...o });
export const code = (o: Opts<CodeField>): CodeField => ({ type: 'code', unique: true, ...o });
export const number = (o: Opts<NumberField>): NumberField => ({ type: 'number', ...o });
export const money = (o: Opts<MoneyField>): MoneyField => ({ type: 'money', ...o });
export const boolean = (o: Opts<BooleanField>): BooleanField => ({ type: 'boolean', ...o });
export const enumOf = (o: Opts<EnumField>): EnumField => ({ type: 'enum', ...o });
export const status = (o: Opts<StatusField>): StatusField => ({ type: 'status', readOnly: true, ...o });
export const reference = (o: Opts<ReferenceField>): ReferenceField => ({ type: 'reference', ...o });
export const references = (o: Opts<ReferencesField>): ReferencesField => ({ type: 'references', ...o });
export const datetime = (o: Opts<DatetimeField>): DatetimeField => ({ type: 'datetime', ...o });
export const json = (o: Opts<JsonField>): JsonField => ({ type: 'json', list: false, ...o });

export function columnName(key: string, field: Field): string {
  return field.column ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Fields a client may send on create (update: the same minus immutable ones). */
export function isWritable(field: Field): boolean {
  return !field.readOnly;
}
