// 付款申请 against purchase orders (README "Payment requests"): a line pays an approved order line of the request's
// supplier, at most its amount with tax less what the other live requests ask of it; submitted through the approval
// engine, paid (one or a batch) with the account, serial number and fee — the order line's 已付金额 and its order's
// follow through `purchase.orderLine.taken` kind paid — or voided with a reason before it is paid.
import { DEMO_PASSWORD, type Session } from '@entrepot/hub-server/testing';
import { ORDER_LINE_TAKEN } from '@entrepot/module-purchase';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersTest, ordersTest } from './testing-orders.ts';

let k: OrdersTest;
let method: string;
let account: string;

beforeAll(async () => {
  k = await ordersTest();
  method = (await k.sql('select id from finance.payment_methods order by code limit 1')).rows[0]!.id;
  account = (await k.sql("select id from finance.bank_accounts where status = 'enabled' order by id limit 1")).rows[0]!.id;
});
afterAll(async () => k?.t.close());

const request = (lines: object[], extra: object = {}) =>
  k.fin('POST', 'payment/request/create', {
    supplier_id: k.supplierOf.mine,
    currency_id: k.cny,
    payment_method_id: method,
    expected_date: '2026-06-10',
    reason: '首批货款',
    lines,
    ...extra,
  });
const paidOfLines = async () =>
  (await k.sql('select paid_amount::text as a from purchase.order_lines where order_id = $1 order by quantity desc', [k.order.mine.id])).rows.map((r) => r.a);
const paidOfOrder = async () => (await k.sql('select paid_amount::text as a from purchase.orders where id = $1', [k.order.mine.id])).rows[0]!.a;
const pay = { payer_account_id: '', payment_no: 'CMB20260610001', handling_fee: '0.50' };

