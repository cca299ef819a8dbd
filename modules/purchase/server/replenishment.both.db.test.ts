// 补货建议 through the real app (README "Replenishment"): the figures each SKU on sale shows — sales, stock in
// one warehouse or all, what purchasing has under way, MOQ — and the arithmetic from them; 补货参数 per SKU;
// 生成计划单 and 生成采购单 from the chosen suggestions (and what they then count as under way); the SPU check.
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let supplier: string;
const wh: string[] = [];
const sku: Record<'a' | 'b' | 'c', string> = { a: newId(), b: newId(), c: newId() };
const spu = newId();

const sell = async (skuId: string, daysAgo: number, quantity: number) => {
  const order = newId();
  await kit.sql(
    `insert into oms.orders (id, platform_order_id, account_id, status, ordered_at, buyer_name, country, currency, total_amount)
     values ($1, $2, $3, '5', now() - make_interval(days => $4), 'B', 'US', 'USD', 1)`,
    [order, `R-${order}`, newId(), daysAgo],
  );
  await kit.sql('insert into oms.order_lines (id, order_id, platform_sku, sku_id, quantity) values ($1, $2, $3, $4, $5)', [
    newId(),
    order,
    'X',
    skuId,
    quantity,
  ]);
};
const stock = (warehouse: string | undefined, skuId: string, onHand: number, reserved: number, inTransit: number) =>
  kit.sql('insert into wms.stock_balances (warehouse_id, location_id, sku_id, on_hand, reserved, in_transit) values ($1, $2, $3, $4, $5, $6)', [
    warehouse,
    '',
    skuId,
    onHand,
    reserved,
    inTransit,
  ]);
const rowOf = async (skuId: string, query = '') => {
  const page = await kit.api('GET', `replenishments?per_page=100${query}`);
  expect(page.code, page.message).toBe(10000);
  return page.data.list.find((r: { id: string }) => r.id === skuId);
};

beforeAll(async () => {
  kit = await purchaseKit();
  for (const code of ['WH-R1', 'WH-R2']) {
    const id = newId();
    wh.push(id);
    await kit.sql("insert into wms.warehouses (id, code, name, type) values ($1, $2, $3, 'local')", [id, code, `补货仓${code}`]);
  }
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('补货供应商'))).data.id;
  await kit.api('PUT', `supplier/updateStatus/${supplier}`, { status: 'active' });
  await kit.sql('update purchase.suppliers set lead_days = 10 where id = $1', [supplier]);
  for (const [key, status] of [
    ['a', 'on_sale'],
    ['b', 'on_sale'],
    ['c', 'suspended'],
  ] as const)
    await kit.sql('insert into catalogue.skus (id, code, spu_id, name, status) values ($1, $2, $3, $4, $5)', [
      sku[key],
      `RP-${key.toUpperCase()}`,
      spu,
      `补货 ${key}`,
      status,
    ]);
  await kit.api('POST', 'supplier/sku', { supplier_id: supplier, sku_id: sku.a, is_default: true });
  await kit.sql("update purchase.supplier_skus set status = 'enabled' where supplier_id = $1", [supplier]);
  await kit.api('POST', 'moq', { supplier_id: supplier, sku_id: sku.a, min_quantity: 30 });
  await kit.sql("update purchase.moqs set status = 'enabled' where supplier_id = $1", [supplier]);
  const q = await kit.api('POST', 'quotation', {
    supplier_id: supplier,
    sku_id: sku.a,
    currency_id: kit.cny,
    valid_from: '2026-01-01',
    breaks: [{ min_quantity: 1, price: '4.50' }],
  });
  await kit.sql("update purchase.quotations set status = 'active' where id = $1", [q.data.id]);
  // A sells 2 a day: 14 in the last week, 60 in the month. C sells too, but is suspended.
  await sell(sku.a, 2, 14);
  await sell(sku.a, 20, 46);
  await sell(sku.c, 2, 99);
  // A's stock: 20 available and 4 on the way in WH-R1; 50 more in WH-R2.
  await stock(wh[0], 'RP-A', 30, 10, 4); // the ledger keys stock by the SKU code
  await stock(wh[1], 'RP-A', 50, 0, 0);
  // An open purchase task of A for 10 (under way).
  const task = await kit.api('POST', 'task/create', { sku_id: sku.a, quantity: 10, warehouse_id: wh[0] });
  expect(task.code, task.message).toBe(10000);
});
afterAll(async () => kit?.t.close());

