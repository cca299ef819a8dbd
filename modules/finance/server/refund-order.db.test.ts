// 退款单 (README "Refund orders"): a supplier's refund registered while 待到账 — of its own order, onto an account in
// its currency —, edited and deleted then; 确认到账 (one or 批量) with the bank's serial number fixes it, and the
// order's 已退款金额 counts it once delivered to purchasing.
import { DEMO_PASSWORD } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersTest, ordersTest } from './testing-orders.ts';

let k: OrdersTest;
let cnyAccount: string;
let usdAccount: string;

beforeAll(async () => {
  k = await ordersTest();
  const account = async (code: string) =>
    (await k.sql('select id from finance.bank_accounts where currency_code = $1 order by id limit 1', [code])).rows[0]!.id as string;
  [cnyAccount, usdAccount] = [await account('CNY'), await account('USD')];
});
afterAll(async () => k?.t.close());

const refund = (extra: object = {}) =>
  k.fin('POST', 'refund/order/create', {
    supplier_id: k.supplierOf.mine,
    order_id: k.order.mine.id,
    refund_type: 'return',
    currency_id: k.cny,
    amount: '120.50',
    account_id: cnyAccount,
    expected_date: '2026-06-15',
    reason: '退回10件次品的货款',
    ...extra,
  });

describe('退款单', () => {
  let first: { id: string; code: string };

  it('registers a refund of the supplier’s own order, on an account in its currency', async () => {
    const made = await refund();
    expect(made.code, made.message).toBe(10000);
    first = made.data;
    expect(made.data).toMatchObject({ status: 'pending', amount: '120.50', supplier_id_title: '开票供应商', order_id_title: k.order.mine.code });
    expect(made.data.code).toMatch(/^TK\d{8}-\d{4}$/);
    expect((await refund({ order_id: k.order.theirs.id })).message).toBe(`采购单 ${k.order.theirs.code} 不是该退款供应商的`);
    expect((await refund({ account_id: usdAccount })).message).toBe('收款账户的币种与退款币种不同');
    const usd = (await k.sql("select id from finance.currencies where code = 'USD'")).rows[0]!.id as string;
    expect((await refund({ currency_id: usd, account_id: usdAccount })).message).toBe(`退款币种与采购单 ${k.order.mine.code} 的币种不同`);
    expect((await refund({ amount: '0' })).code).toBe(10422);
  });

  it('is edited and deleted while 待到账; 确认到账 asks the serial number and fixes it', async () => {
    const edited = await k.fin('PUT', `refund/order/${first.id}`, { amount: '130.00', version: 1 });
    expect([edited.code, edited.data?.amount]).toEqual([10000, '130.00']);
    const spare = (await refund({ reason: '重复登记' })).data;
    expect((await k.fin('DELETE', 'refund/order', { ids: [spare.id] })).data).toEqual({ deleted: 1 });
    expect((await k.fin('POST', 'refund/order/confirm', { ids: [first.id] })).message).toBe('arrival_no: 请输入到账流水号');
    const refunded = async () => (await k.sql('select refunded_amount::text as a from purchase.orders where id = $1', [k.order.mine.id])).rows[0]!.a;
    const before = await refunded();
    const confirmed = await k.fin('POST', 'refund/order/confirm', { ids: [first.id], arrival_no: 'CMB20260615009' });
    expect([confirmed.code, confirmed.data]).toEqual([10000, { updated: 1 }]);
    await k.t.outbox.dispatch();
    await k.t.outbox.dispatch(); // nothing more: each arrival is counted once
    expect([before, await refunded()]).toEqual([null, '130.00']);
    expect((await k.fin('GET', `refund/order/${first.id}`)).data).toMatchObject({
      status: 'arrived',
      arrival_no: 'CMB20260615009',
      arrived_at: expect.any(String),
    });
    expect((await k.fin('PUT', `refund/order/${first.id}`, { amount: '1.00', version: 3 })).code).toBe(10409);
    expect((await k.fin('DELETE', `refund/order/${first.id}`)).code).toBe(10409);
  });

  it('lists and counts refunds for finance only', async () => {
    const listed = (await k.fin('GET', 'refund/order/list?status=arrived')).data;
    expect(listed.list.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect(listed.counts.find((c: { value: string }) => c.value === 'arrived').count).toBe(1);
    const buyer = await k.t.login('buyer01', DEMO_PASSWORD);
    expect((await k.fin('GET', 'refund/order/list', undefined, buyer)).code).toBe(10403);
  });
});
