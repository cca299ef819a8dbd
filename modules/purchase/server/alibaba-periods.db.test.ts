// 1688账期 through the real app (README "1688 period"): pulled from the local 1688 (twice: written again, not
// doubled), each period naming its source and time, our supplier of the seller's name and our order of a bill's
// 1688 number; the spec's rows; a sheet imported as 表格导入; no hand edits.
import { importRows } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_SELLERS } from './alibaba/fake-periods.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let supplier: string;

beforeAll(async () => {
  kit = await purchaseKit();
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput(CREDIT_SELLERS[0]!))).data.id;
});
afterAll(async () => kit?.t.close());

describe('1688账期', () => {
  it('pulls every period from 1688 once however often it runs, with source, time, supplier and bills', async () => {
    const first = await kit.api('POST', 'alibaba/period/sync');
    expect(first.code, first.message).toBe(10000);
    expect(first.data).toEqual({ created: 9, updated: 0 });
    expect((await kit.api('POST', 'alibaba/period/sync')).data).toEqual({ created: 0, updated: 9 });
    const list = (await kit.api('POST', 'periodList', { seller: '优品', per_page: 10 })).data;
    expect(list.total).toBe(3);
    const [latest] = list.list;
    expect(latest).toMatchObject({ seller: CREDIT_SELLERS[0], supplier_id: supplier, status: 'open', source: 'sync', synced_at: expect.any(String) });
    expect(list.counts).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'paid', count: 1 })]));
    const bills = (await kit.api('POST', 'periodBillList', { period_id: latest.id })).data;
    expect(bills.length).toBeGreaterThanOrEqual(2);
    // The bill's figure is the sum of its bills (the document's sum), never typed.
    const sum = bills.reduce((s: number, b: { amount: string }) => s + Math.round(Number(b.amount) * 100), 0);
    expect(Math.round(Number(latest.bill_amount) * 100)).toBe(sum);
    const goods = (await kit.api('POST', 'periodBillItemList', { order_no: bills[0].order_no })).data;
    expect(goods.items.length).toBeGreaterThan(0);
    expect(goods).toMatchObject({ order_no: bills[0].order_no, source: '1688同步' });
    const credit = (await kit.api('GET', 'periodSupplier')).data;
    expect(credit).toHaveLength(3);
    expect(credit[0]).toMatchObject({ seller: CREDIT_SELLERS[0], supplier_id: supplier, bill_day: 1, repay_day: 15 });
    expect(Number(credit[0].credit_limit)).toBe(Number(credit[0].used) + Number(credit[0].available));
  });

  it('imports a sheet as 表格导入, finds our order by its 1688 number, and refuses hand edits', async () => {
    const order = newId();
    await kit.sql(
      `insert into purchase.orders (id, code, supplier_id, purchase_type, status, warehouse_id, currency_id, order_date, alibaba_order_no)
       values ($1, 'PO-ALI-1', $2, 'alibaba', 'approved', $3, $4, '2026-10-02', '123456789012345')`,
      [order, supplier, newId(), kit.cny],
    );
    const row = (bill: string, amount: string) => ({
      单据序号: '1',
      账期编号: 'ZQ-IMPORT-202610',
      '1688卖家': '导入卖家',
      账期月份: '2026-10',
      出账日: '2026-11-01',
      还款日: '2026-11-15',
      已还金额: '0',
      状态: '待还款',
      '1688订单号': bill,
      下单日期: '2026-10-02',
      订单金额: amount,
      退款金额: '0',
    });
    const done = await importRows(
      kit.t,
      '/api-purchase/api/v1/purchase/alibaba/period',
      [row('123456789012345', '100.50'), row('223456789012345', '20.00')],
      kit.admin,
    );
    expect(done.errors).toEqual([]);
    expect(done.task).toMatchObject({ status: 'succeeded' });
    const [p] = (await kit.api('POST', 'periodList', { period_no: 'ZQ-IMPORT-202610' })).data.list;
    expect(p).toMatchObject({ source: 'import', bill_amount: '120.50', status: 'billed', supplier_id: null });
    const bills = (await kit.api('POST', 'periodBillList', { period_id: p.id })).data;
    expect(bills.map((b: { purchase_order_code: string | null }) => b.purchase_order_code)).toEqual(['PO-ALI-1', null]);
    const bad = await importRows(
      kit.t,
      '/api-purchase/api/v1/purchase/alibaba/period',
      [{ ...row('1', '1'), 账期编号: 'ZQ-BAD', 账期月份: '2026/10' }],
      kit.admin,
    );
    expect(bad.errors.map((e) => e.错误信息)).toContain('账期月份格式应为 2026-11');
    const edit = await kit.t.call({ method: 'PUT', url: `/api-purchase/api/v1/purchase/alibaba/period/${p.id}`, as: kit.admin, payload: { paid_amount: '1' } });
    expect(edit.body.code).not.toBe(10000);
  });
});
