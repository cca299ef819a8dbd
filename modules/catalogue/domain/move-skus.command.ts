// SKUs moved through their status machine (`sku/{id}/{transition}`, `sku/batchstate`, approved state-change
// requests, the merge), all or nothing, announced as one status change (`catalogue.sku.status-changed`). A SKU
// goes on sale only while its SPU is 在售 (an SPU under review sells nothing). The server
// (../server/sku.commands.ts) reads a SKU whose SPU is not on sale when the transition sells, then moves each SKU.
import { own } from '@entrepot/entity';
import { skuStatus } from '../entities/spu-status.ts';
import { type Refusal, refuseConflict, refuseField } from './refusal.ts';

type Row = Record<string, unknown>;
export type SkuTransition = keyof typeof skuStatus.transitions;

/** Transitions that put a SKU on sale: only while its SPU is 在售. */
const SELLING = new Set<string>(['launch', 'resume']);

/** Whether the transition puts SKUs on sale (their SPUs are then checked). */
export const sellsSkus = (name: SkuTransition): boolean => SELLING.has(name);

/** The transition a batch names, or its refusal when the machine has none by that name. */
export const skuTransition = (name: string): SkuTransition | Refusal =>
  own(skuStatus.transitions, name) ? (name as SkuTransition) : refuseField('transition', `未知操作: ${name}`);

/**
 * Whether the SKUs may take the transition: `blocked` is the code of one whose SPU is not 在售 (read only for a
 * transition that sells; null when none). The answer is the state they go to.
 */
export function decideMoveSkus({ blocked }: { blocked: string | null }, name: SkuTransition): { to: string } | Refusal {
  if (sellsSkus(name) && blocked !== null) return refuseConflict(`SKU ${blocked} 所属SPU不是在售状态，不能上架`);
  return { to: skuStatus.transitions[name].to };
}

/** The announcement of the SKUs moved. */
export const skuStatusChanged = (moved: Row[], name: SkuTransition, to: string) => ({
  skus: moved.map((m) => ({ id: m.id, code: m.code })),
  transition: name,
  to,
});
