// 供应商进度 (`open/supplier/progress`, README "Supplier progress"): per supplier, what its orders still owe and
// how much of it is late against the expected day; a supplier asked for with nothing open answers zeros; a buyer
// limited to his own suppliers learns nothing of another's.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let busy: string;
let idle: string;

beforeAll(async () => {
  kit = await purchaseKit();
  const skus = [newId(), newId()];
  for (const [i, id] of skus.entries())
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, `PG00${i}-A`, newId(), 'progress']);
  const warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-PG', '进度仓', 'local')", [warehouse]);
  [busy, idle] = await Promise.all(
    ['进度供应商', '空闲供应商'].map(async (name) => (await kit.api('POST', 'supplier/create', kit.supplierInput(name))).data.id),
  );
  await kit.api('PUT', `supplier/updateStatus/${busy}`, { status: 'active' });
  for (const quantity of [100, 30]) {
    const made = await kit.api('POST', 'order/create', {
      supplier_id: busy,
      warehouse_id: warehouse,
      currency_id: kit.cny,
      lines: skus.map((sku_id) => ({ sku_id, quantity, price: '5.00' })),
    });
    expect(made.code, made.message).toBe(10000);
    await kit.sql("update purchase.orders set status = 'approved', approved_at = now() where id = $1", [made.data.id]);
  }
  // One line 40 arrived and 3 days late, one line 10 days ahead, the rest without a day.
  await kit.sql(
    `update purchase.order_lines set received_quantity = 40, plan_date = (now() at time zone 'Asia/Shanghai')::date - 3
      where id = (select l.id from purchase.order_lines l join catalogue.skus s on s.id = l.sku_id where s.code = 'PG000-A' and l.quantity = 100)`,
  );
  await kit.sql(
    `update purchase.order_lines set plan_date = (now() at time zone 'Asia/Shanghai')::date + 10
      where id = (select l.id from purchase.order_lines l join catalogue.skus s on s.id = l.sku_id where s.code = 'PG001-A' and l.quantity = 30)`,
  );
});
afterAll(async () => kit?.t.close());

describe('供应商进度', () => {
  it('sums what each supplier still owes and what of it is late', async () => {
    const answer = await kit.api('GET', `open/supplier/progress?supplier_ids=${busy},${idle}`);
    expect(answer.code, answer.message).toBe(10000);
    const [first, second] = answer.data;
    expect(first).toMatchObject({
      supplier_id: busy,
      supplier_name: '进度供应商',
      open_orders: 2,
      ordered: 260,
      received: 40,
      open_quantity: 220,
      late_lines: 1,
      late_quantity: 60,
    });
    expect(first.oldest_late_date).toEqual(expect.any(String));
    expect(first.next_date).toEqual(expect.any(String));
    expect(second).toMatchObject({ supplier_id: idle, open_orders: 0, open_quantity: 0, late_lines: 0, next_date: null });
    expect((await kit.api('GET', 'open/supplier/progress')).data.map((r: { supplier_id: string }) => r.supplier_id)).toEqual([busy]);
    expect((await kit.api('GET', 'open/supplier/progress?supplier_ids=abc')).code).toBe(10422);
  });

  it('tells a buyer limited to his own suppliers nothing of another', async () => {
    const { session } = await kit.userWith('progress_own', '13900002222', ['purchase.supplier.read'], { owner: true });
    expect((await kit.call(session, 'GET', `open/supplier/progress?supplier_ids=${busy}`)).data).toEqual([]);
  });
});
