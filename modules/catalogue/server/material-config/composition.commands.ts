// `material/config/{kind}/{id}`: reading an SPU's or a SKU's material composition (a SKU without its own
// answers its SPU's, `inherited: true`) and replacing it (percents > 0 with one decimal, each material once,
// existing and enabled, summing to exactly 100 — decided by ../../domain/replace-composition.command.ts).
import { parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, StoredRow } from '@entrepot/server-kit/entity';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decideReplaceComposition, type ReplaceCompositionState } from '../../domain/replace-composition.command.ts';
import { compositionLabel, type material, materialComposition, type materialCompositionRow, percentProblem, percentTotal } from '../../entities/index.ts';
import { parseRows } from '../language/numbered-rows.ts';
import { materials } from '../reference.schema.ts';
import { orRefuse } from '../refusal.ts';
import { lockedSpu } from '../standard/standard.commands.ts';
import { materialCompositionRows, materialCompositions } from './composition.schema.ts';
import { findOwner, type Owner } from './composition-owner.ts';
import type { CompositionServices } from './composition-services.ts';

type MaterialRow = StoredRow<typeof material>;
/** One material's share of a composition, as its table stores it. */
type ShareRow = StoredRow<typeof materialCompositionRow>;

async function ownRecord(exec: Executor, ownerId: string): Promise<StoredRow<typeof materialComposition> | undefined> {
  const [row] = await exec.select().from(materialCompositions).where(eq(materialCompositions.owner_id, ownerId));
  return row as StoredRow<typeof materialComposition> | undefined;
}

/** A record's rows with their materials' names, largest share first. */
async function rowsOf(exec: Executor, compositionId: string) {
  return exec
    .select({
      material_id: materialCompositionRows.material_id,
      material_code: materials.code,
      material_name: materials.name,
      material_name_en: materials.name_en,
      percent: materialCompositionRows.percent,
    })
    .from(materialCompositionRows)
    .innerJoin(materials, eq(materials.id, materialCompositionRows.material_id))
    .where(eq(materialCompositionRows.composition_id, compositionId))
    .orderBy(asc(materialCompositionRows.sort), asc(materialCompositionRows.id));
}

/** The composition that applies to the owner: its own rows, else (a SKU) its SPU's. */
export async function compositionOf(exec: Executor, owner: Owner) {
  const own = await ownRecord(exec, owner.id);
  let rows = own ? await rowsOf(exec, own.id) : [];
  let source: 'spu' | 'sku' | null = rows.length ? owner.type : null;
  if (!rows.length && owner.type === 'sku') {
    const ofSpu = await ownRecord(exec, owner.spu_id);
    rows = ofSpu ? await rowsOf(exec, ofSpu.id) : [];
    if (rows.length) source = 'spu';
  }
  const english = rows.every((r) => r.material_name_en);
  return {
    owner,
    source,
    inherited: owner.type === 'sku' && source === 'spu',
    version: own?.version ?? null,
    rows,
    total: rows.length ? percentTotal(rows.map((r) => r.percent)) : null,
    label: rows.length ? compositionLabel(rows.map((r) => ({ percent: r.percent, name: r.material_name }))) : '',
    label_en: rows.length && english ? compositionLabel(rows.map((r) => ({ percent: r.percent, name: r.material_name_en }))) : null,
    updated_at: own ? own.updated_at.toISOString() : null,
  };
}

const saveInput = z.object({
  rows: z.unknown().default([]),
  version: z.number('版本号必须是数字').int().nullable().optional(),
});
const rowInput = z.object({
  material_id: z.uuid('请选择材质'),
  percent: z.union([z.string(), z.number()], '请输入比例(%)').transform((v, ctx) => {
    const text = String(v).trim();
    const problem = text === '' ? '请输入比例(%)' : percentProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return text;
  }),
});

/** What ../../domain/replace-composition.command.ts decides on: the materials named, the owner's record and its rows. */
async function replaceState(tx: Tx, ownerId: string, rows: { material_id: string }[]): Promise<ReplaceCompositionState> {
  const ids = [...new Set(rows.map((r) => r.material_id))];
  const found = (ids.length ? await tx.select().from(materials).where(inArray(materials.id, ids)) : []) as MaterialRow[];
  const existing = await ownRecord(tx, ownerId);
  const stored = (existing ? await tx.select().from(materialCompositionRows).where(eq(materialCompositionRows.composition_id, existing.id)) : []) as ShareRow[];
  return {
    materials: new Map(found.map((m) => [m.id, { name: m.name, status: m.status }])),
    record: existing ? { id: existing.id, version: existing.version, rows: new Map(stored.map((r) => [r.material_id, r.id])) } : null,
  };
}

/** `POST material/config/{kind}/{id} {rows: [{material_id, percent}], version?}`: replaces the owner's rows; answers as the GET. */
export async function saveComposition(
  tx: Tx,
  s: CompositionServices,
  target: { kind: Owner['type']; id: string },
  body: unknown,
  actor: Actor,
  spuScope: SQL | undefined,
) {
  const input = parse(saveInput, body ?? {});
  const owner = await findOwner(tx, target.kind, target.id, spuScope);
  await lockedSpu(tx, owner.spu_id, undefined); // one save of an SPU's compositions at a time: never two records for one owner
  const rows = parseRows('rows', rowInput, input.rows, materialComposition.fields.rows.max ?? 20);
  const write = orRefuse(decideReplaceComposition(await replaceState(tx, owner.id, rows), { rows, version: input.version }));
  if ('update' in write) await s.composition.update(tx, write.update, { rows: write.rows }, actor);
  else if ('create' in write) {
    const extra = { owner_type: owner.type, spu_id: owner.spu_id, sku_id: owner.type === 'sku' ? owner.id : null, owner_id: owner.id, owner_code: owner.code };
    await s.composition.create(tx, { rows: write.create }, actor, extra);
  }
  return compositionOf(tx, owner);
}
