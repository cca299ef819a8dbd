import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovementRequest } from '../domain/ledger/movements.ts';
import { postOne } from '../domain/ledger/testing.ts';
import { manifest } from './manifest.ts';
import { seedWms } from './seed.ts';
import { wmsCalls } from './test-kit.ts';

// 出入库汇总 (GET stock/summary and its export) over movements of one SKU of its own, posted through the ledger:
// some moved 40 days back (before any period asked here), the rest now.
let t: TestApp;
let admin: Session;
const { wms, restrictedUser } = wmsCalls(() => t);
const wh: Record<string, string> = {};
const SKU = 'SUMMARY-TEST-1';
const op = { operator: 'test', skuId: SKU };

/** A Shanghai day `days` from today. */
const dayOf = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `day_from=${dayOf(-10)}&day_to=${dayOf(0)}`;
const summary = async (query: string, as = admin) => (await wms('GET', `/stock/summary?sku=${SKU}&${query}`, as)).data;
const FIGURES = ['opening', 'received', 'transferred_in', 'shipped', 'transferred_out', 'adjusted', 'closing'];
const figuresOf = (row: Record<string, unknown>) => Object.fromEntries(FIGURES.map((f) => [f, row[f]]));

beforeAll(async () => {
  t = await createTestApp([manifest]);
  await seedWms(t.db.database);
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const w of (await wms('GET', '/warehouse?per_page=50', admin)).data.list as { id: string; name: string }[]) wh[w.name] = w.id;
  const [a, b] = [wh['深圳龙华仓']!, wh['东莞物流仓']!];
  const db = t.db.database;
  const posts = (requests: MovementRequest[]) => requests.reduce((p, r) => p.then(() => postOne(db, r)), Promise.resolve() as Promise<unknown>);
  // Before the period: 100 received at A, 30 of them transferred to B.
  await posts([
    { ...op, type: 'receive', warehouseId: a, qty: 100, source: { type: 'test', id: 'R1' } },
    { ...op, type: 'transfer_out', warehouseId: a, toWarehouseId: b, qty: 30, correlationId: 'TR1', source: { type: 'test', id: 'TR1' } },
    { ...op, type: 'transfer_in', warehouseId: b, qty: 30, correlationId: 'TR1', source: { type: 'test', id: 'TR1' } },
  ]);
  // No ledger call posts in the past: the test moves these legs back (the ledger is append-only for the module).
  await db.pool.query(`update wms.stock_movements set created_at = created_at - interval '40 days' where sku_id = $1`, [SKU]);
  // In the period: 50 + 7 received at A (the 7 reversed), 20 reserved and shipped, 3 adjusted away, 10 to B; B counted
  // 35 of 40, then received 12 into 待检 of which 9 passed inspection (on hand: 收货入库 9).
  await posts([
    { ...op, type: 'receive', warehouseId: a, qty: 50, source: { type: 'test', id: 'R2' } },
    { ...op, type: 'receive', warehouseId: a, qty: 7, source: { type: 'test', id: 'R3' } },
    { ...op, type: 'reserve', warehouseId: a, qty: 20, source: { type: 'test', id: 'SO1' } },
    { ...op, type: 'ship', warehouseId: a, qty: 20, source: { type: 'test', id: 'SO1' } },
    { ...op, type: 'adjust', warehouseId: a, state: 'on_hand', delta: -3, source: { type: 'test', id: 'ADJ1' } },
    { ...op, type: 'transfer_out', warehouseId: a, toWarehouseId: b, qty: 10, correlationId: 'TR2', source: { type: 'test', id: 'TR2' } },
    { ...op, type: 'transfer_in', warehouseId: b, qty: 10, correlationId: 'TR2', source: { type: 'test', id: 'TR2' } },
    { ...op, type: 'count', warehouseId: b, counted: 35, source: { type: 'test', id: 'C1' } },
    { ...op, type: 'receive', warehouseId: b, qty: 12, quarantine: true, source: { type: 'test', id: 'R4' } },
    { ...op, type: 'quarantine_release', warehouseId: b, qty: 9, source: { type: 'test', id: 'QC4' } },
  ]);
  const reversed = await wms('POST', '/stock/reverse', admin, { source_type: 'test', source_id: 'R3', reason: '收错' });
  expect(reversed).toMatchObject({ code: 10000, data: { reversed: 1 } });
});
afterAll(async () => t?.close());

const A = { opening: 70, received: 50, transferred_in: 0, shipped: 20, transferred_out: 10, adjusted: -3, closing: 87 };
const B = { opening: 30, received: 9, transferred_in: 10, shipped: 0, transferred_out: 0, adjusted: -5, closing: 44 };

