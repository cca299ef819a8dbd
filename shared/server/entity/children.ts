// Owned child rows (a `children` field): read with the parent's detail, written in the parent's
// transaction. The list a client sends replaces the rows: rows with a known id are updated, rows without
// an id inserted, rows left out deleted. Changes are audited on the parent, as before → after lists.
import type { ChildrenField } from '@entrepot/entity';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { nextDocumentCodes } from '../counter.ts';
import type { Executor, Tx } from '../db/database.ts';
import { invalid } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Actor } from './audit.ts';
import { childInputFields } from './children.codec.ts';
import type { FileDirectory } from './file-directory.ts';
import { checkFileInputs } from './file-fields.ts';
import { keepStarred } from './mask.ts';
import type { EntityService } from './service.ts';
import { columnOf } from './table.ts';
import { uniqueViolation } from './unique-violation.ts';

type Row = Record<string, unknown>;

/** The stored rows of these parents, in the declared order (creation order by default). */
export async function loadChildren(exec: Executor, child: EntityService, field: ChildrenField, parentIds: string[]): Promise<Row[]> {
  if (parentIds.length === 0) return [];
  const order: SQL[] = field.orderBy ? [asc(columnOf(child.table, field.orderBy))] : [];
  return (await exec
    .select()
    .from(child.table)
    .where(inArray(columnOf(child.table, field.foreignKey), parentIds))
    .orderBy(...order, asc(columnOf(child.table, 'id')))) as Row[];
}

/** The rows as the parent's detail answers them: their wire form and reference titles, without the parent's id. */
export async function childWire(exec: Executor, child: EntityService, field: ChildrenField, rows: Row[]): Promise<Row[]> {
  const wire = await child.expand(
    exec,
    rows.map((r) => child.toWire(r)),
  );
  return wire.map(({ [field.foreignKey]: _parent, [`${field.foreignKey}_title`]: _title, ...rest }) => rest);
}

/** The rows as the parent's audit log keeps them: id and the audited fields, as stored. */
export function childAudit(field: ChildrenField, rows: Row[]): Row[] {
  const keys = childInputFields(field)
    .filter(([, f]) => f.audited !== false && !f.writeOnly)
    .map(([k]) => k);
  return rows.map((r) => Object.fromEntries([['id', r.id], ...keys.map((k) => [k, r[k] ?? null])]));
}

/** Codes left blank on rows with a counter pattern get their next number. */
export async function fillGeneratedCodes(tx: Tx, fields: Record<string, { type: string; pattern?: string }>, row: Row): Promise<void> {
  await fillGeneratedCodesMany(tx, fields, [row]);
}

/** The generated codes of rows made at once, consecutive in their order: one counter update per pattern. */
export async function fillGeneratedCodesMany(tx: Tx, fields: Record<string, { type: string; pattern?: string }>, rows: Row[]): Promise<void> {
  for (const [key, f] of Object.entries(fields)) {
    if (f.type !== 'code' || !f.pattern) continue;
    const missing = rows.filter((row) => row[key] == null || row[key] === '');
    const codes = await nextDocumentCodes(tx, f.pattern, missing.length);
    missing.forEach((row, i) => {
      row[key] = codes[i];
    });
  }
}

export interface ReplaceChildren {
  tx: Tx;
  child: EntityService;
  key: string;
  field: ChildrenField;
  parentId: string;
  /** The validated rows the client sent (children codec). */
  rows: Row[];
  actor: Actor;
  files: FileDirectory | undefined;
}

/** Writes a parent's rows to match `rows`; answers the stored rows before and after. */
export async function replaceChildren({ tx, child, key, field, parentId, rows, actor, files }: ReplaceChildren): Promise<{ before: Row[]; after: Row[] }> {
  const before = await loadChildren(tx, child, field, [parentId]);
  const existing = new Map(before.map((r) => [String(r.id), r]));
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    if (row.id === undefined) continue;
    const id = String(row.id);
    if (!existing.has(id) || seen.has(id)) throw invalid(key, `第${i + 1}行: ${field.label}的行不存在`);
    seen.add(id);
  }
  for (const row of rows) await checkFileInputs(tx, child.decl, files, row, row.id === undefined ? null : existing.get(String(row.id))!, actor);
  const idColumn = columnOf(child.table, 'id');
  const parentColumn = columnOf(child.table, field.foreignKey);
  try {
    await tx.delete(child.table).where(and(eq(parentColumn, parentId), seen.size ? notInArray(idColumn, [...seen]) : undefined));
    const writable = childInputFields(field).filter(([, f]) => !f.immutable);
    for (const sent of rows.filter((r) => r.id !== undefined)) {
      const stored = existing.get(String(sent.id))!;
      const row = keepStarred(child.decl, sent, stored);
      const changes = Object.fromEntries(writable.filter(([k]) => k in row && JSON.stringify(row[k]) !== JSON.stringify(stored[k])).map(([k]) => [k, row[k]]));
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(child.table)
        .set({ ...changes, version: sql`${columnOf(child.table, 'version')} + 1`, updated_at: new Date(), updated_by: actor.id })
        .where(eq(idColumn, String(sent.id)));
    }
    const stamp = Date.now();
    const inserts: Row[] = [];
    for (const [i, { id: _none, ...sent }] of rows.filter((r) => r.id === undefined).entries()) {
      const row = keepStarred(child.decl, sent, null);
      // Ids one millisecond apart keep the rows in the order they were sent.
      const values: Row = { ...row, id: newId(stamp + i), [field.foreignKey]: parentId, created_by: actor.id, updated_by: actor.id };
      await fillGeneratedCodes(tx, child.decl.fields, values);
      inserts.push(values);
    }
    if (inserts.length) await tx.insert(child.table).values(inserts);
  } catch (e) {
    throw uniqueViolation(child.decl, e) ?? e;
  }
  return { before, after: await loadChildren(tx, child, field, [parentId]) };
}

/** Deletes the rows of these parents (the parents are being deleted). */
export async function removeChildren(tx: Tx, child: EntityService, field: ChildrenField, parentIds: string[]): Promise<void> {
  if (parentIds.length) await tx.delete(child.table).where(inArray(columnOf(child.table, field.foreignKey), parentIds));
}
