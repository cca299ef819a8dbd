// `spu/synchro`: the SPU's data carried down to its SKUs, what a developer does after editing the SPU —
// SKUs missing from the option matrix created (a combination whose SKU was deleted, an import that listed
// only some), the SKUs' 分类 set to the SPU's, their 规格 and 规格值 re-read from the SPU's option rows by
// code (a value renamed 黑 → 黑色 keeps its code BLK), their names remade as «SPU名称 规格». Retired SKUs
// are left as they were. All SPUs of a request in one transaction, locked in id order; each SKU changed
// through the SKU service (audited), new SKUs announced as every matrix write does.
import { conflict, notFound, parse } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor, ServiceRow, StoredRow } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type OptionRow, skuMatrix } from '../../domain/sku-matrix.ts';
import type { SkuOptionValue, sku, spu } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import type { CatalogueServices, Publisher } from '../services.ts';
import { createMissingSkus } from '../sku-matrix.commands.ts';

/** Fields handed to the SKU service's update (the form's columns, and server-set ones as `extra`): a bag. */
type Fields = Record<string, unknown>;
/** The SPU as its detail answers it; a SKU as its table stores it. */
type SpuRow = ServiceRow<typeof spu>;
type SkuRow = StoredRow<typeof sku>;

/** What a synchronisation may carry down, in the order it does. */
export const SYNC_FIELDS = ['category', 'spec', 'name', 'missing'] as const;
export type SyncField = (typeof SYNC_FIELDS)[number];

export const synchroInput = z.object({
  ids: z
    .array(z.uuid('记录编号不正确'))
    .min(1, '请选择SPU')
    .max(100, '一次最多同步100个SPU')
    .transform((ids) => [...new Set(ids)].sort()),
  fields: z
    .array(z.enum(SYNC_FIELDS, '同步内容只能是: category、spec、name、missing'))
    .min(1, '请选择同步内容')
    .default([...SYNC_FIELDS]),
});

export interface SpuSyncResult {
  spu_id: string;
  code: string;
  created: number;
  category: number;
  spec: number;
  name: number;
}

/** Option values compared field by field (jsonb keeps an object's keys in an order of its own). */
const sameValues = (stored: unknown, wanted: SkuOptionValue[]) => {
  const list = (stored ?? []) as SkuOptionValue[];
  return (
    list.length === wanted.length && list.every((v, i) => v.dimension === wanted[i]!.dimension && v.value === wanted[i]!.value && v.code === wanted[i]!.code)
  );
};

/** The changes one SKU takes from its SPU (columns the form writes, and server-set ones as `extra`). */
function skuChanges(spu: SpuRow, sku: SkuRow, cell: { spec: string; option_values: SkuOptionValue[] } | undefined, fields: Set<SyncField>) {
  const input: Fields = {};
  const extra: Fields = {};
  const counted = { category: 0, spec: 0, name: 0 };
  if (fields.has('category') && (sku.category_id ?? null) !== (spu.category_id ?? null)) {
    extra.category_id = spu.category_id ?? null;
    counted.category = 1;
  }
  let spec = sku.spec ?? '';
  if (fields.has('spec') && cell && (spec !== cell.spec || !sameValues(sku.option_values, cell.option_values))) {
    spec = cell.spec;
    input.spec = cell.spec || null;
    extra.option_values = cell.option_values;
    counted.spec = 1;
  }
  const name = spec ? `${spu.name} ${spec}` : spu.name;
  if (fields.has('name') && sku.name !== name.slice(0, 150)) {
    input.name = name.slice(0, 150);
    counted.name = 1;
  }
  return { input, extra, counted };
}

/** One SPU carried down to its SKUs. */
async function syncSpu(tx: Tx, s: CatalogueServices, spuId: string, fields: Set<SyncField>, actor: Actor, publisher?: Publisher) {
  const spu = await s.spu.get(tx, spuId);
  if (spu.status === 'retired') throw conflict(`SPU ${spu.code} 已淘汰，不能同步`);
  const options = (spu.options ?? []) as unknown as OptionRow[]; // the children as the detail answers them
  const cells = new Map(skuMatrix(String(spu.code), options).map((c) => [c.code, c]));
  const rows = (await tx.select().from(skus).where(eq(skus.spu_id, spuId)).orderBy(asc(skus.code))) as SkuRow[];
  const result: SpuSyncResult = { spu_id: spuId, code: String(spu.code), created: 0, category: 0, spec: 0, name: 0 };
  const updated: string[] = [];
  for (const sku of rows) {
    if (sku.status === 'retired') continue;
    const { input, extra, counted } = skuChanges(spu, sku, cells.get(sku.code), fields);
    if (Object.keys(input).length === 0 && Object.keys(extra).length === 0) continue;
    await s.sku.update(tx, sku.id, input, actor, { extra });
    updated.push(sku.id);
    result.category += counted.category;
    result.spec += counted.spec;
    result.name += counted.name;
  }
  if (fields.has('missing')) {
    const first = rows[0];
    const defaults = first ? { cost_price: first.cost_price ?? undefined, sale_price: first.sale_price ?? undefined, weight: first.weight ?? undefined } : {};
    const spuRow = { id: spuId, code: String(spu.code), name: spu.name, category_id: spu.category_id };
    result.created = (await createMissingSkus(tx, s, spuRow, options, defaults, actor, publisher)).length;
  }
  return { result, updated };
}

/** `{ids, fields?}`: every SPU (visible to the caller) synchronised; answers per SPU what changed. */
export async function synchroniseSpus(tx: Tx, s: CatalogueServices, body: unknown, actor: Actor, spuScope: SQL | undefined, publisher?: Publisher) {
  const input = parse(synchroInput, body ?? {});
  const locked = await tx
    .select({ id: spus.id })
    .from(spus)
    .where(and(inArray(spus.id, input.ids), spuScope))
    .orderBy(asc(spus.id))
    .for('update');
  if (locked.length !== input.ids.length) throw notFound('SPU');
  const fields = new Set<SyncField>(input.fields);
  const items: SpuSyncResult[] = [];
  const updated: string[] = [];
  for (const id of input.ids) {
    const one = await syncSpu(tx, s, id, fields, actor, publisher);
    items.push(one.result);
    updated.push(...one.updated);
  }
  if (updated.length) await publisher?.publish(tx, `${s.sku.decl.name}.changed`, { ids: updated, action: 'synchro' });
  const sum = (key: 'created' | 'category' | 'spec' | 'name') => items.reduce((n, i) => n + i[key], 0);
  return { sku_created: sum('created'), sku_updated: updated.length, category: sum('category'), spec: sum('spec'), name: sum('name'), items };
}
