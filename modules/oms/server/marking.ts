// 标记发货 (README "Marking shipped"): once an order has shipped whole, its platform is told so with the tracking
// number — through the marketplace adapter, after the shipment's transaction (an outbox follower), so a platform
// that is slow or down never holds the warehouse's work. A refusal or an unreachable platform leaves the order in
// 标记失败 with the platform's words, listed on `/order/management/mark-fail` to be tried again or settled by hand.
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { askPlatforms } from './ask-platforms.ts';
import { orders, packageLines, packages } from './oms.schema.ts';
import { foreign, type OmsServices } from './services.ts';

export const MARK_REQUESTED = 'oms.order.mark-requested';
/** Orders from a platform are marked; a 手工订单 has no platform to tell. */
const FROM_PLATFORM = ['pull', 'import'];

/** In the shipment's transaction: the shipped platform orders wait in 待标记, and the follower is asked to mark them. */
export async function requestMarks(tx: Tx, outbox: Outbox, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const waiting = await tx
    .update(orders)
    .set({ mark_status: 'pending' })
    .where(and(inArray(orders.id, [...orderIds]), inArray(orders.source, FROM_PLATFORM), inArray(orders.mark_status, ['none', 'pending'])))
    .returning({ id: orders.id });
  if (waiting.length) await outbox.publish(tx, MARK_REQUESTED, { ids: waiting.map((w) => w.id) });
}

/**
 * Tells each order's platform it shipped (those in 待标记 or 标记失败 among `ids`), one call per sales account, and
 * records the answer on each order: 已标记, or 标记失败 with the reason. Answers the counts.
 */
export async function markOrders(tx: Tx, s: OmsServices, adapter: MarketplaceAdapter, ids: readonly string[], actor: Actor) {
  const due = ids.length
    ? await tx
        .select({ id: orders.id, account_id: orders.account_id, platform_order_id: orders.platform_order_id, attempts: orders.mark_attempts })
        .from(orders)
        .where(and(inArray(orders.id, [...ids]), inArray(orders.mark_status, ['pending', 'failed'])))
        .for('update')
    : [];
  const outcome = { marked: 0, failed: 0 };
  const shipments = await shipmentsOf(
    tx,
    due.map((o) => o.id),
  );
  const said = await askPlatforms(
    tx,
    due,
    (o) => o.platform_order_id,
    async (account, group) => {
      if (!adapter.markShipped) throw new Error('该平台不支持标记发货');
      const answers = await adapter.markShipped(
        account,
        group.map((o) => ({
          platform_order_id: o.platform_order_id,
          ...(shipments.get(o.id) ?? { tracking_no: null, carrier: null, shipped_at: '' }),
        })),
      );
      return answers.map((a) => ({ key: a.platform_order_id, ok: a.ok, reason: a.reason }));
    },
  );
  for (const [o, a] of said) {
    const tries = Number(o.attempts ?? 0) + 1;
    const extra = a.ok
      ? { mark_error: null, marked_at: new Date(), mark_attempts: tries }
      : { mark_error: (a.reason ?? '平台拒绝').slice(0, 500), mark_attempts: tries };
    // 标记发货 is not the order's status: its own field moves, in the order's log (the order is never edited here).
    await s.order.setState(tx, [o.id], { field: 'mark_status', from: ['pending', 'failed'], to: a.ok ? 'marked' : 'failed', action: 'mark', extra }, actor);
    outcome[a.ok ? 'marked' : 'failed']++;
  }
  return outcome;
}

/** The tracking number, carrier (the channel's name) and day of each order's latest shipped package. */
async function shipmentsOf(tx: Tx, orderIds: string[]) {
  const rows = await tx
    .selectDistinctOn([packageLines.order_id], {
      order_id: packageLines.order_id,
      tracking_no: packages.tracking_no,
      carrier: foreign.channels.name,
      shipped_at: packages.shipped_at,
    })
    .from(packageLines)
    .innerJoin(packages, eq(packages.id, packageLines.package_id))
    .leftJoin(foreign.channels, eq(foreign.channels.id, packages.channel_id))
    .where(and(inArray(packageLines.order_id, orderIds), eq(packages.status, '80'), isNotNull(packages.shipped_at)))
    .orderBy(packageLines.order_id, desc(packages.shipped_at));
  return new Map(
    rows.map((r) => [
      r.order_id,
      { tracking_no: r.tracking_no ?? null, carrier: r.carrier ?? null, shipped_at: r.shipped_at ? r.shipped_at.toISOString() : '' },
    ]),
  );
}

/** 已手工标记: orders in 标记失败 a person marked in the platform's own back office. */
export async function markedByHand(tx: Tx, s: OmsServices, ids: readonly string[], actor: Actor) {
  const settled = await s.order.setState(
    tx,
    ids,
    { field: 'mark_status', from: ['failed'], to: 'manual', action: 'mark-manual', extra: { marked_at: new Date() } },
    actor,
  );
  return { settled: settled.length };
}
