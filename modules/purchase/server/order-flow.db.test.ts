// Document flow into purchase orders (README "Document flow"): receipts and returns arrive as
// `purchase.orderLine.taken`; each downstream line's take counts once per version, the order follows its lines,
// and the invariant — every 已到货 / 已退货 equals the takes recorded — holds after every step.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_TAKEN, type OrderLineTaken } from '../public.ts';
import { orderFlowMismatches } from './order-flow.ts';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let order: { id: string; lines: { id: string }[] };
const operator = { id: '01a200cb-1b5c-7a13-8269-1212095bb990', name: '仓库-李强' };

/** A receipt (or a return) as the warehouse will publish it, delivered. */
async function taken(kind: OrderLineTaken['kind'], takes: OrderLineTaken['takes']) {
  await kit.t.db.database.tx((tx) => kit.t.outbox.publish(tx, ORDER_LINE_TAKEN, { kind, takes, operator } satisfies OrderLineTaken));
  await kit.t.outbox.dispatch();
}
const state = async () => {
  const detail = (await kit.api('GET', `order/detail/${order.id}`)).data;
  return { status: detail.status, lines: detail.lines.map((l: Record<string, number>) => [l.received_quantity, l.returned_quantity]) };
};
const sound = async () => expect(await kit.t.db.database.tx((tx) => orderFlowMismatches(tx))).toEqual([]);

beforeAll(async () => {
  kit = await purchaseKit();
  const skus = [newId(), newId()];
  for (const [i, id] of skus.entries())
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, `FL00${i}-A`, newId(), 'flow']);
  const warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-FL', '流转仓', 'local')", [warehouse]);
  const supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('流转测试供应商'))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  const made = await kit.api('POST', 'order/create', {
    supplier_id: supplier,
    warehouse_id: warehouse,
    currency_id: kit.cny,
    lines: skus.map((sku_id) => ({ sku_id, quantity: 100, price: '5.00' })),
  });
  expect(made.code, made.message).toBe(10000);
  order = made.data;
  await kit.sql("update purchase.orders set status = 'approved' where id = $1", [order.id]);
});
afterAll(async () => kit?.t.close());

describe('what receipts and returns take from order lines', () => {
  it('moves the lines by each receipt line once per version, and the order along with them', async () => {
    const [a, b] = order.lines.map((l) => l.id);
    const skuA = (order.lines[0] as unknown as { sku_id: string }).sku_id;
    const receiptA = newId();
    await taken('received', [{ target: receiptA, source: a!, quantity: 40, version: 1 }]);
    expect(await state()).toEqual({
      status: 'partial',
      lines: [
        [40, 0],
        [0, 0],
      ],
    });
    // 采购跟踪 lists what is still open per line, and how late it is against the planned day.
    await kit.sql("update purchase.order_lines set plan_date = (now() at time zone 'Asia/Shanghai')::date - 3 where id = $1", [a]);
    const tracked = (await kit.api('GET', 'track?sku_code=FL00&sort=sku_code')).data.list;
    expect(tracked.map((r: Record<string, unknown>) => [r.sku_code, r.open_quantity, r.open_amount, r.days_late])).toEqual([
      ['FL000-A', 60, '300.00', 3],
      ['FL001-A', 100, '500.00', 0],
    ]);
    expect((await kit.api('GET', `track/${order.id}`)).data.list).toHaveLength(2); // the order's own lines
    expect((await kit.api('GET', `track/sku/${skuA}`)).data.list.map((r: { open_quantity: number }) => r.open_quantity)).toEqual([60]);
    expect((await kit.api('GET', `track/${newId()}`)).data.list).toEqual([]);
    await taken('received', [{ target: receiptA, source: a!, quantity: 40, version: 1 }]); // redelivered
    await taken('received', [{ target: receiptA, source: a!, quantity: 99, version: 0 }]); // an older version
    expect((await state()).lines).toEqual([
      [40, 0],
      [0, 0],
    ]);
    await taken('received', [{ target: receiptA, source: a!, quantity: 38, version: 2 }]); // the receipt line corrected
    expect((await state()).lines).toEqual([
      [38, 0],
      [0, 0],
    ]);
    await sound();

    await taken('received', [
      { target: newId(), source: a!, quantity: 62, version: 1 },
      { target: newId(), source: b!, quantity: 100, version: 1 },
    ]);
    expect(await state()).toEqual({
      status: 'completed',
      lines: [
        [100, 0],
        [100, 0],
      ],
    });
    await taken('returned', [{ target: newId(), source: b!, quantity: 5, version: 1 }]);
    expect(await state()).toEqual({
      status: 'partial',
      lines: [
        [100, 0],
        [100, 5],
      ],
    }); // the supplier owes 5 again
    await sound();
  });

  it('a receipt line moved to another order line leaves the first and counts on the second', async () => {
    const [a, b] = order.lines.map((l) => l.id);
    const target = newId();
    await taken('received', [{ target, source: a!, quantity: 3, version: 1 }]);
    await taken('received', [{ target, source: b!, quantity: 3, version: 2 }]);
    expect((await state()).lines).toEqual([
      [100, 0],
      [103, 5],
    ]);
    await sound();
  });

  it('reports a line whose stored figure drifted from what was recorded', async () => {
    await kit.sql('update purchase.order_lines set received_quantity = received_quantity + 1 where id = $1', [order.lines[0]!.id]);
    expect(await kit.t.db.database.tx((tx) => orderFlowMismatches(tx))).toEqual([{ line: order.lines[0]!.id, stored: 101, recorded: 100 }]);
  });
});
