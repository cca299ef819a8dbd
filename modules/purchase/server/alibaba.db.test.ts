// 1688 orders through the real app (README "1688 orders"): the number recorded on an approved order (refusals in
// words), read back through the local 1688 — the order, its shipment's trace, one cashier link for orders
// awaiting payment — and many numbers linked from a sheet, checked as a whole first.
import { importRows } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlibabaState } from '../domain/alibaba.ts';
import { fakeAlibaba } from './alibaba/fake-alibaba.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
const made: { id: string; code: string }[] = [];
const fake = fakeAlibaba();

/** A 1688 number the local 1688 reads in this state, from `start` on. */
async function numberIn(state: AlibabaState, start: number): Promise<string> {
  for (let n = start; ; n++) {
    const no = String(n);
    if ((await fake.orderDetail(no))?.state === state) return no;
  }
}

beforeAll(async () => {
  kit = await purchaseKit();
  const warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-AL', '1688仓', 'local')", [warehouse]);
  const supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('1688供应商'))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  const sku = newId();
  await kit.sql("insert into catalogue.skus (id, code, spu_id, name) values ($1, 'AL001', $2, 'al')", [sku, newId()]);
  for (let i = 0; i < 4; i++) {
    const o = await kit.api('POST', 'order/create', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      currency_id: kit.cny,
      purchase_type: 'alibaba',
      lines: [{ sku_id: sku, quantity: 10, price: '2.00' }],
    });
    expect(o.code, o.message).toBe(10000);
    made.push(o.data);
  }
  // The first three approved (no flow: the engine approves at once); the last stays a draft.
  for (const o of made.slice(0, 3)) await kit.api('POST', 'order/createApprove', { id: o.id });
  await kit.t.outbox.dispatch();
});
afterAll(async () => kit?.t.close());

describe('1688订单', () => {
  it('records the number on an approved order only, well-formed and once; reads the order and its trace', async () => {
    const [a, b, , draft] = made as [{ id: string; code: string }, { id: string; code: string }, unknown, { id: string; code: string }];
    const shipped = await numberIn('success', 1_000_000_001);
    expect((await kit.api('PUT', `order/alibabaNo/${draft.id}`, { alibaba_order_no: shipped })).message).toBe(
      `采购单 ${draft.code} 当前为「草稿」，审批通过后才能关联1688订单`,
    );
    expect((await kit.api('PUT', `order/alibabaNo/${a.id}`, { alibaba_order_no: 'TB123' })).message).toBe('1688订单号应为10到20位数字');
    expect((await kit.api('GET', `order/alibaba/detail?id=${a.id}`)).message).toBe(`采购单 ${a.code} 没有关联1688订单`);
    expect((await kit.api('PUT', `order/alibabaNo/${a.id}`, { alibaba_order_no: shipped })).code).toBe(10000);
    expect((await kit.api('PUT', `order/alibabaNo/${b.id}`, { alibaba_order_no: shipped })).message).toBe(`1688订单号 ${shipped} 已关联采购单 ${a.code}`);
    const detail = (await kit.api('GET', `order/alibaba/detail?id=${a.id}`)).data;
    expect(detail).toMatchObject({ order_no: shipped, state: 'success', state_label: '交易成功', items: expect.any(Array) });
    expect(Number(detail.total_amount)).toBeCloseTo(Number(detail.goods_amount) + Number(detail.freight), 2);
    const trace = (await kit.api('GET', `order/logistics/trace?id=${a.id}`)).data;
    expect(trace.events[0].text).toMatch(/已签收/);
    expect((await kit.api('GET', `order/detail/${a.id}`)).data.alibaba_order_no).toBe(shipped);
    const log = (await kit.api('GET', `order/logs/${a.id}`)).data;
    expect(JSON.stringify(log)).toContain(shipped);
  });

  it('pays orders awaiting payment with one link, and names any that is not', async () => {
    const [, b, c] = made as { id: string; code: string }[];
    const unpaid = await numberIn('waitbuyerpay', 2_000_000_001);
    const sent = await numberIn('waitbuyerreceive', 3_000_000_001);
    await kit.api('PUT', `order/alibabaNo/${b!.id}`, { alibaba_order_no: unpaid });
    expect((await kit.api('GET', `order/pay/url?ids=${b!.id},${c!.id}`)).message).toBe(`采购单 ${c!.code} 没有关联1688订单`);
    await kit.api('PUT', `order/alibabaNo/${c!.id}`, { alibaba_order_no: sent });
    expect((await kit.api('GET', `order/pay/url?ids=${b!.id},${c!.id}`)).message).toBe(`1688订单 ${sent} 当前为「等待买家确认收货」，无需付款`);
    const pay = (await kit.api('GET', `order/pay/url?ids=${b!.id}`)).data;
    expect(pay).toEqual({ url: `https://trade.1688.com/order/cashier.htm?orderIdList=${unpaid}`, orders: 1 });
    expect((await kit.api('GET', `order/logistics/trace?id=${b!.id}`)).data).toBeNull(); // not shipped yet
  });

  it('links numbers from a sheet, every row checked first', async () => {
    const [a, b, c, draft] = made as { id: string; code: string }[];
    const fresh = String(4_000_000_001);
    const bad = await importRows(
      kit.t,
      '/api-purchase/api/v1/purchase/order/alibaba',
      [
        { 采购单号: draft!.code, '1688订单号': fresh },
        { 采购单号: 'PO-NOPE', '1688订单号': '4000000002' },
        { 采购单号: c!.code, '1688订单号': fresh },
        { 采购单号: b!.code, '1688订单号': fresh },
      ],
      kit.admin,
    );
    expect(bad.errors.map((e) => [e.行号, e.错误信息])).toEqual([
      ['2', `采购单 ${draft!.code} 当前为「草稿」，审批通过后才能关联1688订单`],
      ['3', '采购单 PO-NOPE 不存在或无权操作'],
      ['4', '与第2行重复'],
      ['5', '与第2行重复'],
    ]);
    const good = await importRows(kit.t, '/api-purchase/api/v1/purchase/order/alibaba', [{ 采购单号: a!.code, '1688订单号': fresh }], kit.admin);
    expect(good.task).toMatchObject({ status: 'succeeded', result: { linked: 1 } });
    expect((await kit.api('GET', `order/detail/${a!.id}`)).data.alibaba_order_no).toBe(fresh);
  });
});
