// Returns through the real app (README "Returns"): after-sales' event announces a return, a scanned package
// number finds it, registration posts good and defective units as 待检, shelving releases good units onto a
// location and keeps defective ones 待检 in a 次品区; unannounced parcels; the refusals in words; the data rule.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../../domain/ledger/invariant.ts';
import { wmsCalls } from '../test-kit.ts';
import { RETURN_EXPECTED } from './return-commands.ts';

let t: TestApp;
let admin: Session;
const { wms, restrictedUser } = wmsCalls(() => t);
const W = newId();
const OTHER_W = newId();
const sku: Record<string, string> = {};
// biome-ignore lint/suspicious/noExplicitAny: rows as the assertions read them
const sql = async (text: string, values: unknown[] = []): Promise<any[]> => (await t.db.database.pool.query(text, values)).rows;
const balance = async (location: string, skuCode: string, warehouse = W) =>
  (
    await sql('select on_hand, quarantined from wms.stock_balances where warehouse_id = $1 and location_id = $2 and sku_id = $3', [
      warehouse,
      location,
      skuCode,
    ])
  )[0] ?? { on_hand: 0, quarantined: 0 };

async function announce(refund: string, pkg: string, lines: [string, number][], warehouse = W) {
  await t.db.database.tx((tx) =>
    t.outbox.publish(tx, RETURN_EXPECTED, {
      order_code: `SO-${refund}`,
      refund_code: refund,
      package_code: pkg,
      warehouse_id: warehouse,
      lines: lines.map(([code, quantity]) => ({ sku_code: code, sku_id: sku[code], quantity })),
    }),
  );
  await t.outbox.dispatch();
}

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
  for (const code of ['RT-RED', 'RT-BLU', 'RT-GRN']) {
    sku[code] = newId();
    await sql('insert into catalogue.skus (id, code, spu_id, name) values ($1, $2, $3, $4)', [sku[code], code, newId(), `退货测试 ${code}`]);
  }
  await sql("insert into wms.warehouses (id, code, name, type) values ($1, 'WH-RT', '深圳退货仓', 'domestic'), ($2, 'WH-RT2', '东莞仓', 'domestic')", [
    W,
    OTHER_W,
  ]);
  const storage = await wms('POST', '/addArea', admin, { warehouse_id: W, code: 'A', name: '存储A区', type: 'storage' });
  const defective = await wms('POST', '/addArea', admin, { warehouse_id: W, code: 'D', name: '次品区', type: 'defective' });
  expect((await wms('POST', '/addStorageLocation', admin, { area_id: storage.data.id, code: 'A-01-01' })).code).toBe(10000);
  expect((await wms('POST', '/addStorageLocation', admin, { area_id: defective.data.id, code: 'D-01-01' })).code).toBe(10000);
});
afterAll(async () => t?.close());

