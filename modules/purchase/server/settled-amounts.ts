// What finance settled against a purchase order (README "Document flow"): the sum of its payment plans marked
// 已付款 and of its deduction plans marked 已扣款, rewritten on the order in the plan's transition's transaction —
// a sum read again, so a redelivered or repeated transition changes nothing.
import type { Tx } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { eq, sql } from 'drizzle-orm';
import { deductionPlans, orders, paymentPlans } from './purchase.schema.ts';

async function settle(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      paid_amount: sql`(select coalesce(sum(${paymentPlans.amount}), 0) from ${paymentPlans} where ${paymentPlans.order_id} = ${orderId} and ${paymentPlans.status} = 'paid')`,
      deducted_amount: sql`(select coalesce(sum(${deductionPlans.total_amount}), 0) from ${deductionPlans} where ${deductionPlans.order_id} = ${orderId} and ${deductionPlans.status} = 'deducted')`,
    })
    .where(eq(orders.id, orderId));
}

/** The plans' rule: a plan of an order that is paid or deducted (or leaves those states) settles the order again. */
export const settlesOrder = (settling: readonly string[]): WriteRules => ({
  onChange: async (tx, action, row) => {
    if (row.order_id && settling.includes(action)) await settle(tx, String(row.order_id));
  },
});
