// A supplier's refund arrived against an order (finance's 退款单 确认到账, README "Document flow"): the order's
// 已退款金额 grows by it, in the delivery's transaction — an outbox delivery is made once, and an arrived refund
// is never edited, deleted nor undone, so the sum is the refunds arrived.
import { financeEvents, type RefundArrived } from '@entrepot/module-finance';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq, sql } from 'drizzle-orm';
import { orders } from './purchase.schema.ts';

export async function applyRefundArrived(tx: Tx, event: RefundArrived): Promise<void> {
  await tx
    .update(orders)
    .set({ refunded_amount: sql`coalesce(${orders.refunded_amount}, 0) + ${event.amount}::numeric` })
    .where(eq(orders.id, event.order_id));
}

export function followRefunds(outbox: Outbox): void {
  outbox.subscribe(financeEvents.refundArrived, 'purchase.on-refund-arrived', (payload, tx) => applyRefundArrived(tx, payload as unknown as RefundArrived));
}
