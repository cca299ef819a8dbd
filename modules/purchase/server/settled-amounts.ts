// What finance settled against a purchase order (README "Document flow"): 已付金额 is what finance's payment
// requests paid of its lines (their 已付金额) and its payment plans marked 已付款 by hand (one paid through a request
// counts as the request's lines); 已扣款金额 its deduction
// plans marked 已扣款 — sums read again and rewritten on the order in the transaction that moved them, so a
// redelivered event or a repeated transition changes nothing.
import type { Tx } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { eq, sql } from 'drizzle-orm';
import { deductionPlans, orderLines, orders, paymentPlans } from './purchase.schema.ts';

export async function settleOrder(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      paid_amount: sql`(select coalesce(sum(${orderLines.paid_amount}), 0) from ${orderLines} where ${orderLines.order_id} = ${orderId})
        + (select coalesce(sum(${paymentPlans.amount}), 0) from ${paymentPlans}
           where ${paymentPlans.order_id} = ${orderId} and ${paymentPlans.status} = 'paid' and ${paymentPlans.request_code} is null)`,
      deducted_amount: sql`(select coalesce(sum(${deductionPlans.total_amount}), 0) from ${deductionPlans} where ${deductionPlans.order_id} = ${orderId} and ${deductionPlans.status} = 'deducted')`,
    })
    .where(eq(orders.id, orderId));
}

/** The plans' rule: a plan of an order that is paid or deducted (or leaves those states) settles the order again. */
export const settlesOrder = (settling: readonly string[]): WriteRules => ({
  onChange: async (tx, action, row) => {
    if (row.order_id && settling.includes(action)) await settleOrder(tx, String(row.order_id));
  },
});
