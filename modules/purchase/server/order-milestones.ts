// The purchase order's milestones as events of their own (README "Events"): `purchase.order.approved`,
// `…closed`, `…invalidated` `{ids, action}`, published through the outbox when an order's change says it reached
// one — the approval engine's decision (`approve`), 作废 (single or batch), or 关闭 that left nothing open (the
// whole order, by SKU or SPU). Closed and invalid are final: an order read in that state when a closing change is
// handled has reached it, so the event is never false; like every outbox event it may come more than once (a
// later change of an order already closed says it again), and consumers take it idempotently.
import { changedEvent, type EntityChanged } from '@entrepot/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { inArray } from 'drizzle-orm';
import { order } from '../entities/index.ts';
import { ORDER_APPROVED, ORDER_CLOSED, ORDER_INVALIDATED } from '../public.ts';
import { orders } from './purchase.schema.ts';

/** The changes that may end an order: 作废 (a transition, or the batch's status change) and the closing rows. */
const ENDING = new Set(['invalid', 'status', 'off', 'skuOff', 'spuOff', 'close']);

export function publishOrderMilestones(outbox: Outbox): void {
  outbox.subscribe(changedEvent(order), 'purchase.order-milestones', async (payload, tx) => {
    const { ids, action } = payload as unknown as EntityChanged;
    if (action === 'approve') return void (await outbox.publish(tx, ORDER_APPROVED, { ids, action }));
    if (!ENDING.has(action) || ids.length === 0) return;
    const rows = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    const ended = (status: string) => rows.filter((r) => r.status === status).map((r) => r.id);
    const closed = action === 'invalid' ? [] : ended('closed');
    const invalid = ['invalid', 'status'].includes(action) ? ended('invalid') : [];
    if (closed.length) await outbox.publish(tx, ORDER_CLOSED, { ids: closed, action });
    if (invalid.length) await outbox.publish(tx, ORDER_INVALIDATED, { ids: invalid, action });
  });
}
