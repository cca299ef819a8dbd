import type { ScopeDimension } from './data-rules.ts';
import type { Field } from './fields.ts';

/** A declaration the engine could not honour, said when the entity is defined rather than at the first write. */
function declarationProblem(field: Field): string | null {
  if (field.type === 'decimal') {
    const { precision, scale } = field;
    if (!Number.isInteger(precision) || precision < 1 || precision > 30) return 'decimal precision must be 1–30';
    if (!Number.isInteger(scale) || scale < 0 || scale > precision) return 'decimal scale must be 0–precision';
  }
  if (field.type === 'children') {
    const fk = field.entity.fields[field.foreignKey];
    if (fk?.type !== 'reference') return `children: ${field.entity.name}.${field.foreignKey} must be a reference field`;
    if (field.orderBy && !field.entity.fields[field.orderBy]) return `children: ${field.entity.name} has no field ${field.orderBy}`;
    if (Object.values(field.entity.fields).some((f) => f.type === 'children')) return 'children: child rows cannot own rows themselves';
    if (field.filter || field.sortable || field.unique) return 'children: not filterable, sortable or unique';
  }
  return null;
}

export type Fields = Record<string, Field>;

/**
 * A record that goes through the approval engine: its `submit` transition sends it (the route also submits the
 * approval request, with the amount and organization that choose the flow), and each decision runs the
 * transition named for it — never a user's route.
 */
export interface ApprovalOption {
  /** The engine's document type, e.g. `purchase.order`: 审批流程 are configured per type. */
  documentType: string;
  /** The `status` transition that submits the record. */
  submit: string;
  /** The `status` transition each decision runs. */
  onDecision: { approved: string; rejected: string; withdrawn?: string };
  /** A money field: the amount flows are chosen by. */
  amount?: string;
  /** A reference to the record's organization (flows may apply to some organizations only). */
  organization?: string;
}
/**
 * A document (ARCHITECTURE, notes/documents.md): a numbered header whose lines are a `children` field, with
 * figures the server derives in the write's transaction — never taken from the client — and, optionally, an
 * edit lock that a save must hold.
 */
export interface DocumentOption {
  /** The `children` field that holds the lines. */
  lines: string;
  /** Line money fields computed on each line: `amount: ['quantity', 'price']` is quantity × price, to 2 places. */
  lineProducts?: Record<string, readonly [string, string]>;
  /** Header fields summed over the lines: `total_quantity: 'quantity'`. */
  sums?: Record<string, string>;
  /**
   * The header's tax, from a summed amount and a rate in percent: the part contained in it when `included`
   * (a boolean header field) holds — `amount × rate / (100 + rate)` — else the tax to add, `amount × rate / 100`.
   */
  tax?: { amount: string; of: string; rate: string; included: string };
  /**
   * Edited under a lease (`getLockBefor`, `getLock`, `heartbeat`, `unLock`): a save must present the live
   * token, and a holder whose heartbeats stopped for `leaseSeconds` loses the lock to the next editor.
   */
  editLock?: { leaseSeconds: number };
}

export type CrudAction = 'read' | 'create' | 'update' | 'delete' | 'export' | 'import';

