import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/ledger/invariant.ts';
import { balancesOf } from '../public.ts';
import { manifest } from './manifest.ts';
import { DEMO_SKUS, seedWms } from './seed.ts';
import { wmsCalls } from './test-kit.ts';

// The stock screens' routes over the demo seed: 4 warehouses, 50 locations, 30 SKUs received, put away,
// reserved, inspected and partly in transit to 美西海外仓.
let t: TestApp;
let admin: Session;
const { wms, restrictedUser, task, download } = wmsCalls(() => t);
const wh: Record<string, string> = {};
const count = async (table: string) => Number((await t.db.database.pool.query(`select count(*) as n from wms.${table}`)).rows[0].n);
const SKU = 'TS001-BLK-M';

type StockRow = Record<string, number | string | null>;

beforeAll(async () => {
  t = await createTestApp([manifest]);
  await seedWms(t.db.database);
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const w of (await wms('GET', '/warehouse?per_page=50', admin)).data.list as { id: string; name: string }[]) wh[w.name] = w.id;
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('lays out 4 warehouses, 6 areas, 4 shelves, 3 specifications and 53 locations, with stock on 30 SKUs and one expected return, once', async () => {
    const counts = async () => [
      await count('warehouses'),
      await count('areas'),
      await count('reservoirs'),
      await count('storage_specs'),
      await count('storage_locations'),
      await count('stock_movements'),
      await count('goods_returns'),
    ];
    const first = await counts();
    expect(first.slice(0, 5)).toEqual([4, 6, 4, 3, 53]);
    expect(first[6]).toBe(1);
    expect(first[5]).toBeGreaterThan(60);
    expect(DEMO_SKUS).toHaveLength(30);
    await seedWms(t.db.database);
    expect(await counts()).toEqual(first);
    expect(await ledgerMismatches(t.db.database.db)).toEqual([]);
  });

  it('gives the 仓库 role the wms codes: warehouse01 reads the stock', async () => {
    const keeper = await t.login('warehouse01', DEMO_PASSWORD);
    expect((await wms('GET', '/stock', keeper)).code).toBe(10000);
    const menus = (await t.call({ method: 'GET', url: '/api-auth/api/v1/user/menus', as: keeper })).body.data as { name: string; children: unknown[] }[];
    const groups = menus.find((m) => m.name === '仓储管理')?.children as { name: string }[];
    expect(groups.map((g) => g.name)).toEqual(['基础资料', '收货质检', '退货', '库存管理', '报表', '导出中心']);
  });
});

