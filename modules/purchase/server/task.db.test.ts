// Purchase tasks through the real app (README "Purchase tasks"): the supplier chosen per task and per SKU,
// the before-create check, and orders made from tasks — one per supplier and warehouse, lines merged, priced
// from the quotations in force, the tasks marked with their order.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let warehouse: string;
const suppliers: string[] = [];
const skus: string[] = [];

const newTask = async (sku: number, quantity: number, supplier?: number) => {
  const made = await kit.api('POST', 'task/create', {
    sku_id: skus[sku],
    quantity,
    warehouse_id: warehouse,
    ...(supplier === undefined ? {} : { supplier_id: suppliers[supplier] }),
  });
  expect(made.code, made.message).toBe(10000);
  return made.data as { id: string; code: string };
};

beforeAll(async () => {
  kit = await purchaseKit();
  warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-TK', '任务仓', 'local')", [warehouse]);
  for (const [i, name] of ['任务供应商甲', '任务供应商乙'].entries()) {
    const id = (await kit.api('POST', 'supplier/create', kit.supplierInput(name))).data.id;
    await kit.api('PUT', `supplier/updateStatus/${id}`, { status: 'active' });
    suppliers.push(id);
    const sku = newId();
    skus.push(sku);
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [sku, `TK00${i}-A`, newId(), 'task']);
  }
  // What each supplies, at which price: 甲 both SKUs, 乙 the second only.
  for (const [supplier, sku, price] of [
    [0, 0, '8.00'],
    [0, 1, '6.00'],
    [1, 1, '5.50'],
  ] as const) {
    await kit.api('POST', 'supplier/sku', { supplier_id: suppliers[supplier], sku_id: skus[sku], is_default: supplier === 0 });
    const q = await kit.api('POST', 'quotation', {
      supplier_id: suppliers[supplier],
      sku_id: skus[sku],
      currency_id: kit.cny,
      valid_from: '2026-01-01',
      breaks: [{ min_quantity: 1, price }],
    });
    await kit.sql("update purchase.quotations set status = 'active' where id = $1", [q.data.id]);
  }
});
afterAll(async () => kit?.t.close());

describe('采购任务', () => {
  it('choose a supplier per task or per SKU from those supplying it, the default first', async () => {
    const found = (await kit.api('GET', `task/supplier/search?sku_id=${skus[1]}`)).data.map((s: { name: string }) => s.name);
    expect(found).toEqual(['任务供应商甲', '任务供应商乙']);
    const a = await newTask(1, 10);
    const b = await newTask(1, 20);
    expect((await kit.api('PUT', `task/supplier/sku/${skus[1]}`, { supplier_id: suppliers[1] })).data.updated).toBe(2);
    expect((await kit.api('GET', `task/detail?id=${a.id}`)).data.supplier_id).toBe(suppliers[1]);
    expect((await kit.api('PUT', `task/supplier/order/${b.id}`, { supplier_id: suppliers[0] })).data.supplier_id).toBe(suppliers[0]);
    await kit.api('POST', 'task/stopSale', { ids: [a.id, b.id] });
    expect((await kit.api('GET', `task/${b.id}`)).data.status).toBe('stopped');
  });

  it('make one order per supplier, a SKU’s tasks merged, priced from the quotations; the tasks know their order', async () => {
    const t1 = await newTask(0, 30, 0);
    const t2 = await newTask(0, 20, 0);
    const t3 = await newTask(1, 40, 0);
    const t4 = await newTask(1, 15, 1);
    const ids = [t1, t2, t3, t4].map((t) => t.id);
    const plan = (await kit.api('GET', `task/before/create/order?ids=${ids.join(',')}`)).data;
    expect(plan.problems).toEqual([]);
    expect(
      plan.orders.map((o: { supplier_name: string; lines: { sku_code: string; quantity: number }[] }) => [
        o.supplier_name,
        o.lines.map((l) => [l.sku_code, l.quantity]),
      ]),
    ).toEqual([
      [
        '任务供应商甲',
        [
          ['TK000-A', 50],
          ['TK001-A', 40],
        ],
      ],
      ['任务供应商乙', [['TK001-A', 15]]],
    ]);
    const made = (await kit.api('POST', 'task/create/order', { ids })).data;
    expect(made.map((m: { tasks: number }) => m.tasks)).toEqual([3, 1]);
    const first = (await kit.api('GET', `order/detail/${made[0].id}`)).data;
    expect(first).toMatchObject({ status: 'draft', purchase_type: 'stock', total_quantity: 90, total_amount: '640.00' }); // 50 × 8 + 40 × 6
    expect(first.lines[0].remark).toBe(`采购任务 ${t1.code}、${t2.code}`);
    const after = (await kit.api('GET', `task/${t1.id}`)).data;
    expect(after).toMatchObject({ status: 'ordered', order_id: made[0].id, order_id_title: made[0].code, ordered_at: expect.any(String) });
    const again = await kit.api('POST', 'task/create/order', { ids: [t1.id] });
    expect([again.code, again.message]).toEqual([10409, `采购任务 ${t1.code} 不是待下单状态`]);
  });

  it('refuses tasks without a supplier, and a SKU the chosen supplier has no price for, making nothing', async () => {
    const none = await newTask(0, 5);
    expect((await kit.api('POST', 'task/create/order', { ids: [none.id] })).message).toBe(`采购任务 ${none.code} 未选择供应商`);
    const unpriced = await newTask(0, 5, 1);
    const refused = await kit.api('POST', 'task/create/order', { ids: [unpriced.id] });
    expect(refused.message).toBe('SKU TK000-A 没有该供应商的有效报价，请填写单价');
    expect((await kit.api('GET', `task/${unpriced.id}`)).data.status).toBe('open');
  });
});