describe('补货建议', () => {
  it('shows each SKU on sale with its figures and what follows from them', async () => {
    // 日均 2; 需求 ceil(2 × (10 + 7 + 30)) = 94; short in WH-R1: 94 − 20 − 4 − 0 − 10 = 60.
    expect(await rowOf(sku.a, `&warehouse_id=${wh[0]}`)).toMatchObject({
      sku_code: 'RP-A',
      supplier: '补货供应商',
      need: 'yes',
      sales_7d: 14,
      sales_30d: 60,
      daily_sales: '2.00',
      available: 20,
      in_transit: 4,
      on_order: 0,
      planned: 10,
      days_of_stock: 10,
      lead_days: 10,
      safety_days: 7,
      cover_days: 30,
      moq: 30,
      suggested: 60,
      adjusted: null,
    });
    // All warehouses: 70 available → 94 − 70 − 4 − 10 = 10, raised to the MOQ 30.
    expect(await rowOf(sku.a)).toMatchObject({ available: 70, suggested: 30 });
    // B sells nothing: nothing to buy, no 可售天数. C is suspended: not listed.
    expect(await rowOf(sku.b)).toMatchObject({ need: 'no', suggested: 0, days_of_stock: null, supplier: null });
    expect(await rowOf(sku.c)).toBeUndefined();
    const needing = (await kit.api('GET', 'replenishments?need=yes&per_page=100')).data.list.map((r: { sku_code: string }) => r.sku_code);
    expect(needing).toContain('RP-A');
    expect(needing).not.toContain('RP-B');
    const bad = await kit.api('GET', 'replenishments?warehouse_id=x');
    expect(bad.code).toBe(10422);
    expect(bad.message).toContain('仓库不正确');
  });

  it('keeps a SKU’s own 补货参数 over the defaults, and a 人工调整 replacing the suggestion', async () => {
    expect((await kit.api('PUT', 'replenishments', { sku_ids: [sku.a], safety_days: 17 })).data).toEqual({ updated: 1 });
    // ceil(2 × (10 + 17 + 30)) = 114 → 114 − 20 − 4 − 10 = 80.
    expect(await rowOf(sku.a, `&warehouse_id=${wh[0]}`)).toMatchObject({ safety_days: 17, cover_days: 30, suggested: 80 });
    await kit.api('PUT', 'replenishments', { sku_ids: [sku.a, sku.b], adjusted: 55, remark: '大促备货' });
    expect(await rowOf(sku.b)).toMatchObject({ need: 'yes', adjusted: 55, remark: '大促备货', suggested: 0 });
    const answer = await kit.api('GET', `spu/replenishment/judgment?spu_id=${spu}`);
    expect(answer.code, answer.message).toBe(10000);
    const judged = answer.data;
    expect(judged.need).toBe(true);
    expect(judged.skus.find((s: { sku_code: string }) => s.sku_code === 'RP-B').suggested).toBe(55);
    await kit.api('PUT', 'replenishments', { sku_ids: [sku.a, sku.b], safety_days: null, adjusted: null });
    expect(await rowOf(sku.a, `&warehouse_id=${wh[0]}`)).toMatchObject({ safety_days: 7, suggested: 60, remark: '大促备货' });
    const refused = await kit.api('PUT', 'replenishments', { sku_ids: [sku.a], safety_days: 400 });
    expect(refused.message).toContain('安全天数须为0到365的整数');
    expect((await kit.api('PUT', 'replenishments', { sku_ids: [sku.a] })).message).toBe('请填写要设置的补货参数');
  });

  it('生成计划单 makes a draft plan of the chosen lines, which then counts as planned', async () => {
    const made = await kit.api('POST', 'replenishment/create/plan', { warehouse_id: wh[0], need_date: '2026-12-30', lines: [{ sku_id: sku.a, quantity: 60 }] });
    expect(made.code, made.message).toBe(10000);
    expect(made.data.code).toMatch(/^JH\d{8}-\d{4}$/);
    const plan = (await kit.api('GET', `planOrder/detail/${made.data.id}`)).data;
    expect(plan).toMatchObject({ status: 'draft', warehouse_id: wh[0], total_quantity: 60 });
    expect(plan.lines[0]).toMatchObject({ supplier_id: supplier, moq: 30 });
    expect(await rowOf(sku.a, `&warehouse_id=${wh[0]}`)).toMatchObject({ planned: 70, suggested: 0, need: 'no' });
    await kit.api('DELETE', `planOrder/delete/${made.data.id}`);
  });

  it('生成采购单 makes one draft order per default supplier, priced from the quotation; a SKU without one stops it', async () => {
    const refused = await kit.api('POST', 'replenishment/create/order', {
      warehouse_id: wh[0],
      lines: [
        { sku_id: sku.a, quantity: 60 },
        { sku_id: sku.b, quantity: 5 },
      ],
    });
    expect([refused.code, refused.message]).toEqual([10409, 'SKU RP-B 没有合作中的默认供应商']);
    const below = await kit.api('POST', 'replenishment/create/order', { warehouse_id: wh[0], lines: [{ sku_id: sku.a, quantity: 20 }] });
    expect(below.message).toBe('SKU RP-A 起订量为 30，当前采购数量 20');
    const made = await kit.api('POST', 'replenishment/create/order', { warehouse_id: wh[0], lines: [{ sku_id: sku.a, quantity: 60 }] });
    expect(made.code, made.message).toBe(10000);
    const order = (await kit.api('GET', `order/detail/${made.data[0].id}`)).data;
    expect(order).toMatchObject({
      status: 'draft',
      supplier_id: supplier,
      warehouse_id: wh[0],
      purchase_type: 'stock',
      total_quantity: 60,
      total_amount: '270.00',
    });
    expect(await rowOf(sku.a, `&warehouse_id=${wh[0]}`)).toMatchObject({ on_order: 60, suggested: 0 });
  });

  it('lists the warehouses as areas, exports the list, and needs the plan’s permissions', async () => {
    const areas = (await kit.api('GET', 'replenishment/area/codes')).data.map((w: { code: string }) => w.code);
    expect(areas).toEqual(expect.arrayContaining(['WH-R1', 'WH-R2']));
    const file = await kit.t.call({ method: 'GET', url: '/api-purchase/api/v1/purchase/replenishments/export', as: kit.admin });
    expect(file.statusCode).toBe(200);
    expect(String(file.raw.headers['content-disposition'])).toContain('.xlsx');
    const reader = await kit.userWith('rp_reader', '13800000071', ['purchase.planOrder.read']);
    expect((await kit.call(reader.session, 'GET', 'replenishments')).code).toBe(10000);
    const put = await kit.call(reader.session, 'PUT', 'replenishments', { sku_ids: [sku.a], cover_days: 5 });
    expect(put.code).toBe(10403);
    const order = await kit.call(reader.session, 'POST', 'replenishment/create/order', { warehouse_id: wh[0], lines: [{ sku_id: sku.a, quantity: 60 }] });
    expect(order.code).toBe(10403);
  });
});

