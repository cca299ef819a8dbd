// What finance settled against a purchase order (README "Document flow"): 已付金额 is what finance's payment
// requests paid of its lines (their 已付金额) and its payment plans marked 已付款 by hand (one paid through a request
// counts as the request's lines); 已扣款金额 its deduction
// plans marked 已扣款 — sums read again and rewritten on the order in the transaction that moved them, so a
// redelivered event or a repeated transition changes nothing.
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { eq, sql } from 'drizzle-orm';
import { type deductionPlan, orderLifecycle, type paymentPlan, SETTLEABLE_STATES } from '../entities/index.ts';
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

const SETTLEABLE: ReadonlySet<string> = new Set(SETTLEABLE_STATES);

/** Why a plan (`label`) cannot name its order: another supplier's, another currency, not approved or 作废. */
async function orderProblem(exec: Executor, plan: Record<string, unknown>, label: string): Promise<string | null> {
  const [o] = await exec
    .select({ code: orders.code, supplier_id: orders.supplier_id, currency_id: orders.currency_id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, String(plan.order_id)));
  if (!o) return null; // the engine's reference check names a missing order
  if (o.supplier_id !== plan.supplier_id) return `采购单 ${o.code} 不是该供应商的采购单`;
  if (o.currency_id !== plan.currency_id) return `采购单 ${o.code} 的币种与${label}不同`;
  const state = orderLifecycle.states[o.status as keyof typeof orderLifecycle.states]?.label ?? o.status;
  return SETTLEABLE.has(o.status) ? null : `采购单 ${o.code}（${state}）不能生成${label}：须审批通过且未作废`;
}

/**
 * The plans' rule: the order a plan names is its supplier's, in its currency, approved and not 作废 (checked when
 * the plan takes or changes them); a plan of an order that is paid or deducted (or leaves those states) settles
 * the order again.
 */
export const settlesOrder = (settling: readonly string[], label: string): WriteRules<typeof paymentPlan | typeof deductionPlan> => ({
  check: async (exec, after, before) => {
    const moved = !before || (['order_id', 'supplier_id', 'currency_id'] as const).some((k) => before[k] !== after[k]);
    return after.order_id && moved ? orderProblem(exec, after, label) : null;
  },
  onChange: async (tx, action, row) => {
    if (row.order_id && settling.includes(action)) await settleOrder(tx, row.order_id);
  },
});
