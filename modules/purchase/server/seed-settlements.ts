// Demo payment and deduction plans (README "Deduction and payment plans") against the demo's approved orders: a
// deposit to pay, a balance paid by hand, a cancelled one; a penalty draft, one confirmed for finance, one deducted
// (the order's 已扣款金额 follows). Written through the plans' services, so their rules hold as for a person.
import { fromScaled, toScaled } from '@entrepot/entity';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { orders } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
/** A percentage of an amount, rounded to the cent in integer arithmetic (money is never a float). */
const share = (amount: string, percent: bigint) => fromScaled((toScaled(amount, 2) * percent + 50n) / 100n, 2);

export async function seedSettlements(tx: Tx, s: PurchaseServices, actor: Actor): Promise<void> {
  const open = await tx
    .select({
      id: orders.id,
      code: orders.code,
      supplier_id: orders.supplier_id,
      currency_id: orders.currency_id,
      total: orders.total_amount,
      status: orders.status,
    })
    .from(orders)
    .where(and(inArray(orders.status, ['approved', 'partial', 'completed']), isNotNull(orders.currency_id)))
    .orderBy(asc(orders.code));
  // A deposit and a penalty on an order still waiting, the balance paid and a quality discount deducted on one fully
  // received, a cancelled plan and packaging damage on one partly received.
  const [a, b, c] = (['approved', 'completed', 'partial'] as const).map((status) => open.find((o) => o.status === status));
  if (!a || !b || !c) return;
  const plan = (o: typeof a) => ({ supplier_id: o.supplier_id, order_id: o.id, currency_id: o.currency_id! });
  await s.paymentPlan.create(tx, { ...plan(a), amount: share(String(a.total), 30n), plan_date: day(7), remark: `采购单 ${a.code} 预付款30%` }, actor);
  const paid = await s.paymentPlan.create(tx, { ...plan(b), amount: share(String(b.total), 70n), plan_date: day(-3), remark: `采购单 ${b.code} 尾款` }, actor);
  await s.paymentPlan.transition(tx, paid.id, 'status', 'pay', actor);
  const dropped = await s.paymentPlan.create(tx, { ...plan(c), amount: '500.00', plan_date: day(14), remark: '重复录入，已取消' }, actor);
  await s.paymentPlan.transition(tx, dropped.id, 'status', 'cancel', actor);
  // 扣款计划: a late-delivery penalty in draft, packaging damage confirmed for finance, a quality discount deducted.
  const lines = (reason: string, amount: string) => [{ reason, amount }];
  await s.deductionPlan.create(tx, { ...plan(a), remark: `采购单 ${a.code} 延期交货`, lines: lines('延期交货3天，按合同扣款', '300.00') }, actor);
  const confirmed = await s.deductionPlan.create(
    tx,
    { ...plan(c), remark: `采购单 ${c.code} 包装破损`, lines: lines('外箱破损12箱，返工费用', '180.00') },
    actor,
  );
  await s.deductionPlan.transition(tx, confirmed.id, 'status', 'confirm', actor);
  const deducted = await s.deductionPlan.create(
    tx,
    { ...plan(b), remark: `采购单 ${b.code} 质量折价`, lines: [...lines('色差20件，按单价折价', '250.00'), ...lines('唛头错误，重新贴标', '60.00')] },
    actor,
  );
  await s.deductionPlan.transition(tx, deducted.id, 'status', 'confirm', actor);
  await s.deductionPlan.transition(tx, deducted.id, 'status', 'deduct', actor);
}
