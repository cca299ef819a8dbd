// `POST sku/merge`: SKU A (a duplicate) merged into SKU B in one transaction — what the catalogue keeps on A
// moves to B (../server/merge-moves.ts), A is retired through its state machine, both SKUs' logs say so, the
// merge is recorded and announced (`catalogue.sku.merged`) for stock and orders to follow.
import { conflict, invalid, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { appendAudit, type CommandContext, defineCommand, refuse } from '@entrepot/server-kit/entity';
import { and, asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { sku } from '../entities/index.ts';
import { skus } from '../server/catalogue.schema.ts';
import { moveCatalogueRows } from '../server/merge-moves.ts';
import type { CatalogueServices, Publisher } from '../server/services.ts';
import { moveSkus } from '../server/sku.commands.ts';
import type { SkuExtrasServices } from '../server/sku-extras-services.ts';
import { catalogueEvents, type SkuMerged } from './events.ts';

export const mergeInput = z.object({
  from_sku_id: z.uuid('请选择被合并的SKU'),
  to_sku_id: z.uuid('请选择合并到的SKU'),
  reason: z.string().trim().max(200, '合并原因最多200个字').optional(),
});
export type MergeInput = z.infer<typeof mergeInput>;

export interface SkuState {
  id: string;
  code: string;
  status: string;
}

export interface MergeContext extends CommandContext {
  catalogue: CatalogueServices;
  extras: SkuExtrasServices;
  publisher?: Publisher;
}

interface Pair {
  from: SkuState;
  to: SkuState;
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

export const mergeSku = defineCommand({
  input: mergeInput,
  /** Both SKUs locked in id order (two merges crossing each other wait instead of deadlocking). */
  async load(tx: Tx, input: MergeInput, ctx: MergeContext): Promise<Pair> {
    const rows = (await tx
      .select({ id: skus.id, code: skus.code, status: skus.status })
      .from(skus)
      .where(and(inArray(skus.id, [input.from_sku_id, input.to_sku_id]), ctx.scope))
      .orderBy(asc(skus.id))
      .for('update')) as SkuState[];
    const from = rows.find((r) => r.id === input.from_sku_id);
    const to = rows.find((r) => r.id === input.to_sku_id);
    if (!from || !to) throw notFound('SKU');
    return { from, to };
  },
  decide({ from, to }: Pair, input: MergeInput) {
    if (from.id === to.id) return refuse(invalid('to_sku_id', '不能把SKU合并到自身'));
    const why = mergeRefusal(from, to);
    return why ? refuse(conflict(why)) : { from, to, reason: input.reason ?? null };
  },
  async apply(tx: Tx, { from, to, reason }: Pair & { reason: string | null }, ctx: MergeContext) {
    const { actor } = ctx;
    const moved = await moveCatalogueRows(tx, ctx.extras, from.id, to.id, actor);
    await moveSkus(tx, ctx.catalogue, [from.id], 'retire', actor, ctx.publisher, ctx.scope);
    const record = await ctx.extras.merge.create(tx, { from_sku_id: from.id, to_sku_id: to.id, from_status: from.status, reason }, actor, {
      moved,
      merged_by: actor.name,
    });
    await appendAudit(
      tx,
      { decl: sku, recordId: from.id, action: '合并', actor, changes: { 合并到: { before: null, after: to.code } } },
      { decl: sku, recordId: to.id, action: '合并', actor, changes: { 合并自: { before: null, after: from.code } } },
    );
    const event: SkuMerged = { merge_id: record.id, from: { id: from.id, code: from.code }, to: { id: to.id, code: to.code }, moved };
    await ctx.publisher?.publish(tx, catalogueEvents.skuMerged, event);
    return record;
  },
});
