// A payment request made from a purchasing payment plan (`GET payment/request/plan/{id}`, README "Payment
// requests"): the new request's values — the plan's supplier, currency, date and amount, spread over the unpaid
// lines of its order in their order (what other live requests ask of a line left aside); the form opens with them.
import { fromScaled } from '@entrepot/entity';
import { invoiceableLines, orderLineOptions } from '@entrepot/module-purchase';
import { conflict, notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { eq } from 'drizzle-orm';
import { askedOf, cents } from './payment-request-rules.ts';
import { paymentPlanTable as plans } from './services.ts';

export async function requestFromPlan(exec: Executor, planId: string) {
  const [plan] = await exec.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound('付款计划');
  if (plan.status !== 'pending') throw conflict(`付款计划 ${plan.code} 不是待付款`);
  const lines: { order_line_id: string; amount: string }[] = [];
  if (plan.order_id) {
    const choices = await orderLineOptions(exec, { ids: [], for: 'payment', supplier_id: plan.supplier_id });
    const ofOrder = (
      await invoiceableLines(
        exec,
        choices.map((c) => c.id),
      )
    ).filter((l) => l.order_id === plan.order_id);
    const asked = await askedOf(
      exec,
      ofOrder.map((l) => l.id),
      undefined,
    );
    let left = cents(plan.amount);
    for (const line of ofOrder) {
      const open = cents(line.payable) - (asked.get(line.id) ?? 0n);
      const take = open < left ? open : left;
      if (take <= 0n) continue;
      lines.push({ order_line_id: line.id, amount: fromScaled(take, 2) });
      left -= take;
    }
  }
  return {
    supplier_id: plan.supplier_id,
    currency_id: plan.currency_id,
    expected_date: plan.plan_date,
    reason: `付款计划 ${plan.code}`,
    payment_plan_id: plan.id,
    payment_plan_id_title: plan.code,
    remark: plan.remark,
    lines,
  };
}