describe('付款申请', () => {
  let first: { id: string; code: string };

  it('writes a draft whose lines pay order lines, filling their order, SKU and amount payable', async () => {
    const [a, b] = k.order.mine.lines;
    const made = await request([
      { order_line_id: a!.id, amount: '300.00' },
      { order_line_id: b!.id, amount: '400.00' },
    ]);
    expect(made.code, made.message).toBe(10000);
    first = made.data;
    expect(made.data.code).toMatch(/^SQ\d{8}-\d{4}$/);
    expect(made.data).toMatchObject({ status: 'draft', supplier_id_title: '开票供应商', total_amount: '700.00' });
    expect(made.data.lines.map((l: Record<string, unknown>) => [l.order_code, l.sku_code, l.payable, l.amount])).toEqual([
      [k.order.mine.code, 'IV001-A', '500.00', '300.00'],
      [k.order.mine.code, 'IV001-B', '400.00', '400.00'],
    ]);
    expect(await paidOfLines()).toEqual([null, null]); // a draft pays nothing
  });

  it('refuses a line over what is payable, of another supplier, twice, or of no approved order', async () => {
    const [a] = k.order.mine.lines;
    expect((await request([{ order_line_id: a!.id, amount: '500.01' }])).message).toBe(
      `lines: 第1行：${k.order.mine.code} 的 IV001-A 可申请 500.00，不能申请 500.01`,
    );
    expect((await request([{ order_line_id: k.order.theirs.lines[0]!.id, amount: '1.00' }])).message).toBe(
      `lines: 第1行：采购单 ${k.order.theirs.code} 不是该申请供应商的`,
    );
    expect(
      (
        await request([
          { order_line_id: a!.id, amount: '1.00' },
          { order_line_id: a!.id, amount: '1.00' },
        ])
      ).message,
    ).toBe(`lines: 第2行：与第1行是同一采购明细（${k.order.mine.code} IV001-A）`);
    expect((await request([{ order_line_id: newId(), amount: '1.00' }])).message).toBe('lines: 第1行：采购明细不存在，或其采购单未审核');
    expect((await request([{ order_line_id: a!.id, amount: '0' }])).code).toBe(10422);
  });

  it('submits (no flow: approved at once), then a second request may ask only what is left', async () => {
    const submitted = await k.fin('POST', `payment/request/${first.id}/submit`);
    expect(submitted.code, submitted.message).toBe(10000);
    await k.t.outbox.dispatch();
    expect((await k.fin('GET', `payment/request/${first.id}`)).data.status).toBe('approved');
    const [a] = k.order.mine.lines;
    expect((await request([{ order_line_id: a!.id, amount: '250.00' }])).message).toBe(
      `lines: 第1行：${k.order.mine.code} 的 IV001-A 可申请 200.00，不能申请 250.00`,
    );
    // Written while the first was a draft, refused at its own submission.
    const late = (await request([{ order_line_id: a!.id, amount: '200.00' }])).data;
    await k.sql('update finance.payment_request_lines set amount = 250 where request_id = $1', [late.id]);
    const refused = await k.fin('POST', `payment/request/${late.id}/submit`);
    expect([refused.code, refused.message]).toEqual([10422, `lines: 第1行：${k.order.mine.code} 的 IV001-A 可申请 200.00，不能申请 250.00`]);
    expect((await k.fin('DELETE', 'payment/request', { ids: [late.id] })).data).toEqual({ deleted: 1 });
  });

  it('pays with the account, the serial number and the fee: the order lines and the order count it as paid', async () => {
    expect((await k.fin('POST', `payment/request/${first.id}/pay`, { ...pay, payer_account_id: undefined })).message).toBe('payer_account_id: 请选择付款账户');
    const paid = await k.fin('POST', 'payment/requests/batch/payment', { ids: [first.id], ...pay, payer_account_id: account });
    expect([paid.code, paid.data]).toEqual([10000, { updated: 1 }]);
    await k.t.outbox.dispatch();
    expect(await paidOfLines()).toEqual(['300.00', '400.00']);
    expect(await paidOfOrder()).toBe('700.00');
    const row = (await k.fin('GET', `payment/request/${first.id}`)).data;
    expect(row).toMatchObject({ status: 'paid', payment_no: 'CMB20260610001', handling_fee: '0.50', paid_at: expect.any(String) });
    const [taken] = (await k.sql("select payload from platform.outbox_events where name = $1 and payload->>'kind' = 'paid'", [ORDER_LINE_TAKEN])).rows;
    expect(taken!.payload.operator).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: `付款申请 ${first.code}` });
    expect((await k.fin('DELETE', `payment/request/${first.id}`)).code).toBe(10409); // paid: never deleted
    expect((await k.fin('POST', 'payment/request/update/obsolete', { ids: [first.id], obsolete_reason: '重复' })).code).toBe(10409);
    const lines = (await k.buy('GET', `order/detail/${k.order.mine.id}`)).data.lines;
    expect(lines.map((l: { paid_amount: string }) => l.paid_amount)).toEqual(['300.00', '400.00']);
  });

  it('voids a request not yet paid with its reason: what it asked is free again', async () => {
    const [a] = k.order.mine.lines;
    const second = (await request([{ order_line_id: a!.id, amount: '200.00' }])).data;
    await k.fin('POST', `payment/request/${second.id}/submit`);
    await k.t.outbox.dispatch();
    expect((await k.fin('POST', 'payment/request/update/obsolete', { ids: [second.id] })).message).toBe('obsolete_reason: 请输入作废原因');
    const voided = await k.fin('POST', 'payment/request/update/obsolete', { ids: [second.id], obsolete_reason: '供应商改为月结' });
    expect([voided.code, voided.data]).toEqual([10000, { updated: 1 }]);
    expect((await k.fin('GET', `payment/request/${second.id}`)).data).toMatchObject({ status: 'obsolete', obsolete_reason: '供应商改为月结' });
    expect((await request([{ order_line_id: a!.id, amount: '200.00' }])).code).toBe(10000);
    expect(await paidOfLines()).toEqual(['300.00', '400.00']); // voiding pays nothing back
  });

  it('pays nothing of what the buyer closed: the closed remainder leaves what may be asked', async () => {
    const [, b] = k.order.mine.lines; // IV001-B: 50 × 8.00, all 400.00 paid above
    const [a] = k.order.mine.lines; // IV001-A: 100 × 5.00, 300.00 paid, 200.00 asked by a draft
    await k.sql('update purchase.order_lines set closed_quantity = 50 where id = $1', [a!.id]); // half given up
    expect((await request([{ order_line_id: a!.id, amount: '0.01' }])).message).toBe(
      `lines: 第1行：${k.order.mine.code} 的 IV001-A 可申请 0.00，不能申请 0.01`,
    );
    expect((await request([{ order_line_id: b!.id, amount: '0.01' }])).message).toBe(
      `lines: 第1行：${k.order.mine.code} 的 IV001-B 可申请 0.00，不能申请 0.01`,
    );
    await k.sql('update purchase.order_lines set closed_quantity = 0 where id = $1', [a!.id]);
  });

  it('offers the supplier’s order lines left to pay, lists and counts requests, and keeps them from other people', async () => {
    const options = (await k.buy('GET', `order/line/options?for=payment&supplier_id=${k.supplierOf.mine}`)).data;
    expect(options.map((o: { title: string }) => o.title)).toEqual([`${k.order.mine.code} · IV001-A（未付 200.00）`]);
    const listed = (await k.fin('GET', 'payment/request/list?status=paid')).data;
    expect(listed.list.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect(listed.counts.find((c: { value: string }) => c.value === 'obsolete').count).toBe(1);
    const buyer = await k.t.login('buyer01', DEMO_PASSWORD);
    expect((await k.fin('GET', 'payment/request/list', undefined, buyer)).code).toBe(10403);
    const search = async (as: Session) => (await k.t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${first.code.slice(0, 12)}`, as })).body.data;
    expect((await search(k.admin)).map((h: { kind: string; code: string }) => `${h.kind} ${h.code}`)).toContain(`付款申请 ${first.code}`);
    expect((await search(buyer)).some((h: { kind: string }) => h.kind === '付款申请')).toBe(false);
  });

  it('is made from a payment plan, asks no more than it, and pays it: the plan is 已付款 naming the request', async () => {
    const plan = (
      await k.buy('POST', 'payment/plan', {
        supplier_id: k.supplierOf.mine,
        order_id: k.order.mine.id,
        currency_id: k.cny,
        amount: '150.00',
        plan_date: '2026-06-20',
      })
    ).data;
    const prefill = await k.fin('GET', `payment/request/plan/${plan.id}`);
    expect(prefill.data).toMatchObject({
      supplier_id: k.supplierOf.mine,
      payment_plan_id: plan.id,
      payment_plan_id_title: plan.code,
      expected_date: '2026-06-20',
      reason: `付款计划 ${plan.code}`,
    });
    expect(prefill.data.lines).toEqual([{ order_line_id: k.order.mine.lines[0]!.id, amount: '150.00' }]); // IV001-B is paid in full
    const over = await request([{ order_line_id: k.order.mine.lines[0]!.id, amount: '150.01' }], { payment_plan_id: plan.id });
    expect(over.message).toBe(`payment_plan_id: 付款计划 ${plan.code} 计划付款 150.00，不能申请 150.01`);
    const made = (await request(prefill.data.lines, { payment_plan_id: plan.id, reason: prefill.data.reason })).data;
    expect((await request(prefill.data.lines, { payment_plan_id: plan.id })).message).toBe(`payment_plan_id: 付款计划 ${plan.code} 已有付款申请 ${made.code}`);
    await k.fin('POST', `payment/request/${made.id}/submit`);
    await k.t.outbox.dispatch();
    expect((await k.fin('POST', `payment/request/${made.id}/pay`, { ...pay, payer_account_id: account })).code).toBe(10000);
    await k.t.outbox.dispatch();
    expect((await k.buy('GET', `payment/plan/${plan.id}`)).data).toMatchObject({ status: 'paid', request_code: made.code });
    expect(await paidOfLines()).toEqual(['450.00', '400.00']);
    expect(await paidOfOrder()).toBe('850.00'); // the plan counts through the request's lines, not twice
    expect((await k.fin('GET', `payment/request/plan/${plan.id}`)).message).toBe(`付款计划 ${plan.code} 不是待付款`);
  });
});
