// The demo's finance documents against purchasing's demo orders (README "Seed"): an input invoice booked and one a
// draft; a payment request paid, one waiting for payment (passed by the approval engine once the server runs its
// outbox: no flow is configured) and a draft; two refunds of the paid one's supplier, one arrived — written through the screens' rules, so the order lines' 已开票 and
// 已付金额 follow through the document flow as for anyone's. Runs after every module's seed (`seed.late`): finance
// seeds before purchasing, whose demo orders these read.
import { fromScaled, toScaled } from '@entrepot/entity';
import { submitApproval } from '@entrepot/hub-server/approvals/server';
import { staff } from '@entrepot/hub-server/entities';
import { invoiceableLines, order, orderLineOptions } from '@entrepot/module-purchase';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bankAccounts, inputInvoices, paymentMethods, paymentRequests } from './finance.schema.ts';
import { inputInvoiceRules } from './input-invoice-rules.ts';
import { paymentRequestRules } from './payment-request-rules.ts';
import { refundOrderRules } from './refund-order-rules.ts';
import { type FinanceServices, financeServices } from './services.ts';

const users = tableOf(staff);

/** The demo's order lines left to bill or to pay, grouped by supplier (most lines first). */
async function linesBySupplier(tx: Tx, purpose: 'invoice' | 'payment') {
  const options = await orderLineOptions(tx, { ids: [], for: purpose });
  const lines = await invoiceableLines(
    tx,
    options.map((o) => o.id),
  );
  const by = new Map<string, typeof lines>();
  for (const l of lines) by.set(l.supplier_id, [...(by.get(l.supplier_id) ?? []), l]);
  return [...by.values()].sort((a, b) => b.length - a.length);
}

async function seedInvoices(tx: Tx, s: FinanceServices, actor: Actor, today: string) {
  const groups = await linesBySupplier(tx, 'invoice');
  for (const [i, lines] of groups.slice(0, 2).entries()) {
    const first = lines[0]!;
    const made = await s.inputInvoice.create(
      tx,
      {
        invoice_no: `4403202611${String(i + 1).padStart(6, '0')}`,
        invoice_type: 'special',
        supplier_id: first.supplier_id,
        invoice_date: today,
        currency_id: first.currency_id,
        tax_rate: '13',
        lines: lines.slice(0, 2).map((l) => ({ order_line_id: l.id, quantity: Math.min(l.open, 50) })),
      },
      actor,
    );
    if (i === 0) await s.inputInvoice.transition(tx, made.id, 'status', 'confirm', actor);
  }
}

async function seedPaymentRequests(tx: Tx, s: FinanceServices, outbox: Outbox, actor: Actor, today: string) {
  const [method] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).orderBy(asc(paymentMethods.code)).limit(1);
  const [account] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.status, 'enabled')).limit(1);
  if (!method || !account) return;
  const groups = await linesBySupplier(tx, 'payment');
  const states = ['paid', 'approved', 'draft'] as const;
  for (const [i, lines] of groups.slice(0, states.length).entries()) {
    const first = lines[0]!;
    const made = await s.paymentRequest.create(
      tx,
      {
        supplier_id: first.supplier_id,
        currency_id: first.currency_id,
        payment_method_id: method.id,
        expected_date: today,
        reason: ['首批货款（30%预付）', '到货尾款', '样品费'][i],
        // 30% of each line's amount with tax, rounded down to the cent (decimal strings, never floats).
        lines: lines.slice(0, 2).map((l) => ({ order_line_id: l.id, amount: fromScaled((toScaled(l.unpaid, 2) * 3n) / 10n, 2) })),
      },
      actor,
    );
    const state = states[i]!;
    if (state === 'draft') continue;
    await s.paymentRequest.transition(tx, made.id, 'status', 'submit', actor);
    const submission = {
      document_type: 'finance.paymentRequest',
      document_id: made.id,
      title: `付款申请 ${made.code}`,
      amount: String(made.total_amount),
      type: null,
      organization_id: null,
    };
    await submitApproval(tx, outbox, submission, actor);
    if (state !== 'paid') continue; // the engine's decision moves it to 待付款 once the server runs
    await s.paymentRequest.transition(tx, made.id, 'status', 'approve', actor);
    await s.paymentRequest.transition(tx, made.id, 'status', 'pay', actor, undefined, {
      payer_account_id: account.id,
      payment_no: `CMB${today.replaceAll('-', '')}0001`,
      handling_fee: '0.00',
    });
  }
}

/** Two refunds of the paid request's supplier: one 已到账, one 待到账. */
async function seedRefunds(tx: Tx, s: FinanceServices, actor: Actor, today: string) {
  const [paid] = await tx
    .select({ supplier: paymentRequests.supplier_id, currency: paymentRequests.currency_id })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'paid'))
    .limit(1);
  const [account] = paid
    ? await tx
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.currency_id, paid.currency), eq(bankAccounts.status, 'enabled')))
        .limit(1)
    : [];
  if (!paid || !account) return;
  // The returned goods' refund settles one of the supplier's received orders (its 已退款金额 follows on arrival).
  const orders = tableOf(order);
  const [received] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.supplier_id, paid.supplier), sql`${orders.status} in ('partial', 'completed')`))
    .orderBy(asc(orders.code))
    .limit(1);
  const refunds = [
    {
      refund_type: 'return',
      amount: '356.00',
      reason: '退回8件色差次品的货款',
      arrival_no: `CMB${today.replaceAll('-', '')}0107`,
      order_id: received?.id ?? null,
    },
    { refund_type: 'overpaid', amount: '120.00', reason: '运费多付', arrival_no: null, order_id: null },
  ];
  for (const { arrival_no, ...r } of refunds) {
    const made = await s.refundOrder.create(
      tx,
      { ...r, supplier_id: paid.supplier, currency_id: paid.currency, account_id: account.id, expected_date: today },
      actor,
    );
    if (arrival_no) await s.refundOrder.transition(tx, made.id, 'status', 'confirm', actor, undefined, { arrival_no });
  }
}

export async function seedFinanceDocuments(database: Database, today: string): Promise<void> {
  // Delivered once the server runs: purchasing then counts the booked invoice and the paid request on its lines, and
  // the engine's decision moves the submitted request to 待付款.
  const outbox = new Outbox(database, { deferred: true });
  const s = financeServices();
  s.inputInvoice.withRules(inputInvoiceRules(outbox));
  s.paymentRequest.withRules(paymentRequestRules(outbox));
  s.refundOrder.withRules(refundOrderRules(outbox));
  await database.tx(async (tx) => {
    if ((await tx.select({ one: sql`1` }).from(inputInvoices).limit(1)).length) return; // seeded once
    const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.login_name, 'admin'));
    if (!admin) return;
    const actor = { id: admin.id, name: admin.name };
    await seedInvoices(tx, s, actor, today);
    await seedPaymentRequests(tx, s, outbox, actor, today);
    await seedRefunds(tx, s, actor, today);
  });
}
