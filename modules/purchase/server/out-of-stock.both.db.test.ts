// 缺货 through the real app (README "Out of stock"): the SKUs packages wait for with what is coming and the gap,
// the packages behind one, the SPU view, 缺货计算, a plan made from the rows and what it then covers.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let warehouse: string;
let supplier: string;
const sku = { a: newId(), b: newId(), c: newId() };
const spu = newId();
const packages: string[] = [];

/** A package in 40 缺货 waiting for `quantity` of a SKU, ordered `daysAgo` days ago. */
const waiting = async (skuId: string, code: string, quantity: number, daysAgo: number, status = '40') => {
  const id = newId();
  packages.push(id);
  await kit.sql(
    `insert into oms.packages (id, code, status, warehouse_id, buyer_name, country, ordered_at, order_codes)
     values ($1, $2, $3, $4, 'Buyer', 'US', now() - make_interval(days => $5), $6)`,
    [id, `PK-${packages.length}`, status, warehouse, daysAgo, `SO-${packages.length}`],
  );
  await kit.sql(
    `insert into oms.package_lines (id, package_id, order_id, order_code, order_line_id, sku_id, sku_code, quantity, line_no)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 1)`,
    [newId(), id, newId(), `SO-${packages.length}`, newId(), skuId, code, quantity],
  );
};
const rowOf = async (skuId: string) => (await kit.api('GET', 'exception/outOfStock?per_page=100')).data.list.find((r: { id: string }) => r.id === skuId);

beforeAll(async () => {
  kit = await purchaseKit();
  warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-OS', '缺货仓', 'local')", [warehouse]);
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('缺货供应商'))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  const category = newId();
  await kit.sql("insert into catalogue.categories (id, code, name) values ($1, 'OSC', '缺货类目')", [category]);
  await kit.sql("insert into catalogue.spus (id, code, name, category_id) values ($1, 'OS001', '缺货款', $2)", [spu, category]);
  for (const [key, code] of [
    ['a', 'OS001-A'],
    ['b', 'OS001-B'],
    ['c', 'OS001-C'],
  ] as const)
    await kit.sql("insert into catalogue.skus (id, code, spu_id, name, status) values ($1, $2, $3, $4, 'on_sale')", [sku[key], code, spu, `缺货 ${code}`]);
  await kit.api('POST', 'supplier/sku', { supplier_id: supplier, sku_id: sku.a, is_default: true });
  await kit.sql("update purchase.supplier_skus set status = 'enabled' where supplier_id = $1", [supplier]);
  // A: 3 + 5 waiting (two packages, the older 6 days ago); 2 available elsewhere. B: 4 waiting, 10 available.
  await waiting(sku.a, 'OS001-A', 3, 6);
  await waiting(sku.a, 'OS001-A', 5, 1);
  await waiting(sku.b, 'OS001-B', 4, 2);
  await waiting(sku.c, 'OS001-C', 9, 2, '50'); // allocated, not waiting
  await kit.sql(
    "insert into wms.stock_balances (warehouse_id, location_id, sku_id, on_hand, reserved) values ($1, '', 'OS001-A', 2, 0), ($1, '', 'OS001-B', 10, 0)",
    [newId()],
  );
});
afterAll(async () => kit?.t.close());