describe('采购任务: the remaining rows', () => {
  it('shares a task by a read-only link, keeps its quantity history and its stop-sale log, and names the choices', async () => {
    const t = await newTask(0, 30, 0);
    await kit.api('PUT', 'task/update/num', { id: t.id, quantity: 45 });
    const history = (await kit.api('GET', `task/num_records?id=${t.id}`)).data;
    // Newest first, down to the quantity it was made with.
    expect(history).toMatchObject([
      { before: 30, after: 45, user_name: expect.any(String) },
      { before: null, after: 30 },
    ]);
    const link = (await kit.api('POST', `task/shareLink/${t.id}`)).data;
    expect(link).toMatchObject({ url: expect.stringMatching(/^\/purchase\/management\/taskDetail\?token=/), expires_in_days: 7 });
    const token = new URL(link.url, 'http://x').searchParams.get('token')!;
    const open = async () => (await kit.t.call({ method: 'GET', url: `/api-purchase/api/v1/purchase/open/task/detail?token=${token}` })).body;
    expect((await open()).data).toMatchObject({ code: t.code, quantity: 45, sku_name: 'task', supplier_id_title: expect.any(String), order_code: null });
    expect((await open()).code).toBe(10000); // a view does not spend it
    const bad = (await kit.t.call({ method: 'GET', url: '/api-purchase/api/v1/purchase/open/task/detail?token=not-a-real-token-at-all' })).body;
    expect([bad.code, bad.message]).toEqual([10403, '链接无效或已过期']);
    await kit.api('POST', 'task/stopSale', { ids: [t.id] });
    const log = (await kit.api('GET', 'task/stopsalelogindex?per_page=50')).data;
    expect(log.list.find((r: { code: string }) => r.code === t.code)).toMatchObject({ sku_code: 'TK000-A', status: 'stopped' });
    // A declared query: filtered by its fields (the task's number, the state now, the day).
    const one = (await kit.api('GET', `task/stopsalelogindex?code=${t.code}&status=stopped`)).data;
    expect([one.total, one.list[0]]).toEqual([
      1,
      expect.objectContaining({ code: t.code, quantity: 45, at: expect.any(String), user_name: expect.any(String) }),
    ]);
    expect((await kit.api('GET', `task/stopsalelogindex?code=${t.code}&status=open`)).data.total).toBe(0);
    const exported = await kit.api('GET', 'task/stopsalelogexport');
    expect(exported.data.task_id).toEqual(expect.any(String));
    await kit.t.identity.tasks.runner.drain();
    const files = (await kit.auth(kit.admin, 'GET', '/file-tasks')).data.list;
    expect(files.find((f: { id: string }) => f.id === exported.data.task_id)).toMatchObject({ status: 'succeeded' });
    const choices = (await kit.api('GET', 'task/conditions')).data;
    expect(choices.status).toContainEqual({ value: 'open', label: '待下单' });
    expect(choices.source).toContainEqual({ value: 'plan', label: '计划单' });
  });

  it('排雷 gives tasks without a supplier their SKU’s default one, and names those it cannot', async () => {
    const a = await newTask(0, 5);
    const other = newId();
    await kit.sql("insert into catalogue.skus (id, code, spu_id, name) values ($1, 'TK-NONE', $2, 'none')", [other, newId()]);
    const b = (await kit.api('POST', 'task/create', { sku_id: other, quantity: 5, warehouse_id: warehouse })).data;
    const answer = (await kit.api('POST', 'task/bombDisposal', { ids: [a.id, b.id] })).data;
    expect(answer).toEqual({ fixed: 1, left: [`采购任务 ${b.code} 的SKU没有默认供应商`] });
    expect((await kit.api('GET', `task/${a.id}`)).data.supplier_id).toBe(suppliers[0]);
  });

  it('产能校验: a supplier works through what its approved orders owe, then the tasks by their day', async () => {
    await kit.sql('update purchase.suppliers set daily_capacity = 10, lead_days = 0 where id = $1', [suppliers[1]]);
    const soon = (
      await kit.api('POST', 'task/create', { sku_id: skus[1], quantity: 20, warehouse_id: warehouse, supplier_id: suppliers[1], need_date: '2020-01-01' })
    ).data;
    const later = (
      await kit.api('POST', 'task/create', { sku_id: skus[1], quantity: 20, warehouse_id: warehouse, supplier_id: suppliers[1], need_date: '2999-01-01' })
    ).data;
    const none = await newTask(0, 5);
    const verdicts = (await kit.api('GET', `task/validProduction?ids=${soon.id},${later.id},${none.id}`)).data;
    expect(verdicts.map((v: { code: string; feasible: boolean | null }) => [v.code, v.feasible])).toEqual([
      [soon.code, false],
      [later.code, true],
      [none.code, null],
    ]);
    expect(verdicts[0].message).toMatch(/^产能不足：最早 \d{4}-\d{2}-\d{2} 交货，晚于需求日期 2020-01-01（日产能 10 件，在途 \d+ 件）$/);
  });
});
