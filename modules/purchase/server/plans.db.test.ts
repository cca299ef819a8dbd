// Deduction and payment plans through the real app (README "Deduction and payment plans"): created with their
// figures derived on the server, edited only while open, moved by their transitions, refused in words.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let supplier: string;

beforeAll(async () => {
  kit = await purchaseKit();
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('扣款测试供应商'))).data.id;
});
afterAll(async () => kit?.t.close());

describe('扣款计划', () => {
  it('sums its lines, is edited as a draft, confirmed, then marked deducted; a draft may be voided', async () => {
    const input = {
      supplier_id: supplier,
      currency_id: kit.cny,
      lines: [
        { reason: '包装破损', amount: '10.50' },
        { reason: '延期交货', amount: '20' },
      ],
    };
    expect((await kit.api('POST', 'deduction/plan', { ...input, lines: [] })).code).toBe(10422);
    expect((await kit.api('POST', 'deduction/plan', { ...input, lines: [{ reason: '零', amount: '0' }] })).code).toBe(10422);
    const made = await kit.api('POST', 'deduction/plan', input);
    expect(made.code, made.message).toBe(10000);
    expect(made.data).toMatchObject({ code: expect.stringMatching(/^KK\d{8}-\d{4}$/), status: 'draft', total_amount: '30.50' });
    const id = made.data.id;
    const edited = await kit.api('PUT', `deduction/plan/${id}`, { ...input, version: made.data.version, lines: [{ reason: '包装破损', amount: '12.00' }] });
    expect(edited.code, edited.message).toBe(10000);
    expect(edited.data.total_amount).toBe('12.00');
    expect((await kit.api('POST', `deduction/plan/${id}/confirm`)).data.status).toBe('confirmed');
    expect((await kit.api('PUT', `deduction/plan/${id}`, { ...input, version: edited.data.version + 1 })).message).toMatch(/待扣款/);
    expect((await kit.api('POST', `deduction/plan/${id}/deduct`)).data).toMatchObject({ status: 'deducted', deducted_at: expect.any(String) });
    const other = await kit.api('POST', 'deduction/plan', input);
    expect((await kit.api('POST', `deduction/plan/${other.data.id}/void`)).data.status).toBe('voided');
    const listed = await kit.api('GET', `deduction/plan?supplier_id=${supplier}&status=deducted`);
    expect(listed.data.list.map((p: { id: string }) => p.id)).toEqual([id]);
    // The palette finds it by its number and opens its detail.
    const found = (await kit.auth(kit.admin, 'GET', `/search?q=${made.data.code}`)).data;
    expect(found).toContainEqual({
      kind: '扣款计划',
      code: made.data.code,
      title: `扣款计划 ${made.data.code}`,
      url: `/purchase/paymentProcessing/deductionsPlan?id=${id}`,
    });
  });
});

