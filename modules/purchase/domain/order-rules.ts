// The purchase order's rules that need no database (README "Purchase-order lifecycle"). The server reads the
// lines, asks these, and writes what they decide in one transaction.

/** A line's quantities as stored: ordered, and what later documents and the buyer took from it. */
export interface LineFlow {
  id: string;
  sku_id: string;
  spu_id?: string | null;
  sku_code?: string;
  quantity: number;
  received_quantity: number;
  returned_quantity: number;
  closed_quantity: number;
}

/** What is still to arrive: ordered − received + returned − closed (a return makes the supplier owe it again). */
export const openQuantity = (l: LineFlow): number => Math.max(0, l.quantity - l.received_quantity + l.returned_quantity - l.closed_quantity);

export type CloseScope = { all: true } | { skuIds: readonly string[] } | { spuIds: readonly string[] };

const inScope = (l: LineFlow, scope: CloseScope): boolean =>
  'all' in scope ? true : 'skuIds' in scope ? scope.skuIds.includes(l.sku_id) : !!l.spu_id && scope.spuIds.includes(l.spu_id);

export interface CloseDecision {
  /** Per line: the quantity now closed (its old closed quantity plus its open quantity). */
  lines: { id: string; closed_quantity: number; closing: number }[];
  /** The order's state after: closed once nothing is open any more, else unchanged. */
  finished: boolean;
}

/**
 * Closing (`off`, `skuOff`, `spuOff`): the open quantity of the chosen lines stops being expected. Only an
 * approved order still receiving can be closed, and only lines that still have something open.
 */
export function decideClose(order: { status: string; code: string }, lines: readonly LineFlow[], scope: CloseScope): CloseDecision | { refused: string } {
  if (order.status !== 'approved' && order.status !== 'partial') return { refused: `采购单 ${order.code} 当前不是待到货或部分到货，不能关闭` };
  const chosen = lines.filter((l) => inScope(l, scope));
  if (chosen.length === 0) return { refused: `采购单 ${order.code} 没有所选的商品` };
  const closing = chosen.filter((l) => openQuantity(l) > 0);
  if (closing.length === 0) return { refused: `采购单 ${order.code} 所选商品已没有未到货数量` };
  const closed = new Map(closing.map((l) => [l.id, l.closed_quantity + openQuantity(l)]));
  const finished = lines.every((l) => (closed.has(l.id) ? true : openQuantity(l) === 0));
  return { lines: closing.map((l) => ({ id: l.id, closed_quantity: closed.get(l.id)!, closing: openQuantity(l) })), finished };
}

/** An order something arrived against is not invalidated: what arrived stays accounted for; close the rest instead. */
export function invalidRefusal(lines: readonly LineFlow[]): string | null {
  return lines.some((l) => l.received_quantity > 0) ? '该采购单已有到货，不能作废，请关闭未到货数量' : null;
}

/** One line per SKU: a second line of the same SKU is refused (raise the quantity instead). */
export function duplicateSkuProblem(lines: readonly { sku_id: string; sku_code?: string }[]): string | null {
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.sku_id)) return `SKU ${l.sku_code ?? l.sku_id} 重复，请合并为一行`;
    seen.add(l.sku_id);
  }
  return null;
}

/** The supplier's minimum order quantity per SKU (its own, else its SPU's): a line below it is refused. */
export function moqProblem(
  lines: readonly { sku_id: string; sku_code?: string; quantity: number }[],
  minimumOf: (skuId: string) => number | undefined,
): string | null {
  for (const l of lines) {
    const min = minimumOf(l.sku_id);
    if (min !== undefined && l.quantity < min) return `SKU ${l.sku_code ?? l.sku_id} 起订量为 ${min}，当前采购数量 ${l.quantity}`;
  }
  return null;
}
