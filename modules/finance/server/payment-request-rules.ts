// The write rules of 付款申请 (README "Payment requests"): each line pays an approved order line of the request's
// supplier, in the request's currency, no more than its amount with tax less what the other live requests (审批中,
// 待付款, 已付款) ask of it — counted from finance's own requests, so a request never waits for purchasing to catch up.
// The order line's number, SKU and amount payable are server-made. Submitting and paying check the lines again under
// one lock; paying announces what the request paid of the order lines (`purchase.orderLine.taken`, kind paid, money),
// in the same transaction — and, for a request made from a payment plan, that the plan is paid.

import { fromScaled, toScaled } from '@entrepot/entity';
import { invoiceableLines, ORDER_LINE_TAKEN, type OrderLineTaken, PAYMENT_PLAN_PAID, type PaymentPlanPaid } from '@entrepot/module-purchase';
import { invalid } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { paymentRequest } from '../entities/index.ts';
import { paymentRequestLines, paymentRequests } from './finance.schema.ts';
import { paymentPlanTable as plans } from './services.ts';

type Row = Record<string, unknown>;
/** A request's ask counts against its order lines from submission until it is voided. */
const LIVE = ['pending', 'approved', 'paid'];
export const cents = (v: unknown) => toScaled(String(v ?? '0'), 2);

/** What live requests other than `except` ask of each order line, in cents. */
export async function askedOf(exec: Executor, orderLineIds: string[], except: unknown): Promise<Map<string, bigint>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: paymentRequestLines.order_line_id, sum: sql<string>`sum(${paymentRequestLines.amount})::text` })
    .from(paymentRequestLines)
    .innerJoin(paymentRequests, eq(paymentRequests.id, paymentRequestLines.request_id))
    .where(
      and(
        inArray(paymentRequestLines.order_line_id, orderLineIds),
        inArray(paymentRequests.status, LIVE),
        except ? ne(paymentRequests.id, String(except)) : undefined,
      ),
    )
    .groupBy(paymentRequestLines.order_line_id);
  return new Map(rows.map((r) => [r.id, cents(r.sum)]));
}

/**
 * A request made from a payment plan pays that plan: a 待付款 plan of the request's supplier and currency, asked at
 * most its amount, by no other live request.
 */
async function checkPlan(exec: Executor, header: Row, lines: Row[]): Promise<void> {
  if (!header.payment_plan_id) return;
  const [plan] = await exec
    .select()
    .from(plans)
    .where(eq(plans.id, String(header.payment_plan_id)));
  if (!plan) return; // the engine refuses a missing reference
  const refuse = (why: string) => invalid('payment_plan_id', `付款计划 ${plan.code} ${why}`);
  if (plan.status !== 'pending') throw refuse('不是待付款');
  if (plan.supplier_id !== header.supplier_id) throw refuse('不是该申请供应商的');
  if (plan.currency_id !== header.currency_id) throw refuse('的币种与申请的币种不同');
  const asked = lines.reduce((sum, l) => sum + cents(l.amount), 0n);
  if (asked > cents(plan.amount)) throw refuse(`计划付款 ${plan.amount}，不能申请 ${fromScaled(asked, 2)}`);
  const [other] = await exec
    .select({ code: paymentRequests.code })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.payment_plan_id, plan.id),
        inArray(paymentRequests.status, ['draft', 'rejected', ...LIVE]),
        header.id ? ne(paymentRequests.id, String(header.id)) : undefined,
      ),
    )
    .limit(1);
  if (other) throw refuse(`已有付款申请 ${other.code}`);
}

/** The lines checked against their order lines and filled in; the first refusal names its line. */
async function checkedLines(exec: Executor, header: Row, lines: Row[]): Promise<Row[]> {
  await checkPlan(exec, header, lines);
  const ids = lines.map((l) => String(l.order_line_id));
  const sources = new Map((await invoiceableLines(exec, ids)).map((l) => [l.id, l]));
  const asked = await askedOf(exec, ids, header.id);
  const seen = new Map<string, number>();
  return lines.map((line, i) => {
    const at = `第${i + 1}行：`;
    const source = sources.get(String(line.order_line_id));
    if (!source) throw invalid('lines', `${at}采购明细不存在，或其采购单未审核`);
    if (source.supplier_id !== header.supplier_id) throw invalid('lines', `${at}采购单 ${source.order_code} 不是该申请供应商的`);
    if (source.currency_id !== header.currency_id) throw invalid('lines', `${at}采购单 ${source.order_code} 的币种与申请的币种不同`);
    const twin = seen.get(source.id);
    if (twin !== undefined) throw invalid('lines', `${at}与第${twin}行是同一采购明细（${source.order_code} ${source.sku_code}）`);
    seen.set(source.id, i + 1);
    const open = cents(source.payable) - (asked.get(source.id) ?? 0n);
    if (cents(line.amount) > open)
      throw invalid('lines', `${at}${source.order_code} 的 ${source.sku_code} 可申请 ${fromScaled(open > 0n ? open : 0n, 2)}，不能申请 ${String(line.amount)}`);
    return { ...line, order_code: source.order_code, sku_code: source.sku_code, payable: source.payable };
  });
}

/** Paid: what the request's lines pay of their order lines now. */
async function announcePaid(tx: Tx, outbox: Outbox, row: Row): Promise<void> {
  const lines = await tx
    .select({ id: paymentRequestLines.id, source: paymentRequestLines.order_line_id, amount: paymentRequestLines.amount })
    .from(paymentRequestLines)
    .where(eq(paymentRequestLines.request_id, String(row.id)));
  const [payer] = await tx
    .select({ id: paymentRequests.updated_by })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, String(row.id)));
  const takes = lines.map((l) => ({
    target: l.id,
    source: l.source,
    quantity: 0,
    amount: l.amount,
    version: Number(row.version),
    document: String(row.code),
  }));
  const operator = { id: payer?.id ?? '', name: `付款申请 ${String(row.code)}` };
  if (takes.length) await outbox.publish(tx, ORDER_LINE_TAKEN, { kind: 'paid', takes, operator } satisfies OrderLineTaken);
  if (row.payment_plan_id)
    await outbox.publish(tx, PAYMENT_PLAN_PAID, { plan_id: String(row.payment_plan_id), request_code: String(row.code), operator } satisfies PaymentPlanPaid);
}

export function paymentRequestRules(outbox: Outbox): WriteRules<typeof paymentRequest> {
  return {
    lines: checkedLines,
    // Submitting and paying check the lines again: another request may have been submitted since this one was written.
    async blocksTransition(exec, record, transition) {
      if (transition !== 'submit' && transition !== 'pay') return null;
      // Requests of one order line queue up here (the sums above are read, not locked).
      await exec.execute(sql`select pg_advisory_xact_lock(hashtext('finance.paymentRequest.lines'))`);
      const lines = await exec.select().from(paymentRequestLines).where(eq(paymentRequestLines.request_id, record.id));
      await checkedLines(exec, record, lines as Row[]);
      return null;
    },
    async onChange(tx, action, row) {
      if (action === 'pay') await announcePaid(tx, outbox, row);
    },
  };
}