describe('stock list (库存查询)', () => {
  it('lists balances per location with names, and the filtered totals', async () => {
    const page = (await wms('GET', `/stock?sku=${SKU}`, admin)).data;
    const ledger = (await balancesOf(t.db.database.db, SKU)).filter((b) => b.onHand || b.reserved || b.inTransit || b.quarantined);
    expect(page.total).toBe(ledger.length);
    const byKey = new Map((page.list as StockRow[]).map((r) => [`${r.warehouse_id}|${r.location_id}`, r]));
    for (const b of ledger) {
      expect(byKey.get(`${b.warehouseId}|${b.locationId}`)).toMatchObject({
        sku_id: SKU,
        on_hand: b.onHand,
        reserved: b.reserved,
        available: b.onHand - b.reserved,
        in_transit: b.inTransit,
        quarantined: b.quarantined,
      });
    }
    const shelf = (page.list as StockRow[]).find((r) => r.warehouse_id === wh['深圳龙华仓'] && r.location_id !== '');
    expect(shelf).toMatchObject({ warehouse_name: '深圳龙华仓', area_name: '存储A区' });
    expect(page.totals.on_hand).toBe(ledger.reduce((s, b) => s + b.onHand, 0));
  });

  it('sums per warehouse and per SKU', async () => {
    const all = (await wms('GET', `/stock?sku=${SKU}&per_page=100`, admin)).data;
    const byWarehouse = (await wms('GET', `/stock?sku=${SKU}&dimension=warehouse`, admin)).data;
    for (const row of byWarehouse.list as StockRow[]) {
      const parts = (all.list as StockRow[]).filter((r) => r.warehouse_id === row.warehouse_id);
      expect(row.on_hand).toBe(parts.reduce((s, r) => s + Number(r.on_hand), 0));
      expect(row.rows).toBe(parts.length);
      expect(row.location_id).toBeNull();
    }
    const bySku = (await wms('GET', `/stock?sku=${SKU},TS001-BLK-L&dimension=sku`, admin)).data;
    expect(bySku.list.map((r: StockRow) => r.sku_id)).toEqual(['TS001-BLK-L', SKU]);
    expect(bySku.list[1]).toMatchObject({ on_hand: all.totals.on_hand, in_transit: all.totals.in_transit, warehouse_id: null });
  });

  it('filters by warehouse, location, area and state; sorts; pages', async () => {
    const sz = wh['深圳龙华仓']!;
    const inSz = (await wms('GET', `/stock?warehouse_id=${sz}&per_page=100`, admin)).data;
    expect(new Set(inSz.list.map((r: StockRow) => r.warehouse_id))).toEqual(new Set([sz]));
    const twoWarehouses = (await wms('GET', `/stock?warehouse_id=${sz},${wh['东莞物流仓']}&dimension=warehouse&per_page=100`, admin)).data;
    expect(new Set(twoWarehouses.list.map((r: StockRow) => r.warehouse_name))).toEqual(new Set(['深圳龙华仓', '东莞物流仓']));
    const qc = (await wms('GET', '/stock?location=qc-01', admin)).data;
    expect(qc.total).toBeGreaterThan(0);
    expect(qc.list.every((r: StockRow) => r.location_id === 'QC-01' && r.area_name === '待检区')).toBe(true);
    const areaId = (await wms('GET', `/area?warehouse_id=${sz}&code=QC`, admin)).data.list[0].id;
    expect((await wms('GET', `/stock?area_id=${areaId}`, admin)).data.total).toBe(qc.total);
    const states: [string, (r: StockRow) => boolean][] = [
      ['reserved', (r) => Number(r.reserved) > 0],
      ['quarantined', (r) => Number(r.quarantined) > 0],
      ['in_transit', (r) => Number(r.in_transit) > 0 && r.warehouse_id === wh['美西海外仓'] && r.location_id === ''],
      ['available', (r) => Number(r.available) > 0],
      ['zero', (r) => r.on_hand === 0 && r.reserved === 0 && r.in_transit === 0 && r.quarantined === 0],
    ];
    for (const [state, holds] of states) {
      const rows = (await wms('GET', `/stock?state=${state}&per_page=100`, admin)).data.list as StockRow[];
      expect([state, rows.every(holds)]).toEqual([state, true]);
      if (state !== 'zero') expect([state, rows.length > 0]).toEqual([state, true]);
    }
    expect((await wms('GET', '/stock?state=in_transit', admin)).data.total).toBe(6);
    const sorted = (await wms('GET', '/stock?sort=-on_hand&per_page=20', admin)).data.list.map((r: StockRow) => r.on_hand);
    expect(sorted).toEqual([...sorted].sort((a: number, b: number) => b - a));
    const p1 = (await wms('GET', '/stock?per_page=5&page=1', admin)).data;
    const p2 = (await wms('GET', '/stock?per_page=5&page=2', admin)).data;
    expect(p2.list[0]).not.toEqual(p1.list[0]);
    expect(p2).toMatchObject({ page: 2, per_page: 5, total: p1.total });
    expect((await wms('GET', '/stock?sort=price', admin)).message).toBe('sort: 不能按price排序');
    expect((await wms('GET', '/stock?state=lost', admin)).message).toBe('state: 请选择正确的库存状态');
  });
});

describe('movement history (库存流水)', () => {
  it('lists the ledger newest first with the source document, filtered by SKU, warehouse, type, source and time', async () => {
    const all = (await wms('GET', `/stock/movements?sku=${SKU}&per_page=100`, admin)).data;
    expect(all.total).toBe(all.list.length);
    expect(all.list.at(-1)).toMatchObject({
      type: 'receive',
      source_type: 'demo_receipt',
      source_id: 'RK20261101001',
      sku_id: SKU,
      warehouse_name: '深圳龙华仓',
    });
    const times = all.list.map((m: { created_at: string }) => m.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const putAways = (await wms('GET', `/stock/movements?sku=${SKU}&type=put_away`, admin)).data.list;
    expect(putAways.every((m: { type: string }) => m.type === 'put_away')).toBe(true);
    expect(putAways.some((m: { location_id: string; area_name: string }) => m.location_id !== '' && m.area_name === '存储A区')).toBe(true);
    const us = (await wms('GET', `/stock/movements?warehouse_id=${wh['美西海外仓']}`, admin)).data;
    expect(us.total).toBe(6);
    expect(us.list[0]).toMatchObject({ type: 'transfer_out', d_in_transit: 10, correlation_id: 'DB20261105001' });
    expect((await wms('GET', '/stock/movements?source_id=QC20261102001', admin)).data.total).toBe(6);
    expect((await wms('GET', '/stock/movements?created_at_from=2099-01-01', admin)).data.total).toBe(0);
    expect((await wms('GET', '/stock/movements?created_at_to=2000-01-01', admin)).data.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await wms('GET', `/stock/movements?created_at_from=${today}&created_at_to=${today}&sku=${SKU}`, admin)).data.total).toBe(all.total);
    expect((await wms('GET', '/stock/movements?type=teleport', admin)).message).toBe('type: 请选择正确的移动类型');
    expect((await wms('GET', '/stock/movements?created_at_to=yesterday', admin)).message).toBe('created_at_to: 结束时间格式不正确');
  });
});

