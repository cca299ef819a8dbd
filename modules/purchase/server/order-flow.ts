// Document flow into purchase orders (README "Document flow"): what receipts and returns took from order lines
// arrives as `purchase.orderLine.taken`; each take is recorded once per downstream line and version
// (`recordTake`), the line's 已到货 / 已退货 move by the difference, and each order touched follows its lines —
// 部分到货 once something arrived, 已完成 once nothing is open, back to 部分到货 when a return reopens it, back to
// 已审核 when the warehouse revoked all it had received (撤销收货). What finance paid of a line (kind paid, money)
// settles its order's 已付金额 again.

import { type FlowKind, flowMismatches, recordTake } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq, inArray } from 'drizzle-orm';
import { openQuantity } from '../domain/order-rules.ts';
import { ORDER_LINE_TAKEN, type OrderLineTaken } from '../public.ts';
import { linesOf } from './order-lines.ts';
import { orderLines, orders } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';
import { settleOrder } from './settled-amounts.ts';

export const orderLineFlows = {
  received: { kind: 'purchase.orderLine.received', lines: orderLines, id: orderLines.id, total: orderLines.received_quantity },
  returned: { kind: 'purchase.orderLine.returned', lines: orderLines, id: orderLines.id, total: orderLines.returned_quantity },
  invoiced: { kind: 'purchase.orderLine.invoiced', lines: orderLines, id: orderLines.id, total: orderLines.invoiced_quantity },
  paid: { kind: 'purchase.orderLine.paid', lines: orderLines, id: orderLines.id, total: orderLines.paid_amount, money: true },
} satisfies Record<OrderLineTaken['kind'], FlowKind>;

/** The transition that brings an order in line with its lines, or null when it already is. */
export function followingTransition(status: string, lines: Parameters<typeof openQuantity>[0][]): 'receive' | 'complete' | 'reopen' | 'unreceive' | null {
  const open = lines.some((l) => openQuantity(l) > 0);
  const arrived = lines.some((l) => l.received_quantity > 0);
  if (status === 'completed') return open ? 'reopen' : null;
  if (status === 'partial' && !arrived) return 'unreceive';
  if (status !== 'approved' && status !== 'partial') return null;
  if (!open) return 'complete';
  return arrived && status === 'approved' ? 'receive' : null;
}

export async function applyTakes(tx: Tx, s: PurchaseServices, event: OrderLineTaken): Promise<void> {
  const flow = orderLineFlows[event.kind];
  const moved: string[] = [];
  for (const take of event.takes) if ((await recordTake(tx, flow, take)) !== 0) moved.push(take.source);
  if (moved.length === 0 || event.kind === 'invoiced') return; // billing moves no order along
  const touched = await tx.selectDistinct({ id: orderLines.order_id }).from(orderLines).where(inArray(orderLines.id, moved));
  if (event.kind === 'paid') {
    for (const { id } of touched) await settleOrder(tx, id); // the header's 已付金额 follows its lines
    return;
  }
  for (const { id } of touched) {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
    const next = followingTransition(String(order?.status), await linesOf(tx, [id]));
    if (next) await s.order.transition(tx, id, 'status', next, event.operator);
  }
}

export function followOrderLineTakes(outbox: Outbox, s: PurchaseServices): void {
  outbox.subscribe(ORDER_LINE_TAKEN, 'purchase.on-order-line-taken', (payload, tx) => applyTakes(tx, s, payload as unknown as OrderLineTaken));
}

/** The invariant: every order line's 已到货, 已退货, 已开票 and 已付金额 equal the takes recorded against it (none listed when sound). */
export async function orderFlowMismatches(exec: Tx) {
  // One flow after the other: a transaction is one connection, which runs one statement at a time.
  const found = [];
  for (const flow of Object.values(orderLineFlows)) found.push(...(await flowMismatches(exec, flow)));
  return found;
}