export interface EntityOptions<F extends Fields> {
  /** `<module>.<entity>`, e.g. `admin.role`; also the prefix of its permission codes. */
  name: string;
  /** `<postgres schema>.<table>`; one schema per module. */
  table: string;
  label: string;
  fields: F;
  /** The field that names a record in references, selects and the palette. */
  titleField: keyof F & string;
  /** List order; the engine appends `id` so the order is a unique tuple. */
  defaultSort?: { field: (keyof F & string) | 'created_at'; dir: 'asc' | 'desc' }[];
  /** Fields that identify a record in imports (the same file imported twice updates, not duplicates). */
  naturalKey?: (keyof F & string)[];
  /** Composite indexes for the list pages users run most, e.g. ['status', '-created_at', '-id'] ('-' = DESC). */
  indexes?: string[][];
  /**
   * Indexes over the rows of some field values only, carrying every column a hot read needs so it never
   * visits the table: `{ on: ['sku_id', 'valid_from', 'valid_to', 'id'], where: { status: 'active' } }`.
   */
  partialIndexes?: { on: string[]; where: Record<string, string>; unique?: boolean }[];
  /** Which field carries each data-permission dimension (`owner` may name `created_by`; `id` when the rule lists these records themselves, e.g. warehouses). */
  scopes?: Partial<Record<ScopeDimension, (keyof F & string) | 'created_by' | 'id'>>;
  /**
   * The records follow their parent's row rules through this reference (a SKU is seen only where its SPU is), in
   * every read the engine makes: list, count, detail, export, search. Added to the entity's own `scopes`.
   */
  scopeThrough?: { field: keyof F & string; parent: EntityDecl };
  /** Approved through the approval engine (submit, then the decisions move its status). */
  approval?: ApprovalOption;
  /** The `status` states in which the record may be edited or deleted (a draft); absent: any state. */
  editableIn?: readonly string[];
  /**
   * The `status` states in which the record may be deleted, edited in any (an SPU while 开发中); `instead` names the
   * transition a person takes otherwise (`SPU TS001 不是开发中，不能删除，请改为淘汰`).
   */
  deletableIn?: DeletableIn;
  /**
   * An enum or status field with a filter whose choices the list counts under every other filter: the answer's
   * `counts` ({value, label, count} per choice), shown as a bar of 全部 N · 审批中 3 … above the list.
   */
  counts?: keyof F & string;
  /** A document: lines, derived totals, an edit lock. */
  document?: DocumentOption;
  /** 打印 from the detail (A4: the header's fields and its number's barcode) for a numbered record without lines (a document always prints). */
  printable?: boolean;
}

/** The states a record may be deleted in, and the transition to take otherwise. */
export interface DeletableIn {
  states: readonly string[];
  instead?: string;
}

/** A declared entity. Keys are plain strings here (checked against the fields by defineEntity), so any
 * entity is an `EntityDecl` whatever its fields. */
export interface EntityDecl<F extends Fields = Fields> {
  name: string;
  table: string;
  /** The field whose choices the list counts (EntityOptions.counts). */
  counts?: string;
  label: string;
  fields: F;
  titleField: string;
  defaultSort: { field: string; dir: 'asc' | 'desc' }[];
  naturalKey: string[];
  scopes: Partial<Record<ScopeDimension, string>>;
  scopeThrough?: { field: string; parent: EntityDecl };
  approval?: ApprovalOption;
  editableIn?: readonly string[];
  deletableIn?: DeletableIn;
  document?: DocumentOption;
  printable?: boolean;
  indexes: string[][];
  partialIndexes: { on: string[]; where: Record<string, string>; unique?: boolean }[];
  module: string;
  entity: string;
  schema: string;
  tableName: string;
  /** Permission code of a CRUD action or a status transition: `<module>.<entity>.<action>`. */
  permission(action: CrudAction | string): string;
}