describe('付款计划', () => {
  it('plans an amount on a day, edited while pending, then paid or cancelled; never deleted', async () => {
    const input = { supplier_id: supplier, currency_id: kit.cny, amount: '1000.00', plan_date: '2026-12-05' };
    expect((await kit.api('POST', 'payment/plan', { ...input, amount: '-1' })).code).toBe(10422);
    const made = await kit.api('POST', 'payment/plan', input);
    expect(made.code, made.message).toBe(10000);
    expect(made.data).toMatchObject({ code: expect.stringMatching(/^FK\d{8}-\d{4}$/), status: 'pending', amount: '1000.00' });
    expect((await kit.api('POST', `payment/plan/${made.data.id}/pay`)).data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect((await kit.api('POST', `payment/plan/${made.data.id}/cancel`)).message).toMatch(/已付款/);
    expect((await kit.api('DELETE', `payment/plan/${made.data.id}`)).code).toBe(10404);
  });
});

describe('扣款计划 from a purchase order (detailToDeduction)', () => {
  it('starts from the order: its supplier, currency, a line per SKU sent back (in decimals), and the plans it has', async () => {
    const warehouse = newId();
    await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-KK', '扣款仓', 'local')", [warehouse]);
    const [a, b] = [newId(), newId()];
    for (const [id, code] of [
      [a, 'KK001-A'],
      [b, 'KK001-B'],
    ])
      await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, code, newId(), code]);
    await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
    const order = await kit.api('POST', 'order/create', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      currency_id: kit.cny,
      lines: [
        { sku_id: a, quantity: 10, price: '3.33' },
        { sku_id: b, quantity: 5, price: '8.00' },
      ],
    });
    expect(order.code, order.message).toBe(10000);
    // Money is planned against an order once it is approved, of the plan's own supplier and currency.
    const early = await kit.api('POST', 'deduction/plan', {
      supplier_id: supplier,
      currency_id: kit.cny,
      order_id: order.data.id,
      lines: [{ reason: '延期', amount: '5' }],
    });
    expect(early.message).toBe(`采购单 ${order.data.code}（草稿）不能生成扣款计划：须审批通过且未作废`);
    await kit.sql("update purchase.orders set status = 'approved' where id = $1", [order.data.id]);
    const another = (await kit.api('POST', 'supplier/create', kit.supplierInput('扣款测试另一供应商'))).data.id;
    const wrong = { currency_id: kit.cny, order_id: order.data.id, amount: '1.00', plan_date: '2026-12-01' };
    expect((await kit.api('POST', 'payment/plan', { ...wrong, supplier_id: another })).message).toBe(`采购单 ${order.data.code} 不是该供应商的采购单`);
    expect((await kit.api('POST', 'payment/plan', { ...wrong, supplier_id: supplier, currency_id: kit.usd })).message).toBe(
      `采购单 ${order.data.code} 的币种与付款计划不同`,
    );
    await kit.sql('update purchase.order_lines set returned_quantity = 3 where order_id = $1 and sku_id = $2', [order.data.id, a]);
    await kit.api('POST', 'deduction/plan', { supplier_id: supplier, currency_id: kit.cny, order_id: order.data.id, lines: [{ reason: '延期', amount: '5' }] });
    const start = (await kit.api('GET', `order/detailToDeduction/${order.data.id}`)).data;
    expect(start).toMatchObject({
      supplier_id: supplier,
      order_id: order.data.id,
      order_id_title: order.data.code,
      currency_id: kit.cny,
      lines: [{ reason: '质检退货：KK001-A × 3', amount: '9.99' }],
      planned: [{ total_amount: '5.00', status: 'draft', status_label: '草稿' }],
    });
    // What the form would send: it is a plan as any other.
    const made = await kit.api('POST', 'deduction/plan', {
      supplier_id: start.supplier_id,
      currency_id: start.currency_id,
      order_id: start.order_id,
      lines: start.lines,
    });
    expect(made.data.total_amount).toBe('9.99');

    // Settled against the order: plans paid and deducted are summed on it; a cancelled or draft one is not.
    const pay = async (amount: string) =>
      (await kit.api('POST', 'payment/plan', { supplier_id: supplier, currency_id: kit.cny, order_id: order.data.id, amount, plan_date: '2026-12-01' })).data;
    const [p1, p2, p3] = [await pay('60.10'), await pay('20.00'), await pay('5.00')];
    await kit.api('POST', `payment/plan/${p1.id}/pay`);
    await kit.api('POST', `payment/plan/${p2.id}/pay`);
    await kit.api('POST', `payment/plan/${p3.id}/cancel`);
    await kit.api('POST', `deduction/plan/${made.data.id}/confirm`);
    await kit.api('POST', `deduction/plan/${made.data.id}/deduct`);
    const settled = (await kit.api('GET', `order/detail/${order.data.id}`)).data;
    expect([settled.paid_amount, settled.deducted_amount]).toEqual(['80.10', '9.99']);

    // 供应商付款: once approved and arrived — A 10 − 3 returned at 3.33, B 5 at 8.00: 63.31 kept of 73.30 ordered.
    await kit.sql("update purchase.orders set status = 'approved' where id = $1", [order.data.id]);
    await kit.sql('update purchase.order_lines set received_quantity = quantity where order_id = $1', [order.data.id]);
    const page = await kit.api('GET', 'supplier/payment?supplier_name=扣款测试');
    expect(page.code, page.message).toBe(10000);
    const [row] = page.data.list;
    expect(row).toMatchObject({ currency: '人民币', ordered: '73.30', received: '63.31' });
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(row.paid)).toBeGreaterThanOrEqual(8010);
    expect(cents(row.deducted)).toBeGreaterThanOrEqual(999);
    expect(cents(row.payable)).toBe(cents(row.received) - cents(row.paid) - cents(row.deducted));
    expect(cents(row.unplanned)).toBe(Math.max(cents(row.payable) - cents(row.planned), 0));
  });
});
