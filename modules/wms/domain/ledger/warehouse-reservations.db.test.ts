import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, post, releaseInWarehouse, reservationsOf, reserveInWarehouse, reverse, type WarehouseReservation } from '../../public.ts';
import { ledgerMismatches } from './invariant.ts';
import { codeOf, freshSource, outboxOf, postOne } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const op = { operator: 'u1' };
const W = 'W-RES';

/** Stock of `sku` in W: 10 unlocated, 4 at B-01, 3 at A-02, 2 at A-01 (1 of them reserved by someone else). */
async function stocked(sku: string): Promise<void> {
  const db = t.database;
  await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 19, source: freshSource('receipt') });
  for (const [to, qty] of [
    ['B-01', 4],
    ['A-02', 3],
    ['A-01', 2],
  ] as const) {
    await postOne(db, { ...op, type: 'put_away', warehouseId: W, toLocationId: to, skuId: sku, qty, source: freshSource('putaway') });
  }
  await postOne(db, { ...op, type: 'reserve', warehouseId: W, locationId: 'A-01', skuId: sku, qty: 1, source: freshSource('other-order') });
}

const rows = async (sku: string) => (await balancesOf(t.database.db, sku, W)).map((b) => [b.locationId, b.onHand, b.reserved]);
const reserveW = (r: WarehouseReservation | WarehouseReservation[]) => t.database.tx((tx) => reserveInWarehouse(tx, r, outboxOf(t.database)));
const releaseW = (sku: string, source: { type: string; id: string; line?: string }) =>
  t.database.tx((tx) => releaseInWarehouse(tx, { warehouseId: W, skuId: sku, source, ...op }, outboxOf(t.database)));

describe('reserving in a warehouse', () => {
  it('spreads over the locations by code, the unlocated stock last, in one posting with a leg per row', async () => {
    const sku = 'SKU-WR-SPREAD';
    await stocked(sku);
    const order = { type: 'order', id: 'SO-SPREAD', line: '1' };
    const result = await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 9, source: order });
    expect(result.postings).toEqual([{ postingId: expect.any(String), type: 'reserve', duplicate: false }]);
    expect(result.held.map((h) => [h.locationId, h.qty])).toEqual([
      ['', 1],
      ['A-01', 1],
      ['A-02', 3],
      ['B-01', 4],
    ]);
    expect(await rows(sku)).toEqual([
      ['', 10, 1],
      ['A-01', 2, 2],
      ['A-02', 3, 3],
      ['B-01', 4, 4],
    ]);
    const legs = await t.database.pool.query('select leg, location_id, d_reserved, qty from wms.stock_movements where posting_id = $1 order by leg', [
      result.postings[0]!.postingId,
    ]);
    expect(legs.rows).toEqual([
      { leg: 0, location_id: 'A-01', d_reserved: 1, qty: 9 },
      { leg: 1, location_id: 'A-02', d_reserved: 3, qty: 9 },
      { leg: 2, location_id: 'B-01', d_reserved: 4, qty: 9 },
      { leg: 3, location_id: '', d_reserved: 1, qty: 9 },
    ]);
    expect(await ledgerMismatches(t.database.db, [sku])).toEqual([]);
  });

  it('refuses a shortfall in words with the warehouse total, and reserves nothing', async () => {
    const sku = 'SKU-WR-SHORT';
    await stocked(sku);
    const before = await rows(sku);
    await expect(reserveW({ ...op, warehouseId: W, skuId: sku, qty: 19, source: freshSource('order') })).rejects.toMatchObject({
      code: 10409,
      message: `可用库存不足：SKU ${sku}（仓库 ${W}） 可用 18，需要 19`,
    });
    await expect(reserveW({ ...op, warehouseId: W, skuId: 'SKU-WR-NONE', qty: 1, source: freshSource('order') })).rejects.toMatchObject({
      message: `可用库存不足：SKU SKU-WR-NONE（仓库 ${W}） 可用 0，需要 1`,
    });
    expect(await rows(sku)).toEqual(before);
    expect(await balancesOf(t.database.db, 'SKU-WR-NONE')).toEqual([]);
  });

  it('reserves several lines all or none, and posts a line once however often it is sent', async () => {
    const a = 'SKU-WR-LINES-A';
    const b = 'SKU-WR-LINES-B';
    await stocked(a);
    await stocked(b);
    const line = (sku: string, qty: number, n: string): WarehouseReservation => ({
      ...op,
      warehouseId: W,
      skuId: sku,
      qty,
      source: { type: 'order', id: 'SO-LINES', line: n },
    });
    const before = [await rows(a), await rows(b)];
    expect(await codeOf(reserveW([line(a, 2, '1'), line(b, 30, '2')]))).toBe(10409);
    expect([await rows(a), await rows(b)]).toEqual(before);

    const first = await reserveW([line(a, 2, '1'), line(b, 3, '2')]);
    expect(first.postings.map((p) => p.duplicate)).toEqual([false, false]);
    const again = await reserveW([line(a, 2, '1'), line(b, 3, '2')]);
    expect(again.postings).toEqual(first.postings.map((p) => ({ ...p, duplicate: true })));
    expect(again.held).toEqual(first.held);
    expect(again.held.map((h) => [h.skuId, h.locationId, h.qty])).toEqual([
      [a, 'A-01', 1],
      [a, 'A-02', 1],
      [b, 'A-01', 1],
      [b, 'A-02', 2],
    ]);
    const retried = await Promise.all(Array.from({ length: 5 }, () => codeOf(reserveW(line(a, 2, '1')))));
    expect(retried).toEqual([10000, 10000, 10000, 10000, 10000]);
    expect((await rows(a)).map(([, , reserved]) => reserved)).toEqual([0, 2, 1, 0]);
  });

  it('validates the request', async () => {
    expect(await codeOf(reserveW({ ...op, warehouseId: W, skuId: 'S', qty: 0, source: freshSource() }))).toBe(10422);
    expect(await codeOf(reserveW({ ...op, warehouseId: '', skuId: 'S', qty: 1, source: freshSource() }))).toBe(10422);
    expect(await codeOf(releaseW('S', { type: '', id: 'x' }))).toBe(10422);
  });
});

