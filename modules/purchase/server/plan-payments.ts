// A payment plan paid through finance's payment request made from it (README "Deduction and payment plans"):
// `purchase.paymentPlan.paid` marks it 已付款 naming the request, once; a plan no longer 待付款 is left as it is.
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import { PAYMENT_PLAN_PAID, type PaymentPlanPaid } from '../public.ts';
import { paymentPlans } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

export async function applyPlanPaid(tx: Tx, s: PurchaseServices, event: PaymentPlanPaid): Promise<void> {
  const plan = await s.paymentPlan.find(tx, event.plan_id);
  if (plan?.status !== 'pending') return;
  await tx.update(paymentPlans).set({ request_code: event.request_code }).where(eq(paymentPlans.id, event.plan_id));
  await s.paymentPlan.transition(tx, event.plan_id, 'status', 'pay', event.operator);
}

export function followPlanPayments(outbox: Outbox, s: PurchaseServices): void {
  outbox.subscribe(PAYMENT_PLAN_PAID, 'purchase.on-payment-plan-paid', (payload, tx) => applyPlanPaid(tx, s, payload as unknown as PaymentPlanPaid));
}
