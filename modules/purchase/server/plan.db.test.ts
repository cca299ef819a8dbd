// Plan orders through the real app (README "Plan orders"): lines filled by the server (default supplier, MOQ,
// recent sales), 按起订量调整, line edits and their refusals, create-and-submit, approval from a link making one
// purchase task per line, invalidating (open tasks cancelled; refused once one is ordered) and the data rule.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let warehouse: string;
let supplier: string;
const skus: string[] = [];
const spu = newId();

const planInput = (lines: object[], extra: object = {}) => ({ warehouse_id: warehouse, need_date: '2026-12-20', lines, ...extra });

beforeAll(async () => {
  kit = await purchaseKit();
  warehouse = newId();
  await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-PL', '计划仓', 'local')", [warehouse]);
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('计划供应商'))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  for (const code of ['PL001-A', 'PL001-B']) {
    const id = newId();
    skus.push(id);
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [id, code, spu, `计划 ${code}`]);
  }
  await kit.api('POST', 'supplier/sku', { supplier_id: supplier, sku_id: skus[0], is_default: true });
  await kit.sql("update purchase.supplier_skus set status = 'enabled' where supplier_id = $1", [supplier]);
  // The SPU's MOQ at this supplier: 100.
  await kit.api('POST', 'moq', { supplier_id: supplier, spu_id: spu, min_quantity: 100 });
  await kit.sql("update purchase.moqs set status = 'enabled' where supplier_id = $1", [supplier]);
  // Sales: 7 units three days ago, 5 more twenty days ago, and a cancelled order that does not count.
  const account = newId();
  for (const [days, quantity, status] of [
    [3, 7, '5'],
    [20, 5, '5'],
    [2, 50, '6'],
  ] as const) {
    const order = newId();
    await kit.sql(
      `insert into oms.orders (id, platform_order_id, account_id, status, ordered_at, buyer_name, country, currency, total_amount)
       values ($1, $2, $3, $4, now() - make_interval(days => $5), 'B', 'US', 'USD', 1)`,
      [order, `P-${order}`, account, status, days],
    );
    await kit.sql('insert into oms.order_lines (id, order_id, platform_sku, sku_id, quantity) values ($1, $2, $3, $4, $5)', [
      newId(),
      order,
      'X',
      skus[0],
      quantity,
    ]);
  }
});
afterAll(async () => kit?.t.close());