describe('出入库汇总 (GET stock/summary)', () => {
  it('sums each warehouse and SKU: opening, in, out, adjusted, closing, and the 合计 of every filtered row', async () => {
    const page = await summary(PERIOD);
    expect(page.list.map((r: Record<string, unknown>) => [r.warehouse_name, r.sku_id])).toEqual([
      ['东莞物流仓', SKU],
      ['深圳龙华仓', SKU],
    ]);
    expect(page.list[0]).toMatchObject({ warehouse_id: wh['东莞物流仓'], ...B });
    expect(page.list[1]).toMatchObject({ warehouse_id: wh['深圳龙华仓'], ...A });
    expect(page.totals).toEqual(Object.fromEntries(FIGURES.map((f) => [f, A[f as keyof typeof A] + B[f as keyof typeof B]])));
    // The totals cover every page, not only the one shown.
    const first = await summary(`${PERIOD}&per_page=1&sort=-closing`);
    expect(first).toMatchObject({ total: 2, totals: page.totals });
    expect(figuresOf(first.list[0])).toEqual(A);
    // Without days: the current month so far (the backdated legs lie before it, the rest in it).
    expect((await summary('')).list.map(figuresOf)).toEqual([B, A]);
  });

  it('reads the period before the sums', async () => {
    const before = await summary(`day_from=${dayOf(-10)}&day_to=${dayOf(-1)}`);
    const still = (closing: number) => ({ opening: closing, received: 0, transferred_in: 0, shipped: 0, transferred_out: 0, adjusted: 0, closing });
    expect(before.list.map(figuresOf)).toEqual([still(30), still(70)]);
    // The period of the first legs: they are its movements, nothing before it.
    const first = await summary(`day_from=${dayOf(-40)}&day_to=${dayOf(-40)}`);
    expect(first.list.map(figuresOf)).toEqual([
      { ...still(30), opening: 0, transferred_in: 30 },
      { ...still(70), opening: 0, received: 100, transferred_out: 30 },
    ]);
    // Earlier still: every figure 0, no row.
    expect((await summary(`day_from=${dayOf(-60)}&day_to=${dayOf(-50)}`)).total).toBe(0);
    expect(await wms('GET', `/stock/summary?day_from=${dayOf(0)}&day_to=${dayOf(-1)}`, admin)).toMatchObject({
      code: 10422,
      message: 'day_from: 开始日期不能晚于结束日期',
    });
    expect((await wms('GET', '/stock/summary?day_to=yesterday', admin)).message).toBe('day_to: 结束日期格式不正确');
  });

  it('filters by warehouse and SKU; sorts by a figure', async () => {
    const onlyB = await summary(`${PERIOD}&warehouse_id=${wh['东莞物流仓']}`);
    expect(onlyB.list.map(figuresOf)).toEqual([B]);
    expect(onlyB.totals).toEqual(B);
    const demo = (await wms('GET', `/stock/summary?sku=TS001-BLK-M,${SKU}&per_page=100&sort=-opening`, admin)).data;
    expect(new Set(demo.list.map((r: Record<string, unknown>) => r.sku_id))).toEqual(new Set(['TS001-BLK-M', SKU]));
    const openings = demo.list.map((r: Record<string, number>) => r.opening);
    expect(openings).toEqual([...openings].sort((x: number, y: number) => y - x));
    expect((await wms('GET', '/stock/summary?sort=price', admin)).message).toBe('sort: 不能按price排序');
  });

  it('needs the stock read code, and shows a reader their warehouses only', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await wms('GET', '/stock/summary', buyer)).code).toBe(10403);
    const b = wh['东莞物流仓']!;
    const reader = await restrictedUser(admin, 'dg.summary', '13700000071', ['wms.stock.read'], { warehouses: [b] });
    const mine = await summary(PERIOD, reader);
    expect(mine.list.map((r: Record<string, unknown>) => [r.warehouse_id, figuresOf(r)])).toEqual([[b, B]]);
    expect(mine.totals).toEqual(B);
    expect((await summary(`${PERIOD}&warehouse_id=${wh['深圳龙华仓']}`, reader)).total).toBe(0);
    const all = (await wms('GET', '/stock/summary?per_page=100', reader)).data.list as { warehouse_id: string }[];
    expect(new Set(all.map((r) => r.warehouse_id))).toEqual(new Set([b]));
    expect((await t.call({ method: 'GET', url: `/api-wms/api/v1/wms/stock/summary/export?${PERIOD}`, as: reader })).body.code).toBe(10403);
  });
});

describe('导出 (GET stock/summary/export)', () => {
  it('writes the filtered rows as an xlsx at once, in the list’s columns and order', async () => {
    const res = await t.call({ method: 'GET', url: `/api-wms/api/v1/wms/stock/summary/export?sku=${SKU}&${PERIOD}`, as: admin });
    expect(res.statusCode).toBe(200);
    const path = join(mkdtempSync(join(tmpdir(), 'entrepot-wms-')), 'summary.xlsx');
    writeFileSync(path, res.raw.rawPayload);
    const rows = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(Object.keys(rows[0]!)).toEqual(['仓库', 'SKU', '期初实物', '收货入库', '调拨入库', '出库', '调拨出库', '调整盘点', '期末实物']);
    expect(rows.map((r) => [r['仓库'], r['SKU'], Number(r['期初实物']), Number(r['期末实物'])])).toEqual([
      ['东莞物流仓', SKU, 30, 44],
      ['深圳龙华仓', SKU, 70, 87],
    ]);
    expect(rows[1]).toMatchObject({ 收货入库: '50', 出库: '20', 调拨出库: '10', 调整盘点: '-3' });
  });
});
