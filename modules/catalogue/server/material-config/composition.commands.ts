// `material/config/{kind}/{id}`: reading an SPU's or a SKU's material composition (a SKU without its own
// answers its SPU's, `inherited: true`) and replacing it (percents > 0 with one decimal, each material once,
// existing and enabled, summing to exactly 100 — added as decimals; an empty list clears it).
import { toScaled } from '@entrepot/entity';
import { conflict, invalid, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { compositionLabel, materialComposition, percentProblem, percentTotal } from '../../entities/index.ts';
import { parseRows, rowInvalid } from '../language/numbered-rows.ts';
import { materials } from '../reference.schema.ts';
import { lockedSpu } from '../standard/standard.commands.ts';
import { materialCompositionRows, materialCompositions } from './composition.schema.ts';
import { findOwner, type Owner } from './composition-owner.ts';
import type { CompositionServices } from './composition-services.ts';

type Row = Record<string, unknown>;

async function ownRecord(exec: Executor, ownerId: string): Promise<Row | undefined> {
  const [row] = await exec.select().from(materialCompositions).where(eq(materialCompositions.owner_id, ownerId));
  return row as Row | undefined;
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
export async function compositionOf(exec: Executor, owner: Owner): Promise<Row> {
  const own = await ownRecord(exec, owner.id);
  let rows = own ? await rowsOf(exec, String(own.id)) : [];
  let source: 'spu' | 'sku' | null = rows.length ? owner.type : null;
  if (!rows.length && owner.type === 'sku') {
    const ofSpu = await ownRecord(exec, owner.spu_id);
    rows = ofSpu ? await rowsOf(exec, String(ofSpu.id)) : [];
    if (rows.length) source = 'spu';
  }
  const english = rows.every((r) => r.material_name_en);
  return {
    owner,
    source,
    inherited: owner.type === 'sku' && source === 'spu',
    version: own?.version ?? null,
    rows,
    total: rows.length ? percentTotal(rows.map((r) => String(r.percent))) : null,
    label: rows.length ? compositionLabel(rows.map((r) => ({ percent: String(r.percent), name: r.material_name }))) : '',
    label_en: rows.length && english ? compositionLabel(rows.map((r) => ({ percent: String(r.percent), name: r.material_name_en }))) : null,
    updated_at: own ? (own.updated_at as Date).toISOString() : null,
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

/** The rows checked against each other and the material table; answers them largest share first. */
async function checkedRows(tx: Tx, sent: unknown): Promise<{ material_id: string; percent: string }[]> {
  const rows = parseRows('rows', rowInput, sent, materialComposition.fields.rows.max ?? 20);
  const found = rows.length
    ? await tx
        .select()
        .from(materials)
        .where(inArray(materials.id, [...new Set(rows.map((r) => r.material_id))]))
    : [];
  const byId = new Map(found.map((m) => [String(m.id), m]));
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const m = byId.get(r.material_id);
    if (!m) throw rowInvalid('rows', i, '材质不存在');
    if (seen.has(r.material_id)) throw rowInvalid('rows', i, `材质「${m.name}」重复`);
    if (m.status !== 'enabled') throw rowInvalid('rows', i, `材质「${m.name}」已停用`);
    seen.add(r.material_id);
  });
  const total = percentTotal(rows.map((r) => r.percent));
  if (rows.length && total !== '100') throw invalid('rows', `成分比例合计必须为100%，当前为${total}%`);
  return rows.map((r, i) => ({ ...r, i })).sort((a, b) => Number(toScaled(b.percent, 1) - toScaled(a.percent, 1)) || a.i - b.i);
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
  const rows = await checkedRows(tx, input.rows);
  const existing = await ownRecord(tx, owner.id);
  if (input.version !== undefined && (input.version === null ? existing !== undefined : existing?.version !== input.version)) {
    throw conflict(`${materialComposition.label}已被他人修改，请刷新后重试`);
  }
  const stored = existing
    ? await tx
        .select()
        .from(materialCompositionRows)
        .where(eq(materialCompositionRows.composition_id, String(existing.id)))
    : [];
  const keep = new Map(stored.map((r) => [String(r.material_id), String(r.id)]));
  // A material already in the composition keeps its row, so the log shows what changed, not a new list.
  const children = rows.map((r, sort) => ({
    ...(keep.has(r.material_id) ? { id: keep.get(r.material_id) } : {}),
    material_id: r.material_id,
    percent: r.percent,
    sort,
  }));
  if (existing) await s.composition.update(tx, String(existing.id), { rows: children }, actor);
  else if (children.length) {
    const extra = { owner_type: owner.type, spu_id: owner.spu_id, sku_id: owner.type === 'sku' ? owner.id : null, owner_id: owner.id, owner_code: owner.code };
    await s.composition.create(tx, { rows: children }, actor, extra);
  }
  return compositionOf(tx, owner);
}