describe('计划单', () => {
  it('fills each line: the default supplier, its MOQ and the recent sales; numbers the plan; raises to the MOQ', async () => {
    const made = await kit.api(
      'POST',
      'planOrder/create',
      planInput([
        { sku_id: skus[0], quantity: 40 },
        { sku_id: skus[1], quantity: 120, supplier_id: supplier },
      ]),
    );
    expect(made.code, made.message).toBe(10000);
    expect(made.data).toMatchObject({ code: expect.stringMatching(/^JH\d{8}-\d{4}$/), status: 'draft', total_quantity: 160 });
    const [a, b] = made.data.lines;
    expect(a).toMatchObject({ supplier_id: supplier, moq: 100, sales_7d: 7, sales_30d: 12 });
    expect(b).toMatchObject({ moq: 100, sales_7d: 0 });
    expect((await kit.api('GET', `planOrder/moq/${made.data.id}`)).data).toEqual(['SKU PL001-A 计划 40，低于起订量 100']);
    const raised = (await kit.api('PUT', `planOrder/moq/${made.data.id}`)).data;
    expect([raised.raised, raised.total_quantity, raised.lines[0].quantity]).toEqual([1, 220, 100]);
    expect((await kit.api('PUT', `planOrder/moq/${made.data.id}`)).message).toBe('没有低于起订量的SKU');
  });

  it('edits, reads and removes one line while a draft; the last line stays; a SKU twice is refused', async () => {
    const made = (
      await kit.api(
        'POST',
        'planOrder/create',
        planInput([
          { sku_id: skus[0], quantity: 100 },
          { sku_id: skus[1], quantity: 100 },
        ]),
      )
    ).data;
    const [a, b] = made.lines;
    const edited = await kit.api('PUT', `planOrder/skuUpdate/${a.id}`, { quantity: 300, remark: '旺季' });
    expect(edited.data.total_quantity).toBe(400);
    expect((await kit.api('GET', `planOrder/skuDetail/${a.id}`)).data).toMatchObject({ quantity: 300, remark: '旺季' });
    expect((await kit.api('DELETE', `planOrder/skuDelete/${b.id}`)).data.total_quantity).toBe(300);
    expect((await kit.api('DELETE', `planOrder/skuDelete/${a.id}`)).message).toBe('计划单至少保留一个SKU，不需要时请作废或删除计划单');
    const twice = await kit.api(
      'POST',
      'planOrder/create',
      planInput([
        { sku_id: skus[0], quantity: 100 },
        { sku_id: skus[0], quantity: 5 },
      ]),
    );
    expect(twice.message).toBe('SKU PL001-A 重复，请合并为一行');
    expect((await kit.api('GET', `planOrder/getSkusBySpu?spu_id=${spu}`)).data.map((s: { code: string }) => s.code)).toEqual(['PL001-A', 'PL001-B']);
  });

  it('created and submitted at once, approved from a link: one task per line, invalidating cancels the open ones', async () => {
    const approver = await kit.userWith('plan_boss', '13700000031', ['purchase.planOrder.read']);
    const flow = await kit.auth(kit.admin, 'POST', '/approval/flow', {
      document_type: 'purchase.planOrder',
      name: '计划单审批',
      enabled: true,
      priority: 1,
      conditions: {},
      levels: [{ name: '计划主管', mode: 'any', approvers: { users: [approver.id] } }],
    });
    expect(flow.code, flow.message).toBe(10000);
    const made = await kit.api(
      'POST',
      'planOrder/create/approve',
      planInput([
        { sku_id: skus[0], quantity: 100 },
        { sku_id: skus[1], quantity: 150, supplier_id: supplier },
      ]),
    );
    expect(made.code, made.message).toBe(10000);
    expect(made.data.status).toBe('pending');
    const link = (await kit.api('POST', `planOrder/approvalLink/${made.data.id}`, { user_id: approver.id })).data;
    expect(link.url).toMatch(/^\/purchase\/management\/planDetail\?token=/);
    const token = new URL(link.url, 'http://x').searchParams.get('token')!;
    const url = '/api-purchase/api/v1/purchase/open/planOrder/approval';
    const page = (await kit.t.call({ method: 'GET', url: `${url}?token=${token}` })).body;
    expect(page.data).toMatchObject({ approver: 'plan_boss', document: { code: made.data.code, total_quantity: 250 }, approval: { flow_name: '计划单审批' } });
    expect((await kit.t.call({ method: 'POST', url, payload: { token, decision: 'approve' } })).body.data.status).toBe('approved');
    await kit.t.outbox.dispatch();
    const plan = (await kit.api('GET', `planOrder/detail/${made.data.id}`)).data;
    expect(plan).toMatchObject({ status: 'approved', approved_at: expect.any(String) });
    const tasks = (
      await kit.sql(
        'select code, sku_id, quantity, supplier_id, warehouse_id, need_date::text, source, status, remark from purchase.tasks where plan_id = $1 order by quantity',
        [plan.id],
      )
    ).rows;
    expect(tasks).toMatchObject([
      {
        sku_id: skus[0],
        quantity: 100,
        supplier_id: supplier,
        warehouse_id: warehouse,
        need_date: '2026-12-20',
        source: 'plan',
        status: 'open',
        remark: `计划单 ${plan.code}`,
      },
      { sku_id: skus[1], quantity: 150, status: 'open' },
    ]);
    expect(plan.lines.map((l: { task_id_title: string }) => l.task_id_title).sort()).toEqual(tasks.map((t: { code: string }) => t.code).sort());
    // Once one task is ordered the plan stays; with none ordered, invalidating cancels the open tasks.
    await kit.sql("update purchase.tasks set status = 'ordered' where plan_id = $1 and quantity = 100", [plan.id]);
    expect((await kit.api('POST', `planOrder/invalid/${plan.id}`)).message).toBe(`计划单的采购任务 ${tasks[0].code} 已下单，不能作废`);
    await kit.sql("update purchase.tasks set status = 'open' where plan_id = $1", [plan.id]);
    const invalidated = await kit.api('POST', 'planOrder/batchInvalid', { ids: [plan.id] });
    expect(invalidated.code, invalidated.message).toBe(10000);
    expect((await kit.sql('select distinct status from purchase.tasks where plan_id = $1', [plan.id])).rows).toEqual([{ status: 'cancelled' }]);
  });

  it('a planner limited to his own plans sees only those, and refreshes their sales', async () => {
    const own = await kit.userWith('planner_own', '13700000032', ['purchase.planOrder.read', 'purchase.planOrder.create', 'purchase.planOrder.update'], {
      owner: true,
    });
    const mine = await kit.call(own.session, 'POST', 'planOrder/create', planInput([{ sku_id: skus[1], quantity: 100 }]));
    expect(mine.code, mine.message).toBe(10000);
    const listed = (await kit.call(own.session, 'GET', 'planOrder/index?per_page=50')).data.list.map((p: { id: string }) => p.id);
    expect(listed).toEqual([mine.data.id]);
    // 同步团队信息: the plan's team is its writer's department as it is now.
    const org = { id: newId() };
    await kit.sql("insert into identity.organizations (id, name, type) values ($1, '计划一组', 'department')", [org.id]);
    await kit.sql('update identity.users set organization_id = $1 where id = $2', [org.id, own.id]);
    expect((await kit.call(own.session, 'POST', 'planOrder/teamInfoSyn', { ids: [mine.data.id] })).data).toEqual({ updated: 1 });
    expect((await kit.api('GET', `planOrder/detail/${mine.data.id}`)).data.team_id).toBe(org.id);
    const refreshed = await kit.call(own.session, 'POST', 'planOrder/sale/refresh', {});
    expect(refreshed.data).toEqual({ plans: 1, lines: 1 });
    expect((await kit.api('GET', 'planOrder/last/refresh/time')).data.refreshed_at).toEqual(expect.any(String));
    // 列设置 at the spec's purchasing paths: the person's own, shared with the hub's rows.
    await kit.call(own.session, 'POST', 'table/field/sort', { table: 'purchase.planOrder', hidden: ['team_id'] });
    expect((await kit.call(own.session, 'GET', 'table/field/sorts?table=purchase.planOrder')).data.hidden).toEqual(['team_id']);
    expect((await kit.api('GET', 'table/field/sorts?table=purchase.planOrder')).data.hidden).toEqual([]);
    expect((await kit.api('GET', 'account/source')).data).toContainEqual({ value: 'alibaba', label: '1688采购' });
  });
});