export function defineEntity<F extends Fields>(options: EntityOptions<F>): EntityDecl<F> {
  const [module, entity] = options.name.split('.');
  const [schema, tableName] = options.table.split('.');
  if (!module || !entity || !schema || !tableName) throw new Error(`${options.name}: name and table must be 'a.b'`);
  if (!options.fields[options.titleField]) throw new Error(`${options.name}: titleField ${options.titleField} is not a field`);
  for (const [key, field] of Object.entries(options.fields)) {
    const problem = declarationProblem(field);
    if (problem) throw new Error(`${options.name}.${key}: ${problem}`);
    for (const other of field.likeAlso ?? [])
      if (field.filter !== 'like' || options.fields[other]?.type !== 'text')
        throw new Error(`${options.name}.${key}: likeAlso names ${other}, which is no text field of a like filter`);
  }
  const approval = options.approval;
  if (approval) {
    const status = options.fields.status;
    const known = status?.type === 'status' ? status.machine.transitions : {};
    for (const t of [approval.submit, ...Object.values(approval.onDecision)])
      if (!Object.hasOwn(known, t)) throw new Error(`${options.name}: approval names transition ${t}, which status does not declare`);
    if (approval.amount && options.fields[approval.amount]?.type !== 'money') throw new Error(`${options.name}: approval.amount must be a money field`);
  }
  for (const f of Object.values(options.fields))
    for (const [name, t] of f.type === 'status' ? Object.entries(f.machine.transitions) : []) {
      if (t.stamp && options.fields[t.stamp]?.type !== 'datetime')
        throw new Error(`${options.name}: transition ${name} stamps ${t.stamp}, which is no datetime field`);
      const unfillable = (t.input ?? []).find((key) => ['status', 'children', 'code', undefined].includes(options.fields[key]?.type));
      if (unfillable) throw new Error(`${options.name}: transition ${name} takes ${unfillable}, which is no field a person fills`);
    }
  const statusField = options.fields.status;
  for (const state of options.deletableIn?.states ?? [])
    if (statusField?.type !== 'status' || !Object.hasOwn(statusField.machine.states, state))
      throw new Error(`${options.name}: deletableIn names ${state}, which status does not declare`);
  const instead = options.deletableIn?.instead;
  if (instead && (statusField?.type !== 'status' || !Object.hasOwn(statusField.machine.transitions, instead)))
    throw new Error(`${options.name}: deletableIn.instead names ${instead}, which status does not declare`);
  for (const state of options.editableIn ?? []) {
    const f = options.fields.status;
    if (f?.type !== 'status' || !Object.hasOwn(f.machine.states, state))
      throw new Error(`${options.name}: editableIn names ${state}, which status does not declare`);
  }
  const counted = options.counts ? options.fields[options.counts] : undefined;
  if (options.counts && !((counted?.type === 'enum' || counted?.type === 'status') && counted.filter))
    throw new Error(`${options.name}: counts must name an enum or status field with a filter`);
  if (options.document) documentProblems(options.name, options.fields, options.document);
  const through = options.scopeThrough;
  if (through) {
    const field = options.fields[through.field];
    if (field?.type !== 'reference' || field.to !== through.parent.name)
      throw new Error(`${options.name}: scopeThrough.${through.field} must be a reference to ${through.parent.name}`);
  }
  return {
    defaultSort: [{ field: 'created_at', dir: 'desc' }],
    ...options,
    naturalKey: options.naturalKey ?? [],
    scopes: options.scopes ?? {},
    indexes: options.indexes ?? [],
    partialIndexes: options.partialIndexes ?? [],
    module,
    entity,
    schema,
    tableName,
    permission: (action) => `${options.name}.${action}`,
  };
}

/** A document declaration that names fields it does not have, or of the wrong kind, fails at start. */
function documentProblems(name: string, fields: Fields, d: DocumentOption): void {
  const lines = fields[d.lines];
  if (lines?.type !== 'children') throw new Error(`${name}: document.lines must name a children field`);
  const lineFields = lines.entity.fields;
  for (const [target, [a, b]] of Object.entries(d.lineProducts ?? {}))
    for (const f of [target, a, b]) if (!lineFields[f]) throw new Error(`${name}: document.lineProducts names ${f}, which the lines do not declare`);
  for (const [target, source] of Object.entries(d.sums ?? {})) {
    if (!fields[target]) throw new Error(`${name}: document.sums names ${target}, which the header does not declare`);
    if (!lineFields[source]) throw new Error(`${name}: document.sums names ${source}, which the lines do not declare`);
  }
  for (const f of Object.values(d.tax ?? {})) if (!fields[f]) throw new Error(`${name}: document.tax names ${f}, which the header does not declare`);
}

