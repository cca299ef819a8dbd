// 进项发票 against purchase orders (README "Input invoices"): a line bills an approved order line of the invoice's
// supplier, at most its goods received and not returned less what booked invoices billed; 确认入账 books it (the
// order line's 已开票 follows through `purchase.orderLine.taken`), 作废 takes it back out.
import { DEMO_PASSWORD, type Session } from '@entrepot/hub-server/testing';
import { ORDER_LINE_TAKEN } from '@entrepot/module-purchase';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersTest, ordersTest } from './testing-orders.ts';

let k: OrdersTest;
let admin: Session;
let cny: string;
let order: OrdersTest['order'];
let supplierOf: OrdersTest['supplierOf'];
const buy: OrdersTest['buy'] = (...a) => k.buy(...a);
const fin: OrdersTest['fin'] = (...a) => k.fin(...a);
const sql: OrdersTest['sql'] = (...a) => k.sql(...a);
const invoiced = async () =>
  (await sql('select invoiced_quantity as n from purchase.order_lines where order_id = $1 order by quantity desc', [order.mine.id])).rows.map((r) => r.n);

beforeAll(async () => {
  k = await ordersTest();
  ({ admin, cny, order, supplierOf } = k);
});
afterAll(async () => k?.t.close());

const draft = (invoice_no: string, lines: object[], extra: object = {}) =>
  fin('POST', 'input/invoice', { invoice_no, supplier_id: supplierOf.mine, invoice_date: '2026-06-02', currency_id: cny, tax_rate: '13', lines, ...extra });

