// 采购跟踪报表 (`report/orderTrack`, README "Order track report"): per supplier, its orders of the period summed —
// arrived, fallen due, on time and overdue lines, days taken — in China's days, the period applied before the
// sums, a draft left out, a reader's data rule, the export.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_TAKEN, type OrderLineTaken } from '../public.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
const supplier = { a: '', b: '' };
const orderOf: Record<string, string> = {};
const operator = { id: '01a200cb-1b5c-7a13-8269-1212095bb990', name: '仓库-李强' };
/** Today in China, as the report counts it, `n` days back (`YYYY-MM-DD`). */
let daysAgo: (n: number) => string;

/** An order of `lines` [sku index, quantity] ordered `ordered` days ago, expected `expected` days ago (− ahead). */
async function orderWith(name: string, supplierId: string, ordered: number, expected: number, lines: [number, number][], skus: string[], warehouse: string) {
  const made = await kit.api('POST', 'order/create', {
    supplier_id: supplierId,
    warehouse_id: warehouse,
    currency_id: kit.cny,
    lines: lines.map(([i, quantity]) => ({ sku_id: skus[i], quantity, price: '5.00' })),
  });
  expect(made.code, made.message).toBe(10000);
  orderOf[name] = made.data.id;
  await kit.sql('update purchase.orders set order_date = $2, plan_date = $3 where id = $1', [made.data.id, daysAgo(ordered), daysAgo(expected)]);
  return Object.fromEntries(made.data.lines.map((l: { id: string; sku_id: string }) => [skus.indexOf(l.sku_id), l.id])) as Record<number, string>;
}

/** A receipt line of `quantity` against an order line, recorded at `time` (China) `days` days back. */
async function received(line: string, quantity: number, days: number, time: string, version = 1, target = newId()) {
  const takes = [{ target, source: line, quantity, version }];
  await kit.t.db.database.tx((tx) => kit.t.outbox.publish(tx, ORDER_LINE_TAKEN, { kind: 'received', takes, operator } satisfies OrderLineTaken));
  await kit.t.outbox.dispatch();
  await kit.sql(`update platform.document_flow set updated_at = ($2::date + $3::time) at time zone 'Asia/Shanghai' where target_line = $1`, [
    target,
    daysAgo(days),
    time,
  ]);
  return target;
}

const report = async (query = '') => (await kit.api('GET', `report/orderTrack?per_page=50${query}`)).data;
const rowOf = async (id: string, query = '') => (await report(query)).list.find((r: { id: string }) => r.id === id);

beforeAll(async () => {
  kit = await purchaseKit();
  const today = (await kit.sql("select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as d")).rows[0].d as string;
  daysAgo = (n) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const skus = [newId(), newId()];
  for (const [i, id] of skus.entries())
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, `OT00${i}-A`, newId(), 'track report']);
  const warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-OT', '跟踪仓', 'local')", [warehouse]);
  for (const [key, name] of [
    ['a', '甲供应商'],
    ['b', '乙供应商'],
  ] as const) {
    supplier[key] = (await kit.api('POST', 'supplier/create', kit.supplierInput(name))).data.id;
    await kit.api('PUT', `supplier/updateStatus/${supplier[key]}`, { status: 'active' });
  }
  // 甲: A1 ordered 20 days ago, due 5 days ago — line 0 (100) arrived 8 days ago (on time; a later receipt
  // corrected to nothing does not count), line 1 (50, its own day 10 days ago) arrived 7 days ago (late).
  const a1 = await orderWith(
    'a1',
    supplier.a,
    20,
    5,
    [
      [0, 100],
      [1, 50],
    ],
    skus,
    warehouse,
  );
  // A2 ordered 3 days ago, due in 5 days — line 0 (40, its own day yesterday): 10 arrived, 10 closed, 20 overdue;
  // line 1 (60) not due. A draft of 1000 that must not count.
  const a2 = await orderWith(
    'a2',
    supplier.a,
    3,
    -5,
    [
      [0, 40],
      [1, 60],
    ],
    skus,
    warehouse,
  );
  const draft = await orderWith('draft', supplier.a, 3, 1, [[0, 1000]], skus, warehouse);
  // 乙: B1 ordered 40 days ago, due 30 days ago — line 0 (30) arrived at 23:30 that day (on time), line 1 (20) at
  // 00:30 the day after (late, though still the due day in UTC). B2 (10) ordered 2 days ago, due in 3 days.
  const b1 = await orderWith(
    'b1',
    supplier.b,
    40,
    30,
    [
      [0, 30],
      [1, 20],
    ],
    skus,
    warehouse,
  );
  await orderWith('b2', supplier.b, 2, -3, [[0, 10]], skus, warehouse);
  await kit.sql("update purchase.orders set status = 'approved', approved_at = now() where id <> $1", [orderOf.draft]);
  await kit.sql("update purchase.orders set purchase_type = 'sample' where id = $1", [orderOf.b2]);
  await kit.sql('update purchase.order_lines set plan_date = $2 where id = $1', [a1[1], daysAgo(10)]);
  await kit.sql('update purchase.order_lines set plan_date = $2 where id = $1', [a2[0], daysAgo(1)]);
  expect(draft[0]).toEqual(expect.any(String));

  await received(a1[0]!, 60, 9, '10:00');
  await received(a1[0]!, 40, 8, '15:00');
  const corrected = await received(a1[0]!, 5, 2, '09:00');
  await received(a1[0]!, 0, 1, '09:00', 2, corrected);
  await received(a1[1]!, 50, 7, '11:00');
  await received(a2[0]!, 10, 2, '16:00');
  await kit.sql('update purchase.order_lines set closed_quantity = 10 where id = $1', [a2[0]]);
  await received(b1[0]!, 30, 30, '23:30');
  await received(b1[1]!, 20, 29, '00:30');
});
afterAll(async () => kit?.t.close());

