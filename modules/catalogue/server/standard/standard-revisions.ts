// The history of a product standard: every create or update that changes its content (fields, inspection
// points, pictures) is kept as a numbered revision with a snapshot, the labels of what changed and the
// 修改说明 of the save. Written by the standard's write rule, so every writer (the spec's POSTs, the form's PUT,
// a copy from the SPU) makes revisions alike; a save that changes nothing makes none.
import { newId } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { asc, desc, eq } from 'drizzle-orm';
import { productStandard, STANDARD_CONTENT_KEYS } from '../../entities/index.ts';
import { materials } from '../reference.schema.ts';
import { productStandardItems, productStandardRevisions, productStandards } from './standard.schema.ts';

type Row = Record<string, unknown>;
/** A standard as its table holds it (its inspection points are read beside it). */
type StandardRow = typeof productStandards.$inferSelect;

/** The first revision's change list. */
export const CREATED = '新建';
const ITEM_KEYS = ['name', 'method', 'requirement', 'defect_level'] as const;

const labelOf = (key: string) => (productStandard.fields as Record<string, { label: string }>)[key]?.label ?? key;

/** A decimal as text without trailing zeros ('0.500' = '0.5'), so a snapshot compares by value. */
function plain(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) return value.replace(/0+$/, '').replace(/\.$/, '');
  return value ?? null;
}

/** The standard's content as one revision keeps it: its fields, the material's name, the inspection points in order. */
export async function snapshotOf(tx: Executor, row: StandardRow): Promise<Row> {
  const items = await tx
    .select()
    .from(productStandardItems)
    .where(eq(productStandardItems.standard_id, row.id))
    .orderBy(asc(productStandardItems.sort), asc(productStandardItems.id));
  const [material] = row.material_id ? await tx.select({ name: materials.name }).from(materials).where(eq(materials.id, row.material_id)) : [];
  const fields: Row = row;
  const content: Row = Object.fromEntries(STANDARD_CONTENT_KEYS.filter((k) => k !== 'items').map((k) => [k, plain(fields[k])]));
  content.material_name = material?.name ?? null;
  content.items = (items as Row[]).map((i) => Object.fromEntries(ITEM_KEYS.map((k) => [k, i[k] ?? null])));
  return content;
}

/** JSON with object keys sorted: a snapshot read back from jsonb (keys in an order of its own) compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Row).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The labels of the content that differs between two snapshots, in declaration order. */
export function changedLabels(before: Row, after: Row): string[] {
  return STANDARD_CONTENT_KEYS.filter((k) => canonical(before[k]) !== canonical(after[k])).map(labelOf);
}

/** Keeps a revision after each write that changed the standard (in the write's transaction). */
async function keepRevision(tx: Tx, id: string): Promise<void> {
  const [stored] = await tx.select().from(productStandards).where(eq(productStandards.id, id));
  if (!stored) return;
  const snapshot = await snapshotOf(tx, stored);
  const [last] = await tx
    .select({ revision: productStandardRevisions.revision, snapshot: productStandardRevisions.snapshot, note: productStandardRevisions.note })
    .from(productStandardRevisions)
    .where(eq(productStandardRevisions.standard_id, id))
    .orderBy(desc(productStandardRevisions.revision))
    .limit(1);
  const changes = last ? changedLabels(last.snapshot as Row, snapshot) : [CREATED];
  const note = stored.change_note;
  if (changes.length > 0) {
    const revision = Number(last?.revision ?? 0) + 1;
    await tx.insert(productStandardRevisions).values({
      id: newId(),
      standard_id: id,
      spu_id: stored.spu_id,
      sku_id: stored.sku_id,
      owner_code: stored.owner_code,
      revision,
      changes,
      note,
      snapshot,
      created_by: stored.updated_by,
      updated_by: stored.updated_by,
    });
    await tx.update(productStandards).set({ revision }).where(eq(productStandards.id, id));
  } else if (last && note !== (last.note ?? null)) {
    // Nothing changed, so no revision: the note stays the current revision's.
    await tx.update(productStandards).set({ change_note: last.note }).where(eq(productStandards.id, id));
  }
}

/**
 * The standard's write rules: 修改说明 belongs to the save that gives it (an update without one clears it),
 * and a revision after every create and update that changes the content (a deleted standard's revisions stay).
 */
export const standardRules: WriteRules<typeof productStandard> = {
  derive: async (_exec, input, before) => (before && !('change_note' in input) ? { change_note: null } : {}),
  onChange: async (tx, action, row) => {
    if (action === 'create' || action === 'update') await keepRevision(tx, row.id);
  },
  outOfScope: '无权操作该SPU的商品标准',
};