describe('releasing a source', () => {
  it('gives back what the source holds wherever it is, once', async () => {
    const sku = 'SKU-WR-REL';
    await stocked(sku);
    const order = { type: 'order', id: 'SO-REL' };
    await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 6, source: order });
    // Another order's reservation on the same rows stays.
    await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 2, source: { type: 'order', id: 'SO-REL-OTHER' } });
    const released = await releaseW(sku, order);
    expect(released.postings).toEqual([{ postingId: expect.any(String), type: 'release', duplicate: false }]);
    expect(released.released.map((h) => [h.locationId, h.qty])).toEqual([
      ['A-01', 1],
      ['A-02', 3],
      ['B-01', 2],
    ]);
    expect(await rows(sku)).toEqual([
      ['', 10, 0],
      ['A-01', 2, 1],
      ['A-02', 3, 0],
      ['B-01', 4, 2],
    ]);
    expect(await reservationsOf(t.database.db, [{ warehouseId: W, skuId: sku, source: order }])).toEqual([]);
    const again = await releaseW(sku, order);
    expect(again.postings).toEqual([{ ...released.postings[0], duplicate: true }]);
    expect(again.released).toEqual([]);
    expect(await ledgerMismatches(t.database.db, [sku])).toEqual([]);
  });

  it('posts nothing for a source holding nothing (never reserved, or its reservation reversed)', async () => {
    const sku = 'SKU-WR-NOTHING';
    await stocked(sku);
    const postings = async () =>
      Number((await t.database.pool.query('select count(distinct posting_id) as n from wms.stock_movements where sku_id = $1', [sku])).rows[0].n);
    const n = await postings();
    expect(await releaseW(sku, { type: 'order', id: 'SO-NEVER' })).toMatchObject({ postings: [], released: [] });
    const order = { type: 'order', id: 'SO-REVERSED' };
    await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 3, source: order });
    await t.database.tx((tx) => reverse(tx, { source: order, reason: '订单取消', ...op }, outboxOf(t.database)));
    expect(await releaseW(sku, order)).toMatchObject({ postings: [], released: [] });
    expect(await postings()).toBe(n + 2); // the reservation and its reversal, no release
    expect((await rows(sku)).map(([, , reserved]) => reserved)).toEqual([0, 1, 0, 0]);
  });

  it('refuses when a row no longer holds the reservation (picked by another document), and changes nothing', async () => {
    const sku = 'SKU-WR-PICKED';
    await stocked(sku);
    const order = { type: 'order', id: 'SO-PICKED' };
    await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 4, source: order });
    await postOne(t.database, {
      ...op,
      type: 'pick',
      warehouseId: W,
      fromLocationId: 'A-02',
      toLocationId: 'OUT',
      skuId: sku,
      qty: 3,
      source: freshSource('pick'),
    });
    const before = await rows(sku);
    await expect(releaseW(sku, order)).rejects.toMatchObject({ code: 10409, message: `预占库存不足：SKU ${sku}（仓库 ${W} 库位 A-02） 已预占 0，需要 3` });
    expect(await rows(sku)).toEqual(before);
  });

  it('publishes one wms.stock.changed per posting, with every row it touched', async () => {
    const sku = 'SKU-WR-EVT';
    await stocked(sku);
    const order = { type: 'order', id: 'SO-EVT' };
    const reserved = await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 3, source: order });
    await reserveW({ ...op, warehouseId: W, skuId: sku, qty: 3, source: order });
    await releaseW(sku, order);
    const { rows: published } = await t.database.pool.query(
      "select payload from platform.outbox_events where name = 'wms.stock.changed' and payload->>'sku_id' = $1 and payload->'source'->>'id' = 'SO-EVT' order by created_at, id",
      [sku],
    );
    expect(
      published.map((p: { payload: { type: string; rows: { location_id: string; d_reserved: number }[] } }) => [
        p.payload.type,
        p.payload.rows.map((r) => [r.location_id, r.d_reserved]),
      ]),
    ).toEqual([
      [
        'reserve',
        [
          ['A-01', 1],
          ['A-02', 2],
        ],
      ],
      [
        'release',
        [
          ['A-01', -1],
          ['A-02', -2],
        ],
      ],
    ]);
    expect(published[0].payload.posting_id).toBe(reserved.postings[0]!.postingId);
  });

  it('runs beside ordinary postings in one transaction', async () => {
    const sku = 'SKU-WR-TX';
    await stocked(sku);
    const db = t.database;
    await db.tx(async (tx) => {
      await post(tx, [{ ...op, type: 'receive', warehouseId: W, locationId: 'A-00', skuId: sku, qty: 5, source: freshSource('receipt') }], outboxOf(db));
      await reserveInWarehouse(tx, { ...op, warehouseId: W, skuId: sku, qty: 6, source: { type: 'order', id: 'SO-TX' } }, outboxOf(db));
    });
    expect((await rows(sku)).map(([l, , r]) => [l, r])).toEqual([
      ['', 0],
      ['A-00', 5],
      ['A-01', 2],
      ['A-02', 0],
      ['B-01', 0],
    ]);
  });
});