describe('缺货', () => {
  it('lists each SKU packages wait for, with what is coming and the gap nothing covers', async () => {
    expect(await rowOf(sku.a)).toMatchObject({
      sku_code: 'OS001-A',
      spu_code: 'OS001',
      supplier: '缺货供应商',
      waiting: 8,
      packages: 2,
      days_waiting: 6,
      available: 2,
      on_order: 0,
      planned: 0,
      gap: 6,
      coverage: 'short',
      next_arrival: null,
    });
    expect(await rowOf(sku.b)).toMatchObject({ waiting: 4, available: 10, gap: 0, coverage: 'covered' });
    expect(await rowOf(sku.c)).toBeUndefined();
    const short = (await kit.api('GET', 'out/of/stock?coverage=short')).data.list.map((r: { sku_code: string }) => r.sku_code);
    expect(short).toEqual(['OS001-A']);
    // Oldest waiting first.
    const codes = (await kit.api('GET', 'exception/outOfStock?per_page=100')).data.list.map((r: { sku_code: string }) => r.sku_code);
    expect(codes.indexOf('OS001-A')).toBeLessThan(codes.indexOf('OS001-B'));
  });

  it('names the packages behind a SKU, oldest first, and the SKU’s detail', async () => {
    const list = (await kit.api('POST', 'exception/outOfStockBySku', { sku_ids: [sku.a] })).data;
    expect(list.map((p: { package_code: string; quantity: number; warehouse: string }) => [p.package_code, p.quantity, p.warehouse])).toEqual([
      ['PK-1', 3, '缺货仓'],
      ['PK-2', 5, '缺货仓'],
    ]);
    const detail = (await kit.api('GET', `out/of/stock/${sku.a}/detail`)).data;
    expect(detail).toMatchObject({ sku_code: 'OS001-A', gap: 6 });
    expect(detail.packages_waiting).toHaveLength(2);
    expect((await kit.api('GET', `out/of/stock/${sku.c}/detail`)).code).toBe(10404);
    expect((await kit.api('POST', 'exception/outOfStockBySku', { sku_ids: [] })).message).toContain('请选择SKU');
  });

  it('sums per SPU and as 缺货计算, then a plan from the rows covers the gap', async () => {
    const spus = (await kit.api('GET', 'out/of/stock/groupSpu')).data;
    expect(spus.find((g: { spu_code: string }) => g.spu_code === 'OS001')).toMatchObject({ skus: 2, waiting: 12, gap: 6 });
    expect((await kit.api('POST', 'out/of/stock/calculate')).data).toMatchObject({ skus: 2, short_skus: 1, waiting: 12, gap: 6, packages: 3 });
    expect((await kit.api('POST', 'out/of/stock/select/calculate', { sku_ids: [sku.b] })).data).toMatchObject({ skus: 1, short_skus: 0, gap: 0 });
    expect((await kit.api('GET', 'out/of/stock/tasks/count')).data).toEqual({ count: 1 });
    expect((await kit.api('GET', 'out/of/stock/sources')).data).toEqual([expect.objectContaining({ warehouse: '缺货仓', packages: 3, units: 12 })]);
    const plan = await kit.api('POST', 'out/of/stock/create/plan', {
      warehouse_id: warehouse,
      need_date: '2026-12-31',
      lines: [{ sku_id: sku.a, quantity: 6 }],
    });
    expect(plan.code, plan.message).toBe(10000);
    expect((await kit.api('GET', `planOrder/detail/${plan.data.id}`)).data).toMatchObject({ remark: '由缺货生成', total_quantity: 6, source: 'stockout' });
    expect(await rowOf(sku.a)).toMatchObject({ planned: 6, gap: 0, coverage: 'covered' });
    // Approved (no flow: at once), the plan's task is a 缺货 task, listed with how far it got.
    expect((await kit.api('GET', 'out/of/stock/tasks')).data.total).toBe(0);
    expect((await kit.api('POST', `planOrder/submit/${plan.data.id}`)).code).toBe(10000);
    await kit.t.outbox.dispatch(); // the approval's decision reaches the plan
    expect((await kit.api('GET', `planOrder/detail/${plan.data.id}`)).data.status).toBe('approved');
    const tasks = (await kit.api('GET', 'out/of/stock/tasks')).data;
    expect(tasks.list).toEqual([expect.objectContaining({ sku_id: sku.a, quantity: 6, source: 'stockout', status: 'open', supplier_id: supplier })]);
    const states = (await kit.api('GET', 'out/of/stock/task/status')).data;
    expect(states).toContainEqual({ value: 'open', label: expect.any(String), count: 1 });
    expect(states.reduce((n: number, st: { count: number }) => n + st.count, 0)).toBe(1);
    const file = await kit.t.call({ method: 'GET', url: '/api-purchase/api/v1/purchase/exception/outOfStockExport', as: kit.admin });
    expect(file.raw.headers['content-type']).toContain('spreadsheetml');
  });
});