describe('退货', () => {
  it('announces a return once per refund, finds it by its package number, registers good and defective units as 待检', async () => {
    await announce('RF20261127-0001', 'PK-RT-0001', [
      ['RT-RED', 3],
      ['RT-BLU', 1],
    ]);
    await announce('RF20261127-0001', 'PK-RT-0001', [['RT-RED', 3]]); // the same refund again: nothing new
    expect(await sql("select count(*)::int as n from wms.goods_returns where refund_code = 'RF20261127-0001'")).toEqual([{ n: 1 }]);
    const found = await wms('POST', '/getPacketOrder', admin, { code: 'pk-rt-0001' });
    expect(found.code, found.message).toBe(10000);
    expect(found.data).toMatchObject({ code: expect.stringMatching(/^TH\d{8}-\d{4}$/), source: 'refund', status: 'expected', total_expected: 4 });
    expect(found.data.lines.map((l: { sku_code: string; return_code: string }) => [l.sku_code, l.return_code])).toEqual([
      ['RT-RED', found.data.code],
      ['RT-BLU', found.data.code],
    ]);
    expect((await wms('POST', '/getPacketOrder', admin, { code: 'PK-NONE' })).message).toBe('包裹或订单 PK-NONE 的退货预报不存在');

    const red = found.data.lines[0].id;
    const refused = await wms('POST', '/setReturnGoodsSku', admin, { id: found.data.id, lines: [{ id: red, good_quantity: 0, defect_quantity: 0 }] });
    expect(refused.message).toBe('请至少登记一件退回的商品');
    expect(
      (await wms('POST', '/setReturnGoodsSku', admin, { id: found.data.id, lines: [{ sku_code: 'NOPE', good_quantity: 1, defect_quantity: 0 }] })).message,
    ).toBe('lines.0.sku_code: SKU NOPE 不存在');
    const registered = await wms('POST', '/setReturnGoodsSku', admin, {
      id: found.data.id,
      lines: [
        { id: red, good_quantity: 2, defect_quantity: 1, defect_reason: '外壳破损' },
        // A SKU the return did not expect came back too.
        { sku_code: 'rt-grn', good_quantity: 1, defect_quantity: 0 },
      ],
    });
    expect(registered.code, registered.message).toBe(10000);
    expect(registered.data.return).toMatchObject({ status: 'shelving', total_good: 3, total_defect: 1, registered_at: expect.any(String) });
    expect(registered.data.return.lines.map((l: { sku_code: string; status: string }) => `${l.sku_code} ${l.status}`)).toEqual([
      'RT-RED shelving',
      'RT-BLU none',
      'RT-GRN shelving',
    ]);
    expect([await balance('', 'RT-RED'), await balance('', 'RT-GRN')]).toEqual([
      { on_hand: 0, quarantined: 3 },
      { on_hand: 0, quarantined: 1 },
    ]);
    expect((await wms('POST', '/setReturnGoodsSku', admin, { id: found.data.id, lines: [{ id: red, good_quantity: 1, defect_quantity: 0 }] })).message).toBe(
      `退货单 ${found.data.code} 状态为「待上架」，不能登记`,
    );
  });

  it('shelves good units onto a location and defective ones only into a 次品区, then completes', async () => {
    const r = (await wms('POST', '/getPacketOrder', admin, { code: 'SO-RF20261127-0001' })).data;
    expect(r.status).toBe('shelving');
    const shelve = (location: string, sku_code: string, quantity: number) => wms('POST', '/returnShelf', admin, { id: r.id, location, sku_code, quantity });
    expect((await shelve('D-01-01', 'RT-GRN', 1)).message).toBe('库位 D-01-01 在次品区，只能上架次品：SKU RT-GRN 没有待上架的次品');
    expect((await shelve('A-01-01', 'RT-RED', 3)).message).toBe('SKU RT-RED 待上架良品 2，不能上架 3');
    expect((await shelve('A-01-01', 'RT-BLU', 1)).message).toBe('SKU RT-BLU 没有待上架的良品');
    expect((await shelve('Z-99', 'RT-RED', 1)).message).toBe('库位 Z-99 不存在或已停用');
    const good = await shelve('a-01-01', 'rt-red', 2);
    expect(good.data.result).toMatchObject({ location: 'A-01-01', condition: 'good', return_left: 2 });
    expect((await shelve('A-01-01', 'RT-RED', 1)).message).toBe('SKU RT-RED 的次品须上架到次品区的库位');
    expect((await shelve('D-01-01', 'RT-RED', 1)).data.result).toMatchObject({ condition: 'defect', return_left: 1 });
    const last = await shelve('A-01-01', 'RT-GRN', 1);
    expect(last.data.return).toMatchObject({ status: 'completed', total_shelved_good: 3, total_shelved_defect: 1 });
    expect([await balance('', 'RT-RED'), await balance('A-01-01', 'RT-RED'), await balance('D-01-01', 'RT-RED')]).toEqual([
      { on_hand: 0, quarantined: 0 },
      { on_hand: 2, quarantined: 0 },
      { on_hand: 0, quarantined: 1 },
    ]);
    const moves = await sql('select type, source_type, source_line, leg from wms.stock_movements where source_id = $1 order by id', [r.code]);
    expect(moves.filter((m) => m.leg === 0).map((m) => `${m.type} ${m.source_type} ${m.source_line}`)).toEqual([
      'receive wms_return 1',
      'receive wms_return 3',
      'quarantine_release wms_return_shelf 1',
      'put_away wms_return_shelf 1',
      'put_away wms_return_shelf 2',
      'quarantine_release wms_return_shelf 3',
      'put_away wms_return_shelf 3',
    ]);
    expect(await ledgerMismatches(t.db.database.db)).toEqual([]);
    // The lists at the spec's names: SKUs with their states counted, the shelvings, the returns' states.
    const skus = await wms('POST', '/getReturnGoodsSkuList', admin, { return_code: r.code, per_page: 50 });
    expect(skus.data.total).toBe(3);
    expect(skus.data.counts.find((c: { value: string }) => c.value === 'done').count).toBe(2);
    const shelves = await wms('POST', '/returnShelfList', admin, { return_code: r.code, sort: 'created_at' });
    expect(shelves.data.list.map((s: { location_code: string; condition: string }) => `${s.location_code} ${s.condition}`)).toEqual([
      'A-01-01 good',
      'D-01-01 defect',
      'A-01-01 good',
    ]);
    expect((await wms('POST', '/returnShelfStatus', admin)).data.map((o: { label: string }) => o.label)).toEqual(['待到货', '待上架', '已上架', '已取消']);
    // The spec posts the exports' filters (returnShelfListExport, returnGoodsSkuExport): a file task each.
    for (const path of ['/returnShelfListExport', '/returnGoodsSkuExport']) {
      const exported = await wms('POST', path, admin, { return_code: r.code });
      expect(exported.code, exported.message).toBe(10000);
      expect(exported.data.task_id).toEqual(expect.any(String));
    }
    const found = await t.call({ method: 'GET', url: `/api-auth/api/v1/search?q=${r.code}`, as: admin });
    expect(JSON.stringify(found.body.data)).toContain(`/warehouse/receiving-inspection/return-list?id=${r.id}`);
  });

  it('registers a parcel nobody announced, and cancels an announced return that never came', async () => {
    const bare = { lines: [{ sku_code: 'RT-BLU', good_quantity: 2, defect_quantity: 0 }] };
    expect((await wms('POST', '/setReturnGoodsSku', admin, bare)).message).toBe('warehouse_id: 请选择仓库');
    expect((await wms('POST', '/setReturnGoodsSku', admin, { ...bare, warehouse_id: W })).message).toBe('package_code: 请填写包裹号或订单号');
    const made = await wms('POST', '/setReturnGoodsSku', admin, { ...bare, warehouse_id: W, package_code: 'LOST-PARCEL-1' });
    expect(made.code, made.message).toBe(10000);
    expect(made.data.return).toMatchObject({ source: 'unannounced', status: 'shelving', total_good: 2, package_code: 'LOST-PARCEL-1' });
    expect(await balance('', 'RT-BLU')).toEqual({ on_hand: 0, quarantined: 2 });

    await announce('RF20261127-0002', 'PK-RT-0002', [['RT-BLU', 1]]);
    const expected = (await wms('POST', '/getPacketOrder', admin, { code: 'RF20261127-0002' })).data;
    expect((await wms('POST', '/cancelReturnGoods', admin, { id: expected.id })).data.return.status).toBe('cancelled');
    expect((await wms('POST', '/cancelReturnGoods', admin, { id: made.data.return.id })).message).toBe(
      `退货单 ${made.data.return.code} 状态为「待上架」，不能取消`,
    );
  });

  it('keeps a warehouse’s returns to its people and each step to its permission code', async () => {
    await announce('RF20261127-0003', 'PK-RT-0003', [['RT-RED', 1]], OTHER_W);
    const clerk = await restrictedUser(admin, 'rt_clerk', '13700000041', ['wms.goodsReturn.read', 'wms.goodsReturn.register'], { warehouses: [W] });
    expect((await wms('POST', '/getPacketOrder', clerk, { code: 'PK-RT-0003' })).code).toBe(10404);
    const theirs = (await wms('POST', '/getPacketOrder', admin, { code: 'PK-RT-0003' })).data;
    const lines = [{ id: theirs.lines[0].id, good_quantity: 1, defect_quantity: 0 }];
    expect((await wms('POST', '/setReturnGoodsSku', clerk, { id: theirs.id, lines })).code).toBe(10404);
    expect(
      (
        await wms('POST', '/setReturnGoodsSku', clerk, {
          warehouse_id: OTHER_W,
          package_code: 'X',
          lines: [{ sku_code: 'RT-RED', good_quantity: 1, defect_quantity: 0 }],
        })
      ).message,
    ).toBe('无权操作该仓库的数据');
    expect((await wms('POST', '/returnShelf', clerk, { id: theirs.id, location: 'A-01-01', sku_code: 'RT-RED', quantity: 1 })).code).toBe(10403);
    const list = await wms('GET', '/goodsReturn?per_page=50', clerk);
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.data.list.every((r: { warehouse_id: string }) => r.warehouse_id === W)).toBe(true);
  });
});
