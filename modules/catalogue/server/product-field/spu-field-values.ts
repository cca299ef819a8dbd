// An SPU's custom field values: `GET field-product/{id}` (the fields that apply to it, by its category, with
// its values) and ours `PUT field-product/{id}` (values by field key, each checked against its field, saved
// in one transaction with the SPU locked, audited on the SPU as 扩展字段·<name>: before → after). The import
// (`field-upload`) writes through the same save. Hidden or unknown SPUs answer 10404.
import { Code } from '@entrepot/contract';
import { AppError, newId, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, appendAudit } from '@entrepot/server-kit/entity';
import { and, eq, type SQL } from 'drizzle-orm';
import { spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { applicableFields, type FieldInfo, fieldDefs, parseValue, valueJson } from './field-defs.ts';
import { checkedValue, isBlank, valueText } from './field-value-rules.ts';
import { productFieldValues } from './product-field.schema.ts';

export interface FieldProblem {
  key: string;
  message: string;
}
export interface SpuRef {
  id: string;
  code: string;
  name: string;
  category_id: string | null;
}

/** The SPU within the caller's data rules (locked for a save), or 10404. */
export async function spuOf(exec: Executor, id: string, scope: SQL | undefined, lock = false): Promise<SpuRef> {
  const q = exec
    .select({ id: spus.id, code: spus.code, name: spus.name, category_id: spus.category_id })
    .from(spus)
    .where(scope ? and(eq(spus.id, id), scope) : eq(spus.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('SPU');
  return row as SpuRef;
}

/** The SPU's stored values by field id (every field, applicable or not). */
export async function storedValues(exec: Executor, spuId: string): Promise<Map<string, { id: string; value: unknown }>> {
  const rows = await exec
    .select({ id: productFieldValues.id, field_id: productFieldValues.field_id, value: valueJson })
    .from(productFieldValues)
    .where(eq(productFieldValues.spu_id, spuId));
  return new Map(rows.map((r) => [r.field_id, { id: r.id, value: parseValue(r.value) }]));
}

/**
 * The values sent (by key) checked against the SPU's applicable fields, a required one also when not sent
 * and nothing is stored: every problem, or the values to write by field (null = remove).
 */
export function checkValues(all: FieldInfo[], applicable: FieldInfo[], stored: Map<string, { value: unknown }>, input: Record<string, unknown>) {
  const problems: FieldProblem[] = [];
  const writes = new Map<FieldInfo, unknown>();
  for (const key of Object.keys(input)) {
    if (applicable.some((f) => f.key === key)) continue;
    const known = all.find((f) => f.key === key);
    problems.push({ key, message: known ? `「${known.name}」不适用于该SPU（已停用或不属于该SPU的分类）` : `字段「${key}」不存在` });
  }
  for (const field of applicable) {
    const sent = Object.hasOwn(input, field.key);
    if (!sent && !(field.required && isBlank(stored.get(field.id)?.value))) continue;
    const checked = checkedValue(field, sent ? input[field.key] : null);
    if ('error' in checked) problems.push({ key: field.key, message: checked.error });
    else writes.set(field, checked.value);
  }
  return { problems, writes };
}

/** 10422 naming the first field, with every field's problem in `data.errors` (the tab shows each by its input). */
export function valuesRefused(problems: FieldProblem[]): AppError {
  const [first] = problems;
  return new AppError(Code.VALIDATION, `values.${first!.key}: ${first!.message}`, { field: `values.${first!.key}`, rule: first!.message, errors: problems });
}

/** Writes the checked values (changed ones only) and audits them on the SPU; answers how many changed. */
export async function writeValues(tx: Tx, spuId: string, writes: Map<FieldInfo, unknown>, stored: Map<string, { id: string; value: unknown }>, actor: Actor) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of writes) {
    const before = stored.get(field.id);
    if (JSON.stringify(before?.value ?? null) === JSON.stringify(value)) continue;
    if (value === null) await tx.delete(productFieldValues).where(eq(productFieldValues.id, before!.id));
    else if (before)
      await tx.update(productFieldValues).set({ value, updated_at: new Date(), updated_by: actor.id }).where(eq(productFieldValues.id, before.id));
    else await tx.insert(productFieldValues).values({ id: newId(), spu_id: spuId, field_id: field.id, value, created_by: actor.id, updated_by: actor.id });
    changes[`扩展字段·${field.name}`] = { before: valueText(before?.value) || null, after: valueText(value) || null };
  }
  const changed = Object.keys(changes).length;
  if (changed) await appendAudit(tx, { decl: spu, recordId: spuId, action: '修改扩展字段', actor, changes });
  return changed;
}

/** `GET field-product/{id}`: the applicable fields with the SPU's values (`values` by key, as the PUT takes them). */
export async function spuFieldValues(exec: Executor, spuId: string, scope: SQL | undefined) {
  const target = await spuOf(exec, spuId, scope);
  const fields = await applicableFields(exec, target.category_id);
  const stored = await storedValues(exec, spuId);
  return {
    spu: { id: target.id, code: target.code, name: target.name },
    fields: fields.map(({ enabled: _, category_id: __, ...f }) => {
      const value = stored.get(f.id)?.value ?? null;
      return { ...f, value, text: valueText(value) };
    }),
    values: Object.fromEntries(fields.map((f) => [f.key, stored.get(f.id)?.value ?? null])),
  };
}

/** `PUT field-product/{id}` `{values: {key: value}}`: all checked first, then written in the caller's transaction. */
export async function saveSpuFieldValues(tx: Tx, spuId: string, input: Record<string, unknown>, actor: Actor, scope: SQL | undefined) {
  const target = await spuOf(tx, spuId, scope, true);
  const stored = await storedValues(tx, spuId);
  const { problems, writes } = checkValues(await fieldDefs(tx), await applicableFields(tx, target.category_id), stored, input);
  if (problems.length) throw valuesRefused(problems);
  await writeValues(tx, spuId, writes, stored, actor);
  return spuFieldValues(tx, spuId, undefined);
}