describe('permissions and the warehouse data rule', () => {
  it('needs the stock codes', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await wms('GET', '/stock', buyer)).code).toBe(10403);
    expect((await wms('GET', '/stock/movements', buyer)).code).toBe(10403);
    expect((await wms('POST', '/asyncExportStorageInventory', buyer, {})).code).toBe(10403);
    const reader = await restrictedUser(admin, 'stock.reader', '13700000011', ['wms.stock.read'], {});
    expect((await wms('GET', '/stock', reader)).code).toBe(10000);
    expect((await wms('GET', '/stock/movements', reader)).code).toBe(10403);
    expect((await wms('POST', '/asyncExportStorageInventory', reader, {})).code).toBe(10403);
  });

  it('shows a user the stock and movements of their warehouses only, in lists and exports', async () => {
    const dg = wh['东莞物流仓']!;
    const user = await restrictedUser(admin, 'dg.stock', '13700000012', ['wms.stock.read', 'wms.stock.export', 'wms.stockMovement.read'], { warehouses: [dg] });
    const mine = (await wms('GET', '/stock?per_page=100', user)).data;
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.list.map((r: StockRow) => r.warehouse_id))).toEqual(new Set([dg]));
    expect((await wms('GET', `/stock?warehouse_id=${wh['深圳龙华仓']}`, user)).data.total).toBe(0);
    expect((await wms('GET', '/stock?dimension=sku&per_page=100', user)).data.totals.on_hand).toBe(mine.totals.on_hand);
    const moves = (await wms('GET', '/stock/movements?per_page=100', user)).data;
    expect(new Set(moves.list.map((m: { warehouse_id: string }) => m.warehouse_id))).toEqual(new Set([dg]));
    const started = await wms('POST', '/asyncExportStorageInventory', user, {});
    const done = await task(user, started.data.task_id);
    expect(done).toMatchObject({ status: 'succeeded', result: { rows: mine.total } });
    expect(new Set((await download(done.file_url)).map((r) => r['仓库']))).toEqual(new Set(['东莞物流仓']));
  });
});

describe('exports (文件任务)', () => {
  it('writes the filtered stock by location, warehouse and SKU, and the movements, to xlsx', async () => {
    const byLocation = await wms('POST', '/asyncExportStorageInventory', admin, { sku: SKU });
    expect(byLocation.message).toBe('导出任务已创建，请在文件任务中下载');
    const done = await task(admin, byLocation.data.task_id);
    expect(done).toMatchObject({ status: 'succeeded', title: '导出库存(按库位)' });
    const rows = await download(done.file_url);
    const listed = (await wms('GET', `/stock?sku=${SKU}&per_page=100`, admin)).data;
    expect(rows).toHaveLength(listed.total);
    expect(Object.keys(rows[0]!)).toEqual(['仓库', '库区', '库位', 'SKU', '实物库存', '预占', '可用', '在途', '待检', '更新时间']);
    expect(rows.reduce((s, r) => s + Number(r['实物库存']), 0)).toBe(listed.totals.on_hand);

    const byWarehouse = await task(admin, (await wms('POST', '/asyncExportWarehouseInventory', admin, { sku: SKU })).data.task_id);
    expect((await download(byWarehouse.file_url)).map((r) => r['仓库']).sort()).toEqual(
      (await wms('GET', `/stock?sku=${SKU}&dimension=warehouse`, admin)).data.list.map((r: StockRow) => r.warehouse_name).sort(),
    );
    const bySku = await task(admin, (await wms('POST', '/asyncExportInventoryStatistics', admin, {})).data.task_id);
    expect(bySku).toMatchObject({ status: 'succeeded', result: { rows: 30 } });

    const moves = await task(admin, (await wms('POST', '/asyncExportStockMovement', admin, { sku: SKU, type: 'receive,put_away' })).data.task_id);
    const written = await download(moves.file_url);
    expect(new Set(written.map((r) => r['类型']))).toEqual(new Set(['收货入库', '上架']));
    expect(written[0]!['时间']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