describe('站点补货', () => {
  it('per station and SKU it sells: what to send, and what domestic stock cannot send is to buy', async () => {
    const [station, home] = [newId(), newId()];
    await kit.sql(
      "insert into wms.warehouses (id, code, name, type) values ($1, 'FBA-US', '亚马逊美国站', 'fulfilment'), ($2, 'WH-HOME', '国内仓', 'domestic')",
      [station, home],
    );
    // Sold from the station: 7 units 2 days ago, 23 more 20 days ago; a cancelled package does not count.
    for (const [days, quantity, status] of [
      [2, 7, '80'],
      [20, 23, '70'],
      [3, 50, '90'],
    ] as const) {
      const pkg = newId();
      await kit.sql(
        `insert into oms.packages (id, code, status, warehouse_id, buyer_name, country, ordered_at)
         values ($1, $2, $3, $4, 'B', 'US', now() - make_interval(days => $5))`,
        [pkg, `PK-ST-${days}`, status, station, days],
      );
      await kit.sql(
        `insert into oms.package_lines (id, package_id, order_id, order_code, order_line_id, sku_id, sku_code, quantity, line_no)
         values ($1, $2, $3, 'SO-X', $4, $5, 'RP-A', $6, 1)`,
        [newId(), pkg, newId(), newId(), sku.a, quantity],
      );
    }
    await stock(station, 'RP-A', 10, 0, 20);
    await stock(home, 'RP-A', 25, 0, 0);
    const page = await kit.api('GET', 'station/replenishment?station=亚马逊');
    expect(page.code, page.message).toBe(10000);
    // 日均 (7/7 + 30/30) / 2 = 1; ⌈1 × (30 + 7 + 30)⌉ − 10 − 20 = 37 to send; 25 at home → 12 to buy.
    expect(page.data.list).toEqual([
      expect.objectContaining({
        station: '亚马逊美国站',
        sku_code: 'RP-A',
        sales_7d: 7,
        sales_30d: 30,
        daily_sales: '1.00',
        available: 10,
        in_transit: 20,
        domestic: 25,
        transit_days: 30,
        suggested: 37,
        to_buy: 12,
        need: 'buy',
        days_of_stock: 10,
      }),
    ]);
    const made = await kit.api('POST', 'station/replenishment/create/plan', {
      warehouse_id: home,
      need_date: '2026-12-30',
      lines: [{ sku_id: sku.a, quantity: 12 }],
    });
    expect((await kit.api('GET', `planOrder/detail/${made.data.id}`)).data).toMatchObject({ remark: '由站点补货生成', warehouse_id: home, total_quantity: 12 });
  });
});
