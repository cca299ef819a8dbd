import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../domain/ledger/invariant.ts';
import type { MovementRow } from '../entities/stock.ts';
import { balancesOf } from '../public.ts';
import { manifest } from './manifest.ts';
import { seedWms } from './seed.ts';
import { wmsCalls } from './test-kit.ts';

// 冲销 at POST /api-wms/api/v1/wms/stock/reverse over the demo seed, and the reversals in 库存流水.
let t: TestApp;
let admin: Session;
const { wms, restrictedUser, task, download } = wmsCalls(() => t);
const wh: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp([manifest]);
  await seedWms(t.db.database);
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const w of (await wms('GET', '/warehouse?per_page=50', admin)).data.list as { id: string; name: string }[]) wh[w.name] = w.id;
});
afterAll(async () => t?.close());

const movements = async (query: string, as = admin) => (await wms('GET', `/stock/movements?per_page=100&${query}`, as)).data.list as MovementRow[];
/** The seed's reservations (demo orders), one leg each. */
const reservations = () => movements('type=reserve&source_type=demo_order');

describe('冲销 (POST stock/reverse)', () => {
  it('reverses a movement row: a linked reversal appears in 库存流水, once', async () => {
    const [row] = await reservations();
    const before = (await balancesOf(t.db.database.db, row!.sku_id, row!.warehouse_id)).find((b) => b.locationId === row!.location_id)!;
    const answer = await wms('POST', '/stock/reverse', admin, { movement_id: row!.id, reason: '订单已取消' });
    expect(answer).toMatchObject({ code: 10000, message: '已冲销1笔库存移动', data: { reversed: 1, already_reversed: 0 } });
    const after = (await balancesOf(t.db.database.db, row!.sku_id, row!.warehouse_id)).find((b) => b.locationId === row!.location_id)!;
    expect(after.reserved).toBe(before.reserved - row!.qty);

    // The pair, as the screen's link shows it: the same source line and type.
    const pair = await movements(`source_type=demo_order&source_id=${row!.source_id}&source_line=${row!.source_line}&type=reserve`);
    expect(pair).toHaveLength(2);
    const [reversal, original] = pair;
    expect(original).toMatchObject({ id: row!.id, reversal_of: null, reversed_by: reversal!.posting_id });
    expect(reversal).toMatchObject({
      reversal_of: row!.posting_id,
      reversed_by: null,
      d_reserved: -row!.qty,
      note: '订单已取消',
      operator: expect.any(String),
      warehouse_name: '深圳龙华仓',
    });

    const again = await wms('POST', '/stock/reverse', admin, { movement_id: row!.id, reason: '再点一次' });
    expect(again).toMatchObject({ code: 10000, message: '已冲销过，未重复冲销', data: { reversed: 0, already_reversed: 1 } });
    expect(await wms('POST', '/stock/reverse', admin, { movement_id: reversal!.id, reason: '冲销冲销' })).toMatchObject({
      code: 10409,
      message: '冲销记录不能再冲销',
    });
    expect(await ledgerMismatches(t.db.database.db, [row!.sku_id])).toEqual([]);
  });

  it('refuses in words when the stock has been used since, and reverses nothing', async () => {
    const [receipt] = await movements('type=receive&source_id=RK20261101001&source_line=1');
    const answer = await wms('POST', '/stock/reverse', admin, { source_type: 'demo_receipt', source_id: 'RK20261101001', source_line: '1', reason: '错收' });
    expect(answer.code).toBe(10409);
    expect(answer.message).toMatch(
      new RegExp(
        `^不能冲销 收货入库（demo_receipt RK20261101001 行 1）：可用库存不足：SKU ${receipt!.sku_id}（仓库 ${wh['深圳龙华仓']}） 可用 \\d+，需要 ${receipt!.qty}$`,
      ),
    );
    expect((await movements('source_id=RK20261101001&source_line=1')).every((m) => m.reversal_of === null && m.reversed_by === null)).toBe(true);
  });

  it('validates the body', async () => {
    const [row] = await reservations();
    expect(await wms('POST', '/stock/reverse', admin, { movement_id: row!.id })).toMatchObject({ code: 10422, message: 'reason: 请填写冲销原因' });
    expect(await wms('POST', '/stock/reverse', admin, { movement_id: row!.id, reason: 'x'.repeat(201) })).toMatchObject({ code: 10422 });
    expect(await wms('POST', '/stock/reverse', admin, { reason: '原因' })).toMatchObject({
      code: 10422,
      message: 'movement_id: 请选择要冲销的库存移动或来源单据',
    });
    expect(await wms('POST', '/stock/reverse', admin, { movement_id: '0192f3c4-0000-7000-8000-000000000000', reason: '原因' })).toMatchObject({ code: 10404 });
    expect(await wms('POST', '/stock/reverse', admin, { source_type: 'demo_order', source_id: 'NONE', reason: '原因' })).toMatchObject({ code: 10404 });
  });

  it('needs wms.stock.reverse, and the warehouses of every leg', async () => {
    const [row] = await reservations();
    const reader = await restrictedUser(admin, 'rev.reader', '13700000031', ['wms.stockMovement.read'], {});
    expect((await wms('POST', '/stock/reverse', reader, { movement_id: row!.id, reason: '无权' })).code).toBe(10403);
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await wms('POST', '/stock/reverse', buyer, { movement_id: row!.id, reason: '无权' })).code).toBe(10403);

    // 东莞 only: a 深圳 movement is not there for them; 深圳 only: a transfer to 美西 is half theirs.
    const dg = await restrictedUser(admin, 'rev.dg', '13700000032', ['wms.stock.reverse', 'wms.stockMovement.read'], { warehouses: [wh['东莞物流仓']] });
    expect((await wms('POST', '/stock/reverse', dg, { movement_id: row!.id, reason: '别的仓' })).code).toBe(10404);
    const sz = await restrictedUser(admin, 'rev.sz', '13700000033', ['wms.stock.reverse', 'wms.stockMovement.read'], { warehouses: [wh['深圳龙华仓']] });
    const transfer = await wms('POST', '/stock/reverse', sz, { source_type: 'demo_transfer', source_id: 'DB20261105001', source_line: '1', reason: '跨仓' });
    expect(transfer).toMatchObject({ code: 10403, message: '无权操作该仓库的数据' });
    expect((await movements('source_id=DB20261105001&source_line=1')).every((m) => m.reversed_by === null)).toBe(true);

    // The 仓库 role has the code (the seed gives it every wms code): warehouse01 reverses a reservation.
    const [next] = (await reservations()).filter((m) => m.reversed_by === null && m.reversal_of === null);
    const keeper = await t.login('warehouse01', DEMO_PASSWORD);
    expect(await wms('POST', '/stock/reverse', keeper, { movement_id: next!.id, reason: '库管冲销' })).toMatchObject({ code: 10000, data: { reversed: 1 } });
    const [reversal] = await movements(`source_type=demo_order&source_id=${next!.source_id}&type=reserve`);
    expect(reversal).toMatchObject({ reversal_of: next!.posting_id, note: '库管冲销' });
  });

  it('reverses a whole transfer line for a user of both warehouses, in 库存流水 and its export', async () => {
    const answer = await wms('POST', '/stock/reverse', admin, {
      source_type: 'demo_transfer',
      source_id: 'DB20261105001',
      source_line: '2',
      reason: '调拨取消',
    });
    expect(answer).toMatchObject({ code: 10000, data: { reversed: 1 } });
    const legs = await movements('source_id=DB20261105001&source_line=2');
    expect(legs.map((m) => [m.reversal_of !== null, m.reversed_by !== null, m.warehouse_name, m.d_on_hand, m.d_in_transit])).toEqual([
      [true, false, '美西海外仓', 0, -10],
      [true, false, '深圳龙华仓', 10, 0],
      [false, true, '美西海外仓', 0, 10],
      [false, true, '深圳龙华仓', -10, 0],
    ]);
    const exported = await task(admin, (await wms('POST', '/asyncExportStockMovement', admin, { source_id: 'DB20261105001', source_line: '2' })).data.task_id);
    const rows = await download(exported.file_url);
    expect(rows.map((r) => [r['冲销'], r['仓库'], r['备注']])).toEqual([
      ['冲销', '美西海外仓', '调拨取消'],
      ['冲销', '深圳龙华仓', '调拨取消'],
      ['已冲销', '美西海外仓', ''],
      ['已冲销', '深圳龙华仓', ''],
    ]);
  });
});