describe('采购跟踪报表', () => {
  it('sums each supplier’s counted orders, largest purchase first', async () => {
    const answer = await report();
    expect(answer.list.map((r: { id: string }) => r.id)).toEqual([supplier.a, supplier.b]);
    const [a, b] = answer.list;
    expect(a).toMatchObject({
      supplier: '甲供应商',
      orders: 2,
      lines: 4,
      quantity: 250,
      arrived: 160,
      closed: 10,
      arrival_rate: '66.7', // 160 / (250 − 10 closed)
      due_lines: 3,
      on_time_lines: 1,
      on_time_rate: '33.3',
      overdue_lines: 1,
      avg_days: '12.5', // 12 and 13 days
      amount: '1250.00',
    });
    expect(b).toMatchObject({
      supplier: '乙供应商',
      orders: 2,
      lines: 3,
      quantity: 60,
      arrived: 50,
      arrival_rate: '83.3',
      due_lines: 2,
      on_time_lines: 1,
      on_time_rate: '50.0',
      overdue_lines: 0,
      avg_days: '10.5', // 10 and 11 days, in China's days
      amount: '300.00',
    });
    expect((await report('&sort=avg_days')).list.map((r: { id: string }) => r.id)).toEqual([supplier.b, supplier.a]);
  });

  it('narrows the orders before summing them: period, supplier, buyer, purchase type', async () => {
    expect(await rowOf(supplier.b, `&order_date_from=${daysAgo(25)}`)).toMatchObject({
      orders: 1,
      lines: 1,
      quantity: 10,
      arrived: 0,
      arrival_rate: '0.0',
      due_lines: 0,
      on_time_lines: 0,
      on_time_rate: null,
      overdue_lines: 0,
      avg_days: null,
      amount: '50.00',
    });
    expect(await rowOf(supplier.a, `&order_date_to=${daysAgo(10)}`)).toMatchObject({
      orders: 1,
      lines: 2,
      quantity: 150,
      arrived: 150,
      arrival_rate: '100.0',
      due_lines: 2,
      on_time_lines: 1,
      on_time_rate: '50.0',
      overdue_lines: 0,
      avg_days: '12.5',
      amount: '750.00',
    });
    expect((await report(`&order_date_from=${daysAgo(50)}&order_date_to=${daysAgo(30)}`)).list.map((r: { id: string }) => r.id)).toEqual([supplier.b]);
    expect((await report(`&supplier_id=${supplier.b}`)).list.map((r: { id: string }) => r.id)).toEqual([supplier.b]);
    expect((await report('&purchase_type=sample')).list).toEqual([expect.objectContaining({ id: supplier.b, orders: 1, quantity: 10 })]);
    expect((await kit.api('GET', 'report/orderTrack?order_date_from=2026-13-01')).code).toBe(10422);
    expect((await kit.api('GET', 'report/orderTrack?purchase_type=nope')).code).toBe(10422);
  });

  it('keeps to the reader’s data rule on orders, and exports the rows', async () => {
    const reader = await kit.userWith('ot_own', '13900003333', ['purchase.order.read'], { owner: true });
    await kit.sql('update purchase.orders set buyer_id = $1 where supplier_id = $2', [reader.id, supplier.a]);
    const mine = (await kit.call(reader.session, 'GET', 'report/orderTrack')).data.list;
    expect(mine).toEqual([expect.objectContaining({ id: supplier.a, orders: 2, quantity: 250, amount: '1250.00' })]);
    expect((await report(`&buyer_id=${reader.id}`)).list.map((r: { id: string }) => r.id)).toEqual([supplier.a]);
    expect((await kit.call(reader.session, 'GET', 'report/orderTrack/export')).code).toBe(10403);
    const file = await kit.t.call({ method: 'GET', url: `/api-purchase/api/v1/purchase/report/orderTrack/export?order_date_to=${daysAgo(10)}`, as: kit.admin });
    expect(file.statusCode).toBe(200);
    expect(file.raw.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.raw.headers['content-disposition'])).toContain('.xlsx');
  });
});
