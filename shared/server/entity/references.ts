// The references the engine checks (ReferenceChecks in @entrepot/entity: a field declared with `activeOnly`,
// `onDelete` or `mustExist`): a write naming a missing record (or, under `activeOnly`, a disabled one) is refused
// with the field's label (or `mustExist`'s words), a record other records name under `onDelete: 'restrict'` is not
// deleted. Every entity the process builds a service or a registry for is known here, so a reference across
// modules is checked as one within a module.
import type { EntityDecl, ReferenceField, ReferencesField } from '@entrepot/entity';
import { arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { conflict, invalid } from '../errors.ts';
import { columnOf, type EntityTable } from './table.ts';

type Row = Record<string, unknown>;
type RefField = ReferenceField | ReferencesField;
interface Known {
  decl: EntityDecl;
  table: EntityTable;
}

const known = new Map<string, Known>();
type Referrer = { referrer: Known; key: string; field: RefField };
/** Target entity → the fields of other entities that restrict its deletes, in the order they became known. */
const restricting = new Map<string, Map<string, Referrer>>();
/** Target entity → the fields of other entities whose records go with it (`onDelete: 'cascade'`). */
const cascading = new Map<string, Map<string, Referrer>>();

const isRef = (field: { type: string }): field is RefField => field.type === 'reference' || field.type === 'references';

/** Makes an entity known: its table for the checks of references to it, its restricting fields for its targets' deletes. */
export function noteEntity(decl: EntityDecl, table: EntityTable): void {
  const entry = { decl, table };
  known.set(decl.name, entry);
  for (const [key, field] of Object.entries(decl.fields)) {
    if (!isRef(field) || !field.onDelete) continue;
    const kind = field.onDelete === 'cascade' ? cascading : restricting;
    const byField = kind.get(field.to) ?? new Map();
    byField.set(`${decl.name}.${key}`, { referrer: entry, key, field });
    kind.set(field.to, byField);
  }
}

/** The entities (and their fields) whose records are deleted with a record of this one (`onDelete: 'cascade'`). */
export const cascadesOf = (decl: EntityDecl): Referrer[] => [...(cascading.get(decl.name)?.values() ?? [])];

/** The reference is checked on writes: declared `activeOnly`, `onDelete` or `mustExist`. */
const checked = (field: RefField): boolean => Boolean(field.activeOnly || field.onDelete || field.mustExist);

/** The entity declares references the engine checks on writes (`activeOnly`, `onDelete` or `mustExist`). */
export const checksReferences = (decl: EntityDecl): boolean => Object.values(decl.fields).some((f) => isRef(f) && checked(f));

/** The refusal of a missing target: the declared words, or `<字段>不存在`. */
const missingWords = (field: RefField): string => (typeof field.mustExist === 'string' ? field.mustExist : `${field.label}不存在`);

const activeStates = (field: RefField): readonly string[] | undefined => (field.activeOnly === true ? ['enabled'] : field.activeOnly);

/** The values a write names that the record did not name before (an unchanged reference is not checked again). */
function newValues(field: RefField, value: unknown, before: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  if (field.type === 'reference') return value === before ? [] : [value];
  const old = new Set(Array.isArray(before) ? before : []);
  return (Array.isArray(value) ? value : []).filter((v) => !old.has(v));
}

/**
 * Refuses (10422 on the field) writes naming a record that does not exist or, under `activeOnly`, is not active:
 * each reference declared with `activeOnly`, `onDelete` or `mustExist` to an entity the server knows, one query per field for
 * all the rows of the write (an import's batch).
 */
export async function checkReferences(exec: Executor, decl: EntityDecl, writes: { columns: Row; before: Row | null }[]): Promise<void> {
  for (const [key, field] of Object.entries(decl.fields)) {
    if (!isRef(field) || !checked(field)) continue;
    const target = known.get(field.to);
    if (!target) continue;
    const named = writes.map((w) => (key in w.columns ? newValues(field, w.columns[key], w.before?.[key]) : []));
    const values = [...new Set(named.flat())];
    if (values.length === 0) continue;
    const by = field.type === 'references' && field.key ? field.key : 'id';
    const status = target.decl.fields.status?.type === 'status' ? columnOf(target.table, 'status') : undefined;
    const rows = (await exec
      .select({ value: columnOf(target.table, by), ...(status ? { status } : {}) })
      .from(target.table)
      .where(inArray(columnOf(target.table, by), values))) as { value: unknown; status?: unknown }[];
    const found = new Map(rows.map((r) => [r.value, r.status]));
    const allowed = activeStates(field);
    for (const vs of named) {
      const missing = vs.filter((v) => !found.has(v));
      if (missing.length) throw invalid(key, field.type === 'reference' ? missingWords(field) : `${missingWords(field)}: ${missing.join(', ')}`);
      if (allowed && status && vs.some((v) => !allowed.includes(String(found.get(v))))) throw invalid(key, `${field.label}已停用`);
    }
  }
}

/** Whether records of this entity are named by others under `onDelete: 'restrict'` (a delete must look first). */
export const isRestricted = (decl: EntityDecl): boolean => (restricting.get(decl.name)?.size ?? 0) > 0;

/**
 * Refuses (10409) deleting records that others name under `onDelete: 'restrict'`: `该<目标>下还有<本实体>，不能删除`, or
 * the field's `inUse` with `{field}` replaced by the kept record's value.
 */
export async function refuseRestricted(exec: Executor, decl: EntityDecl, rows: Row[]): Promise<void> {
  const fields = restricting.get(decl.name);
  if (!fields || rows.length === 0) return;
  for (const { referrer, key, field } of fields.values()) {
    const by = field.type === 'references' && field.key ? field.key : 'id';
    const values = rows.map((r) => r[by]).filter((v) => v !== null && v !== undefined);
    if (values.length === 0) continue;
    const column = columnOf(referrer.table, key);
    const where = field.type === 'references' ? arrayOverlaps(column, values) : values.length === 1 ? eq(column, values[0]) : inArray(column, values);
    const [used] = await exec.select({ named: column }).from(referrer.table).where(where).limit(1);
    if (!used) continue;
    if (!field.inUse) throw conflict(`该${decl.label}下还有${referrer.decl.label}，不能删除`);
    // The words may name the record kept (`尺码模板「{name}」已被…`): the first of the rows the found record names.
    const named = Array.isArray(used.named) ? used.named : [used.named];
    const kept = rows.find((r) => named.includes(r[by]));
    throw conflict(field.inUse.replace(/\{(\w+)\}/g, (_, key: string) => String(kept?.[key] ?? '')));
  }
}
