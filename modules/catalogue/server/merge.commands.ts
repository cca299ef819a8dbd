// `POST sku/merge`: SKU A (a duplicate) merged into SKU B in one transaction — what the catalogue keeps on A
// moves to B (merge-moves.ts), A is retired through its state machine, both SKUs' logs say so, the merge is
// recorded and announced (`catalogue.sku.merged`) for stock and orders to follow. `sku/merge/{id}` reads
// the records of a SKU.
import { conflict, invalid, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, appendAudit } from '@entrepot/server-kit/entity';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { catalogueEvents } from '../domain/events.ts';
import { sku } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { moveCatalogueRows } from './merge-moves.ts';
import type { CatalogueServices, Publisher } from './services.ts';
import { moveSkus } from './sku.commands.ts';
import { skuMerges } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';

export const SKU_MERGED = catalogueEvents.skuMerged;

export const mergeInput = z.object({
  from_sku_id: z.uuid('请选择被合并的SKU'),
  to_sku_id: z.uuid('请选择合并到的SKU'),
  reason: z.string().trim().max(200, '合并原因最多200个字').optional(),
});
export type MergeInput = z.infer<typeof mergeInput>;

interface SkuState {
  id: string;
  code: string;
  status: string;
}

/**
 * Why A cannot be merged into B now, or null. A SKU still selling is stopped first (停售 goes through its
 * approval, the merge does not bypass it); a retired SKU is history, neither merged again nor a target.
 */
export function mergeRefusal(from: SkuState, to: SkuState): string | null {
  if (from.status === 'retired') return `SKU ${from.code} 已淘汰，不能再合并`;
  if (from.status === 'on_sale') return `SKU ${from.code} 在售中，请先停售或清仓再合并`;
  if (to.status === 'retired') return `目标SKU ${to.code} 已淘汰，不能合并到已淘汰的SKU`;
  return null;
}

/** Both SKUs locked in id order (two merges crossing each other wait instead of deadlocking). */
async function lockPair(tx: Tx, input: MergeInput, scope: SQL | undefined): Promise<{ from: SkuState; to: SkuState }> {
  const rows = (await tx
    .select({ id: skus.id, code: skus.code, status: skus.status })
    .from(skus)
    .where(and(inArray(skus.id, [input.from_sku_id, input.to_sku_id]), scope))
    .orderBy(asc(skus.id))
    .for('update')) as SkuState[];
  const from = rows.find((r) => r.id === input.from_sku_id);
  const to = rows.find((r) => r.id === input.to_sku_id);
  if (!from || !to) throw notFound('SKU');
  return { from, to };
}

export interface MergeDeps {
  catalogue: CatalogueServices;
  extras: SkuExtrasServices;
  publisher?: Publisher;
}

/** The merge in the caller's transaction; answers the merge record. */
export async function mergeSku(tx: Tx, deps: MergeDeps, input: MergeInput, actor: Actor, scope?: SQL) {
  if (input.from_sku_id === input.to_sku_id) throw invalid('to_sku_id', '不能把SKU合并到自身');
  const { from, to } = await lockPair(tx, input, scope);
  const refused = mergeRefusal(from, to);
  if (refused) throw conflict(refused);
  const moved = await moveCatalogueRows(tx, deps.extras, from.id, to.id, actor);
  await moveSkus(tx, deps.catalogue, [from.id], 'retire', actor, deps.publisher, scope);
  const record = await deps.extras.merge.create(tx, { from_sku_id: from.id, to_sku_id: to.id, from_status: from.status, reason: input.reason ?? null }, actor, {
    moved,
    merged_by: actor.name,
  });
  await appendAudit(
    tx,
    { decl: sku, recordId: from.id, action: '合并', actor, changes: { 合并到: { before: null, after: to.code } } },
    { decl: sku, recordId: to.id, action: '合并', actor, changes: { 合并自: { before: null, after: from.code } } },
  );
  await deps.publisher?.publish(tx, SKU_MERGED, { merge_id: record.id, from: { id: from.id, code: from.code }, to: { id: to.id, code: to.code }, moved });
  return record;
}

/** `sku/merge/{id}`: the merges a SKU took part in (merged away or merged into), newest first. */
export async function mergesOfSku(exec: Executor, extras: SkuExtrasServices, skuId: string) {
  const rows = await exec
    .select()
    .from(skuMerges)
    .where(or(eq(skuMerges.from_sku_id, skuId), eq(skuMerges.to_sku_id, skuId)))
    .orderBy(desc(skuMerges.created_at), desc(skuMerges.id));
  return extras.merge.expand(
    exec,
    rows.map((r) => extras.merge.toWire(r)),
  );
}