/** The permission codes an entity declares: CRUD plus one per status transition. */
export function permissionCodesOf(decl: EntityDecl): { code: string; name: string }[] {
  const crud: [CrudAction, string][] = [
    ['read', '查看'],
    ['create', '新增'],
    ['update', '编辑'],
    ['delete', '删除'],
    ['export', '导出'],
    ['import', '导入'],
  ];
  const decided = decidedTransitions(decl); // run by the approval engine, held by nobody
  const transitions = Object.values(decl.fields).flatMap((f) =>
    f.type === 'status'
      ? Object.entries(f.machine.transitions)
          .filter(([name]) => !decided.has(name))
          .map(([name, t]) => [t.permission ?? name, t.label] as const)
      : [],
  );
  const own = [...crud, ...transitions].map(([action, label]) => ({ code: decl.permission(action), name: `${decl.label}-${label}` }));
  return [...own, ...revealCodesOf(decl)];
}

/** The codes that reveal masked fields (`text({ masked })`), the entity's own and its children's. */
function revealCodesOf(decl: EntityDecl): { code: string; name: string }[] {
  return Object.values(decl.fields).flatMap((f) => {
    if (f.type === 'children') return revealCodesOf(f.entity);
    return f.type === 'text' && f.masked ? [{ code: decl.permission(f.masked), name: `${decl.label}-查看完整${f.label}` }] : [];
  });
}

/** A masked text as lists show it: the last four characters kept, the rest starred (at least four stars). */
export function maskText(value: string): string {
  const kept = value.length > 4 ? value.slice(-4) : '';
  return `${'*'.repeat(Math.max(4, value.length - kept.length))}${kept}`;
}

/**
 * What the engine announces after every write of an entity whose module asked for it (`mountResources` does):
 * the event `<entity>.changed` (`changedEvent(decl)`) with this payload, in the write's transaction.
 */
export interface EntityChanged {
  ids: string[];
  /** `create`, `update`, `delete`, a transition's name, or a module command's (`import`, `off`…). */
  action: string;
}

export const changedEvent = (decl: Pick<EntityDecl, 'name'>): string => `${decl.name}.changed`;

/** The transitions the approval engine's decisions run. */
const decidedTransitions = (decl: EntityDecl): ReadonlySet<string> => new Set(Object.values(decl.approval?.onDecision ?? {}));

/** Why a record in this state may not be edited or deleted (`editableIn`), or null. */
export function lockedBy(decl: EntityDecl, record: Record<string, unknown>, doing: '修改' | '删除'): string | null {
  const f = decl.fields.status;
  if (!decl.editableIn || f?.type !== 'status') return null;
  const state = String(record.status);
  if (decl.editableIn.includes(state)) return null;
  return `${decl.label}当前为「${f.machine.states[state]?.label ?? state}」，不能${doing}`;
}

/** Why this record may not be deleted in its state (`deletableIn`): `SKU TS001-BLK-M 不是开发中，不能删除，请改为淘汰`, or null. */
export function undeletable(decl: EntityDecl, record: Record<string, unknown>): string | null {
  const f = decl.fields.status;
  if (!decl.deletableIn || f?.type !== 'status') return null;
  const { states, instead } = decl.deletableIn;
  if (states.includes(String(record.status))) return null;
  const name = String(record[decl.fields.code ? 'code' : decl.titleField] ?? '');
  const allowed = states.map((s) => f.machine.states[s]?.label ?? s).join('或');
  return `${decl.label} ${name} 不是${allowed}，不能删除${instead ? `，请改为${f.machine.transitions[instead]?.label ?? instead}` : ''}`;
}

/** The transitions a person may run: every one of the status field's but those the approval's decisions run. */
export function userTransitions(decl: EntityDecl): string[] {
  const status = decl.fields.status;
  if (status?.type !== 'status') return [];
  const decided = decidedTransitions(decl);
  return Object.keys(status.machine.transitions).filter((t) => !decided.has(t));
}
