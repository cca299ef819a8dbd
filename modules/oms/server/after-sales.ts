// After-sales (README "After-sales"): a refund or a complaint copies its order's numbers and shop on create; 审核
// decides refunds one or many at a time — an approved 退货退款 of a shipped order makes it 已退货 and tells the
// warehouse a return is coming (oms.return.expected); the approved refunds of an order never exceed its amount.
import { toScaled } from '@entrepot/entity';
import { conflict, invalid } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Actor, WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { omsEvents, type ReturnExpected } from '../domain/events.ts';
import type { complaint, refund } from '../entities/index.ts';
import { orderLines, orders, packages, refunds } from './oms.schema.ts';
import type { OmsServices } from './services.ts';

export const RETURN_EXPECTED = omsEvents.returnExpected;

/** The order's numbers and shop, copied onto a refund or a complaint as it is made (their common fields typed). */
export const fromOrder: WriteRules<typeof refund | typeof complaint> = {
  derive: async (exec: Executor, input, before) => {
    if (before) return {};
    const [o] = await exec
      .select({
        code: orders.code,
        platform_order_id: orders.platform_order_id,
        platform_code: orders.platform_code,
        account_id: orders.account_id,
        currency: orders.currency,
      })
      .from(orders)
      .where(eq(orders.id, String(input.order_id)));
    if (!o) throw invalid('order_id', '订单不存在');
    return { order_code: o.code, platform_order_id: o.platform_order_id, platform_code: o.platform_code, account_id: o.account_id, currency: o.currency };
  },
};

const cents = (v: unknown) => toScaled(String(v ?? '0'), 2);

export interface Decision {
  approved: boolean;
  reason?: string;
}

/** 审核: each pending refund approved (within what the order has left to refund) or rejected with the reason. */
export async function auditRefunds(tx: Tx, s: OmsServices, outbox: Outbox, ids: readonly string[], d: Decision, actor: Actor): Promise<number> {
  if (!d.approved && !d.reason?.trim()) throw conflict('请填写驳回原因');
  const rows = await tx
    .select()
    .from(refunds)
    .where(inArray(refunds.id, [...ids]))
    .orderBy(asc(refunds.id))
    .for('update');
  for (const r of rows) {
    if (r.status !== 'pending') throw conflict(`退款单 ${r.code} 不是待审核状态`);
    if (!d.approved) {
      await s.refund.setState(
        tx,
        [r.id],
        { field: 'status', from: ['pending'], to: 'rejected', action: 'reject', extra: { reject_reason: d.reason!.trim(), audited_at: new Date() } },
        actor,
      );
      continue;
    }
    const [o] = await tx.select().from(orders).where(eq(orders.id, r.order_id)).for('update');
    const [done] = await tx
      .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
      .from(refunds)
      .where(and(eq(refunds.order_id, r.order_id), eq(refunds.status, 'approved'), ne(refunds.id, r.id)));
    if (cents(done?.sum) + cents(r.amount) > cents(o!.total_amount)) {
      throw conflict(`退款单 ${r.code} 退款金额超出订单可退金额（订单金额 ${o!.total_amount}，已退 ${done?.sum ?? '0'}）`);
    }
    await s.refund.setState(
      tx,
      [r.id],
      { field: 'status', from: ['pending'], to: 'approved', action: 'approve', extra: { reject_reason: null, audited_at: new Date() } },
      actor,
    );
    if (r.refund_type === 'return' && (o!.status === '4' || o!.status === '5')) await expectReturn(tx, s, outbox, o!, String(r.code), actor);
  }
  return rows.length;
}

/** The order is 已退货; the warehouse that shipped it expects its shipped units back. */
async function expectReturn(tx: Tx, s: OmsServices, outbox: Outbox, o: typeof orders.$inferSelect, refundCode: string, actor: Actor): Promise<void> {
  await s.order.setState(tx, [o.id], { field: 'status', from: ['4', '5'], to: '7', action: 'return' }, actor);
  const lines = await tx
    .select({ sku_code: orderLines.sku_code, sku_id: orderLines.sku_id, quantity: orderLines.shipped_quantity })
    .from(orderLines)
    .where(and(eq(orderLines.order_id, o.id), sql`${orderLines.shipped_quantity} > 0`));
  const [shippedFrom] = await tx
    .select({ warehouse_id: packages.warehouse_id, code: packages.code })
    .from(packages)
    .where(and(eq(packages.status, '80'), sql`${packages.order_codes} like ${`%${String(o.code)}%`}`))
    .limit(1);
  await outbox.publish(tx, RETURN_EXPECTED, {
    order_code: o.code,
    refund_code: refundCode,
    package_code: shippedFrom?.code ?? null,
    warehouse_id: shippedFrom?.warehouse_id ?? o.warehouse_id,
    lines: lines.map((l) => ({ sku_code: l.sku_code, sku_id: l.sku_id, quantity: l.quantity ?? 0 })),
  } satisfies ReturnExpected);
}
