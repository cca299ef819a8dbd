// 进项发票 against purchase orders (README "Input invoices"): a line bills an approved order line of the invoice's
// supplier, at most its goods received and not returned less what booked invoices billed; 确认入账 books it (the
// order line's 已开票 follows through `purchase.orderLine.taken`), 作废 takes it back out.
import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { ORDER_LINE_TAKEN, type OrderLineTaken, purchaseManifest } from '@entrepot/module-purchase';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest as finance } from './manifest.ts';
import { seedFinance } from './seed.ts';

let t: TestApp;
let admin: Session;
let cny: string;
const order = {} as Record<'mine' | 'theirs', { id: string; code: string; lines: { id: string; sku_id: string }[] }>;
const supplierOf = {} as Record<'mine' | 'theirs', string>;
const operator = { id: newId(), name: '仓库-李强' };

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check
type Answer = { code: number; message: string; data: any };
const call = async (service: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, as = admin): Promise<Answer> =>
  (await t.call({ method, url: `${service}${path}`, as, ...(payload ? { payload } : {}) })).body;
const buy = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => call('/api-purchase/api/v1/purchase/', method, path, payload);
const fin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, as?: Session) =>
  call('/api-finance/api/v1/finance/', method, path, payload, as);
const sql = (text: string, values: unknown[] = []) => t.db.database.pool.query(text, values);
const invoiced = async () =>
  (await sql('select invoiced_quantity as n from purchase.order_lines where order_id = $1 order by quantity desc', [order.mine.id])).rows.map((r) => r.n);

async function approvedOrder(name: string, lines: { sku_id: string; quantity: number; price: string }[], warehouse: string) {
  const supplier = (
    await buy('POST', 'supplier/create', {
      name,
      type: 'factory',
      currency_id: cny,
      contacts: [{ name: '王丽', mobile: '13912345678', is_primary: true }],
      accounts: [{ account_type: 'company', bank_name: '招商银行', account_no: '6222021234567890', holder: name, is_default: true }],
    })
  ).data.id as string;
  await buy('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  const made = await buy('POST', 'order/create', { supplier_id: supplier, warehouse_id: warehouse, currency_id: cny, lines });
  expect(made.code, made.message).toBe(10000);
  await sql("update purchase.orders set status = 'approved' where id = $1", [made.data.id]);
  return { supplier, order: made.data };
}

/** The warehouse received these quantities of order lines. */
async function received(takes: { source: string; quantity: number }[]) {
  const payload = { kind: 'received', takes: takes.map((x) => ({ ...x, target: newId(), version: 1 })), operator } satisfies OrderLineTaken;
  await t.db.database.tx((tx) => t.outbox.publish(tx, ORDER_LINE_TAKEN, payload));
  await t.outbox.dispatch();
}

beforeAll(async () => {
  t = await createTestApp([await purchaseManifest(), finance]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await seedFinance(t.db.database, { demo: true, today: '2026-06-01' });
  cny = (await sql("select id from finance.currencies where code = 'CNY'")).rows[0].id;
  const [a, b] = [newId(), newId()];
  for (const [id, code] of [
    [a, 'IV001-A'],
    [b, 'IV001-B'],
  ])
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, code, newId(), code]);
  const warehouse = newId();
  await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-IV', '发票仓', 'local')", [warehouse]);
  const mine = await approvedOrder(
    '开票供应商',
    [
      { sku_id: a, quantity: 100, price: '5.00' },
      { sku_id: b, quantity: 50, price: '8.00' },
    ],
    warehouse,
  );
  const theirs = await approvedOrder('另一供应商', [{ sku_id: a, quantity: 10, price: '5.50' }], warehouse);
  [order.mine, order.theirs, supplierOf.mine, supplierOf.theirs] = [mine.order, theirs.order, mine.supplier, theirs.supplier];
  await received([
    { source: order.mine.lines[0]!.id, quantity: 40 },
    { source: order.mine.lines[1]!.id, quantity: 50 },
    { source: order.theirs.lines[0]!.id, quantity: 10 },
  ]);
});
afterAll(async () => t?.close());

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
    await t.outbox.dispatch();
    expect(await invoiced()).toEqual([30, 50]);
    const [taken] = (await sql("select payload from platform.outbox_events where name = $1 and payload->>'kind' = 'invoiced'", [ORDER_LINE_TAKEN])).rows;
    expect(taken.payload.operator).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: `进项发票 ${first.code}` }); // who booked it
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
    await t.outbox.dispatch();
    expect(await invoiced()).toEqual([0, 0]);
    expect((await fin('POST', `input/invoice/${second.id}/confirm`)).data.status).toBe('confirmed');
    await t.outbox.dispatch();
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
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await fin('GET', 'input/invoices', undefined, buyer)).code).toBe(10403);
    // The palette opens an invoice by its number, for its readers only.
    const search = async (as: Session) => (await t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${first.code.slice(0, 12)}`, as })).body.data;
    expect((await search(admin)).map((h: { kind: string; code: string }) => `${h.kind} ${h.code}`)).toContain(`进项发票 ${first.code}`);
    expect((await search(buyer)).some((h: { kind: string }) => h.kind === '进项发票')).toBe(false);
  });
});