describe('进项发票', () => {
  let first: { id: string; code: string; version: number };
  let second: { id: string };

  it('writes a draft whose lines bill received order lines, filling their order, SKU and price', async () => {
    const [a, b] = order.mine.lines;
    const made = await draft('12345678', [
      { order_line_id: a!.id, quantity: 30 },
      { order_line_id: b!.id, quantity: 50, price: '7.90' },
    ]);
    expect(made.code, made.message).toBe(10000);
    first = made.data;
    expect(made.data.code).toMatch(/^FP\d{8}-\d{4}$/);
    expect(made.data).toMatchObject({ status: 'draft', supplier_id_title: '开票供应商', total_quantity: 80, total_amount: '545.00', tax_amount: '62.70' });
    expect(made.data.lines.map((l: Record<string, unknown>) => [l.order_code, l.sku_code, l.price, l.amount])).toEqual([
      [order.mine.code, 'IV001-A', '5.00', '150.00'],
      [order.mine.code, 'IV001-B', '7.90', '395.00'],
    ]);
    expect(await invoiced()).toEqual([0, 0]); // a draft bills nothing yet
  });

  it('refuses a line over what arrived, of another supplier, or twice; a bad or repeated invoice number', async () => {
    const [a] = order.mine.lines;
    expect((await draft('22345678', [{ order_line_id: a!.id, quantity: 41 }])).message).toBe(
      `lines: 第1行：${order.mine.code} 的 IV001-A 可开票 40，不能开票 41`,
    );
    expect((await draft('22345678', [{ order_line_id: order.theirs.lines[0]!.id, quantity: 1 }])).message).toBe(
      `lines: 第1行：采购单 ${order.theirs.code} 不是该发票供应商的`,
    );
    expect(
      (
        await draft('22345678', [
          { order_line_id: a!.id, quantity: 1 },
          { order_line_id: a!.id, quantity: 1 },
        ])
      ).message,
    ).toBe(`lines: 第2行：与第1行是同一采购明细（${order.mine.code} IV001-A）`);
    expect((await draft('22345678', [{ order_line_id: newId(), quantity: 1 }])).message).toBe('lines: 第1行：采购明细不存在，或其采购单未审核');
    expect((await draft('1234', [{ order_line_id: a!.id, quantity: 1 }])).message).toBe('invoice_no: 发票号码为8到20位数字');
    expect((await draft('12345678', [{ order_line_id: a!.id, quantity: 1 }])).code).toBe(10409); // the number is taken
  });

  it('books an invoice (确认入账): the order lines count it as invoiced; a second cannot bill it again', async () => {
    const [a] = order.mine.lines;
    second = (await draft('32345678', [{ order_line_id: a!.id, quantity: 20 }])).data; // fine while a draft
    const booked = await fin('POST', 'input/invoice/batch/confirm', { ids: [first.id] });
    expect([booked.code, booked.data]).toEqual([10000, { updated: 1 }]);
    await k.t.outbox.dispatch();
    expect(await invoiced()).toEqual([30, 50]);
    const [taken] = (await sql("select payload from platform.outbox_events where name = $1 and payload->>'kind' = 'invoiced'", [ORDER_LINE_TAKEN])).rows;
    expect(taken!.payload.operator).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: `进项发票 ${first.code}` }); // who booked it
    expect((await fin('GET', `input/invoice/${first.id}`)).data).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(String) });
    const again = await fin('POST', `input/invoice/${second.id}/confirm`);
    expect([again.code, again.message]).toEqual([10422, `lines: 第1行：${order.mine.code} 的 IV001-A 可开票 10，不能开票 20`]);
    expect((await fin('DELETE', `input/invoice/${first.id}`)).message).toBe('进项发票当前为「已入账」，不能删除');
    const lines = (await buy('GET', `order/detail/${order.mine.id}`)).data.lines;
    expect(lines.map((l: { invoiced_quantity: number }) => l.invoiced_quantity)).toEqual([30, 50]);
  });

  it('voids a booked invoice with its reason; the order lines may be billed again', async () => {
    expect((await fin('POST', `input/invoice/${first.id}/void`)).message).toBe('void_reason: 请输入作废原因');
    const voided = await fin('POST', `input/invoice/${first.id}/void`, { void_reason: '供应商开错税率，红冲重开' });
    expect(voided.data).toMatchObject({ status: 'voided', void_reason: '供应商开错税率，红冲重开' });
    await k.t.outbox.dispatch();
    expect(await invoiced()).toEqual([0, 0]);
    expect((await fin('POST', `input/invoice/${second.id}/confirm`)).data.status).toBe('confirmed');
    await k.t.outbox.dispatch();
    expect(await invoiced()).toEqual([20, 0]);
  });

  it('offers the supplier’s order lines left to bill to the line select, and lists, counts and deletes drafts', async () => {
    const options = (await buy('GET', `order/line/options?supplier_id=${supplierOf.mine}`)).data;
    expect(options.map((o: { title: string }) => o.title)).toEqual([`${order.mine.code} · IV001-A（可开票 20）`, `${order.mine.code} · IV001-B（可开票 50）`]);
    const spare = (await draft('42345678', [{ order_line_id: order.mine.lines[1]!.id, quantity: 5 }])).data;
    const listed = (await fin('GET', 'input/invoices?status=draft')).data;
    expect(listed.list.map((r: { id: string }) => r.id)).toEqual([spare.id]);
    expect(listed.counts.find((c: { value: string }) => c.value === 'confirmed').count).toBe(1);
    expect((await fin('DELETE', 'input/invoice/batch/delete', { ids: [spare.id] })).data).toEqual({ deleted: 1 });
    const buyer = await k.t.login('buyer01', DEMO_PASSWORD);
    expect((await fin('GET', 'input/invoices', undefined, buyer)).code).toBe(10403);
    // The palette opens an invoice by its number, for its readers only.
    const search = async (as: Session) => (await k.t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${first.code.slice(0, 12)}`, as })).body.data;
    expect((await search(admin)).map((h: { kind: string; code: string }) => `${h.kind} ${h.code}`)).toContain(`进项发票 ${first.code}`);
    expect((await search(buyer)).some((h: { kind: string }) => h.kind === '进项发票')).toBe(false);
  });
});
