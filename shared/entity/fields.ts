// The closed set of field types (ARCHITECTURE §3). A declaration is plain data, read by the server
// (table, validation, routes) and by the web (list, form, detail pages) alike.
import type { EntityDecl } from './define-entity.ts';
import { type DotColor, type StateMachine, statesOf } from './machine.ts';
import { readableJson } from './readable.ts';

export type FilterOp = 'equal' | 'in' | 'like' | 'range' | 'batch';

/** A text check from @entrepot/validators: the message when invalid, null when valid. */
export type TextCheck = (value: string) => string | null;

export interface FieldFlags {
  label: string;
  required?: boolean;
  unique?: boolean;
  /** Filterable, and how (batch = the comma-joined list the batch-query input sends). */
  filter?: FilterOp;
  /** A `like` filter that also searches these text fields (SKU编码 or 名称): its box says 编码/名称. */
  likeAlso?: string[];
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

/** Text compared without case by its filters (`al001-blk` finds `AL001-BLK`); index `lower(column)` if it is large. */
interface Caseless {
  caseless?: boolean;
}
export interface TextField extends FieldFlags, Caseless {
  type: 'text';
  max: number;
  min?: number;
  check?: TextCheck;
  multiline?: boolean;
  /**
   * Shown as `************1234` (the last four kept) to everyone but a holder of `<entity>.<masked>` (a bank
   * account seen by those who may pay): lists, details, the record's children in its parent, exports.
   */
  masked?: string;
}
export interface CodeField extends FieldFlags, Caseless {
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
  /**
   * At most one record of a group holds it (one 默认 mapping per SKU): a write that leaves a record flagged
   * unflags the others of its group — the records with the same values of these fields —, each as an update by
   * the same writer (audited, version moved). `onePerWhile` narrows the rule to records in these states of
   * their status field (an unlinked mapping is never the default).
   */
  onePer?: readonly string[];
  onePerWhile?: readonly string[];
}
export interface EnumOption {
  value: string;
  label: string;
  /** The dot shown beside the label where the choice is read (a list's cell, a detail), as a state's. */
  color?: DotColor;
}
export interface EnumField extends FieldFlags {
  type: 'enum';
  options: readonly EnumOption[];
  default?: string;
  /** Several choices at once (a text[] column; `enumsOf`): a filter matches a record holding any of the given ones. */
  many?: boolean;
}
export interface StatusField extends FieldFlags {
  type: 'status';
  machine: StateMachine;
}
/** What the engine checks of a reference on every write (routes, imports, commands through the service), when declared. */
export interface ReferenceChecks {
  /**
   * `restrict`: the target cannot be deleted while a record names it (`该<目标>下还有<本实体>，不能删除`);
   * `cascade`: deleting the target deletes the records that name it, through their own delete rules (an SPU's SKUs).
   * The target must be known to the server (its module mounted, or registered for titles).
   */
  onDelete?: 'restrict' | 'cascade';
  /**
   * Under `restrict`, the words of the refusal instead of the default (`该品牌已被SPU使用，不能删除，请停用`); `{name}`
   * stands for that field of the record kept (`尺码模板「{name}」已被SPU尺码表使用，不能删除，请停用`).
   */
  inUse?: string;
  /**
   * A write naming a target (a new one, or a changed value) needs it to exist (`<字段>不存在`; declaring `onDelete`
   * checks this too) and to be in an active state of its `status` field (`<字段>已停用`): `true` = `enabled`, or
   * the states allowed.
   */
  activeOnly?: true | readonly string[];
  /**
   * A write naming a target needs it to exist (`<字段>不存在`), whatever its state (implied by the two above); a
   * text is the refusal's words instead (`'分类不存在'` where the field is labelled 适用分类).
   */
  mustExist?: true | string;
}
export interface ReferenceField extends FieldFlags, ReferenceChecks {
  type: 'reference';
  /** Entity name, e.g. `admin.organization`. */
  to: string;
  /**
   * A searched select narrowed by the form's values: query parameter → field of the record being written (for a
   * document's line, of its header): `{supplier_id: 'supplier_id'}` asks only the chosen 供应商's records.
   */
  narrowBy?: Record<string, string>;
  /** Fixed query parameters of a searched select (`{for: 'payment'}`: the order lines a payment may still take). */
  narrowWith?: Record<string, string>;
}
export interface ReferencesField extends FieldFlags, ReferenceChecks {
  type: 'references';
  to: string;
  /** The target's key stored in the array: its id (default) or a unique text field such as `code`. */
  key?: 'id' | string;
}
export interface DatetimeField extends FieldFlags {
  type: 'datetime';
  /** A `range` filter of days (`YYYY-MM-DD`, Asia/Shanghai), both ends included, instead of instants. */
  days?: boolean;
}
/** A calendar day without a time or zone (an effective date): `date` in the database, `YYYY-MM-DD` on the wire. */
export interface DateField extends FieldFlags {
  type: 'date';
}
/** An exact decimal other than money (weights, sizes, rates): numeric(precision, scale), a decimal string on the wire. */
export interface DecimalField extends FieldFlags {
  type: 'decimal';
  /** Total digits, 1–30. */
  precision: number;
  /** Digits after the point, 0–precision; more are refused (`<label>最多N位小数`). */
  scale: number;
  /** Bounds as decimal strings, compared exactly. */
  min?: string;
  max?: string;
}
/** A count of pieces: an integer, ≥ 0 unless `negative`, at most `max` (default 999999, the spec's quantity limit). */
export interface QuantityField extends FieldFlags {
  type: 'quantity';
  negative?: boolean;
  /** The least allowed count (default 0, or −max when `negative`): a purchase line orders at least 1. */
  min?: number;
  max?: number;
  /** The stored value when none is given (a line's received count starts at 0). */
  default?: number;
}
/** What a file field accepts: pictures only (`image()`, `images()`) or any stored file (`file()`, `files()`). */
export type FileKind = 'image' | 'file';
/** One uploaded file of the identity file store, kept by its id; on the wire `{id, name, url, content_type}`. */
export interface FileField extends FieldFlags {
  type: 'file';
  kind: FileKind;
}
/** Several uploaded files (uuid[] in the database), in their order; on the wire a list of `{id, name, url, content_type}`. */
export interface FilesField extends FieldFlags {
  type: 'files';
  kind: FileKind;
  /** Most files allowed (default 10). */
  max: number;
}
/** HTML from the rich-text editor, sanitised on every write. */
export interface RichTextField extends FieldFlags {
  type: 'richText';
  /** Most characters of HTML (default 200000). */
  max?: number;
}
/**
 * Rows of another entity owned by this record (an SPU's attribute values, an order's lines): no column of
 * its own; written with the record in its transaction (the list replaces the rows: kept ids are updated,
 * new rows inserted, missing ones deleted), returned by the detail, audited on the record.
 */
export interface ChildrenField extends FieldFlags {
  type: 'children';
  /** The child entity; its table comes from the service registry (or is derived). */
  entity: EntityDecl;
  /** The child's field that holds the parent's id (a reference field; set by the engine). */
  foreignKey: string;
  /** The child field the rows are ordered by (default: creation order). */
  orderBy?: string;
  /** Most rows (default 1000). */
  max?: number;
}

/** Structured data with its own check (the message when invalid, null when valid). */
/** A json field's check, carrying the shape of what it accepts (`shapeOf`): the field's value reads as that type. */
export type JsonCheck<T = unknown> = ((value: unknown) => string | null) & { readonly shape?: T };
/** A check that says the shape it accepts: `json({ check: shapeOf<Level[]>(checkLevels) })` reads as `Level[]`. */
export const shapeOf = <T>(check: (value: unknown) => string | null): JsonCheck<T> => check;

export interface JsonField<T = unknown> extends FieldFlags {
  type: 'json';
  check: JsonCheck<T>;
  /** The value in a person's words where lists, details, logs and exports show it (default: `readableJson`). */
  text?: (value: unknown) => string;
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
  | DatetimeField
  | DateField
  | DecimalField
  | QuantityField
  | FileField
  | FilesField
  | RichTextField
  | ChildrenField;
export type FieldType = Field['type'];

type Opts<F extends Field> = Omit<F, 'type'>;
/** A required field's type says so (`required: true`), so a table's column of it reads as never null. */
type Kept<F extends Field, R extends boolean> = [R] extends [true] ? F & { required: true } : F;
/**
 * A field helper: the type, the helper's defaults, then the declaration's options; `Fixed` names the options the
 * helper alone sets (a file field's kind).
 */
const fieldOf =
  <F extends Field, Fixed extends keyof Opts<F> = never>(type: F['type'], defaults: Partial<Opts<F>> = {}) =>
  <R extends boolean = false>(o: Omit<Opts<F>, Fixed> & { required?: R }): Kept<F, R> =>
    ({ type, ...defaults, ...o }) as Kept<F, R>;

export const text = fieldOf<TextField>('text');
export const code = fieldOf<CodeField>('code', { unique: true });
export const number = fieldOf<NumberField>('number');
export const money = fieldOf<MoneyField>('money');
export const boolean = fieldOf<BooleanField>('boolean');
export const enumOf = fieldOf<EnumField>('enum');
/** Several choices of a list (a SKU's gaps, an order's marks): an enum field with `many`. */
export const enumsOf = (o: Omit<Opts<EnumField>, 'many' | 'default'>): EnumField & { many: true } => ({ type: 'enum', ...o, many: true });
export const status = (o: Opts<StatusField>): StatusField => ({ type: 'status', readOnly: true, ...o });
export const reference = fieldOf<ReferenceField>('reference');
export const references = (o: Opts<ReferencesField>): ReferencesField => ({ type: 'references', ...o });
export const datetime = fieldOf<DatetimeField>('datetime');
/**
 * The record's own creation time (the audit column every table has) as a declared field, so its list filters by
 * 创建时间 (a day range) and its export carries it: `created_at: createdAt()`. Never written by a client.
 */
/** The key of a module's settings record (`mountSettings`): one record, never shown or written by a person. */
export const settingsKey = (): TextField =>
  text({ label: '设置', max: 20, unique: true, readOnly: true, writeOnly: true, list: false, importable: false, exported: false, audited: false });
export const createdAt = (): DatetimeField => datetime({ label: '创建时间', filter: 'range', readOnly: true, importable: false });
export const date = fieldOf<DateField>('date');
/** A json value, read as the shape its check names (`shapeOf`), else `unknown`. */
export const json = <T = unknown, R extends boolean = false>(o: Opts<JsonField<T>> & { required?: R }): Kept<JsonField<T>, R> =>
  ({ type: 'json', list: false, ...o }) as Kept<JsonField<T>, R>;
export const decimal = fieldOf<DecimalField>('decimal');
export const quantity = fieldOf<QuantityField>('quantity');
// Files are uploaded, not typed: neither imported nor filtered; the export shows their names.
const fileFlags = { importable: false } as const;
export const image = fieldOf<FileField, 'kind'>('file', { kind: 'image', ...fileFlags });
export const images = (o: Omit<Opts<FilesField>, 'kind' | 'max'> & { max?: number }): FilesField => ({
  type: 'files',
  kind: 'image',
  max: 10,
  ...fileFlags,
  ...o,
});
export const file = fieldOf<FileField, 'kind'>('file', { kind: 'file', ...fileFlags });
export const files = (o: Omit<Opts<FilesField>, 'kind' | 'max'> & { max?: number }): FilesField => ({
  type: 'files',
  kind: 'file',
  max: 10,
  ...fileFlags,
  ...o,
});
export const richText = (o: Opts<RichTextField>): RichTextField => ({ type: 'richText', list: false, ...o });
export const children = (o: Opts<ChildrenField>): ChildrenField => ({ type: 'children', list: false, importable: false, exported: false, ...o });

/** The largest quantity a field takes (the spec's 999999 unless declared). */
export const quantityMax = (field: QuantityField): number => field.max ?? 999_999;

/** `YYYY-MM-DD` naming a real calendar day. */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

export function columnName(key: string, field: Field): string {
  return field.column ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Fields a client may send on create (update: the same minus immutable ones). */
export function isWritable(field: Field): boolean {
  return !field.readOnly;
}

/** One choice of a list's count bar (the declared `counts` field): how many rows the other filters leave it. */
export interface ChoiceCount {
  value: string;
  label: string;
  count: number;
}

/** A json field's value in a person's words: its declared `text`, else the default reading. */
export const jsonText = (field: JsonField, value: unknown): string => (field.text ?? readableJson)(value);

/** The choices of an enum or a status field as a select or a count bar offers them; none for other types. */
export function choicesOf(field: Field): { value: string; label: string; color?: string }[] {
  if (field.type === 'enum') return field.options.map((o) => ({ value: o.value, label: o.label, ...(o.color ? { color: o.color } : {}) }));
  if (field.type === 'status') return statesOf(field.machine).map(([value, s]) => ({ value, label: s.label, ...(s.color ? { color: s.color } : {}) }));
  return [];
}
