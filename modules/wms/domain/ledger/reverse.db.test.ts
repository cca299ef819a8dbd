import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, type ReversalRequest, reverse } from '../../public.ts';
import { ledgerMismatches } from './invariant.ts';
import { codeOf, freshSource, outboxOf, postOne } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const op = { operator: 'u1' };
const W = 'W-REV';
const reverseOne = (r: Omit<ReversalRequest, 'operator' | 'reason'> & { reason?: string; operator?: string }) =>
  t.database.tx((tx) => reverse(tx, { reason: '录入错误', ...op, ...r }, outboxOf(t.database)));
const rows = async (sku: string) =>
  (await balancesOf(t.database.db, sku)).map((b) => [b.warehouseId, b.locationId, b.onHand, b.reserved, b.inTransit, b.quarantined]);
/** Every column of every movement of the SKU, as stored. */
const ledger = async (sku: string) => (await t.database.pool.query('select * from wms.stock_movements where sku_id = $1 order by id', [sku])).rows;

describe('reversing a posting', () => {
  it('posts the opposite legs as a new posting linked to the original, and never touches the original', async () => {
    const sku = 'SKU-REV-PUT';
    const receipt = { type: 'po_receipt', id: 'R-REV-1', line: '1' };
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: receipt });
    const putaway = { type: 'putaway', id: 'P-REV-1' };
    const [original] = (await postOne(t.database, { ...op, type: 'put_away', warehouseId: W, toLocationId: 'A-01', skuId: sku, qty: 6, source: putaway }))
      .postings;
    const before = await ledger(sku);

    const result = await reverseOne({ source: putaway, reason: ' 上错库位 ', operator: 'boss' });
    expect(result.postings).toEqual([{ postingId: expect.any(String), type: 'put_away', duplicate: false }]);
    expect(await rows(sku)).toEqual([
      [W, '', 10, 0, 0, 0],
      [W, 'A-01', 0, 0, 0, 0],
    ]);
    const after = await ledger(sku);
    expect(after.slice(0, before.length)).toEqual(before); // append-only
    expect(after.slice(before.length).map((m) => [m.type, m.leg, m.location_id, m.d_on_hand, m.qty, m.source_id, m.reversal_of, m.note, m.operator])).toEqual([
      ['put_away', 0, '', 6, 6, 'P-REV-1', original!.postingId, '上错库位', 'boss'],
      ['put_away', 1, 'A-01', -6, 6, 'P-REV-1', original!.postingId, '上错库位', 'boss'],
    ]);
    expect(await ledgerMismatches(t.database.db, [sku])).toEqual([]);

    // Twice: nothing more.
    const again = await reverseOne({ source: putaway });
    expect(again.postings).toEqual([{ ...result.postings[0], duplicate: true }]);
    expect(await ledger(sku)).toEqual(after);
    // The line is posted (and reversed): posting it again does nothing either; a new line is needed.
    expect(
      (await postOne(t.database, { ...op, type: 'put_away', warehouseId: W, toLocationId: 'A-01', skuId: sku, qty: 6, source: putaway })).postings[0],
    ).toMatchObject({
      duplicate: true,
    });
  });

  it('refuses in words when the stock was used since (a receipt already shipped), and changes nothing', async () => {
    const sku = 'SKU-REV-SHIPPED';
    const receipt = { type: 'po_receipt', id: 'R-REV-2', line: '1' };
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 5, source: receipt });
    await postOne(t.database, { ...op, type: 'reserve', warehouseId: W, skuId: sku, qty: 2, source: freshSource('order') });
    await postOne(t.database, { ...op, type: 'ship', warehouseId: W, skuId: sku, qty: 2, source: freshSource('ship') });
    const before = await ledger(sku);
    await expect(reverseOne({ source: receipt })).rejects.toMatchObject({
      code: 10409,
      message: `不能冲销 收货入库（po_receipt R-REV-2 行 1）：可用库存不足：SKU ${sku}（仓库 ${W}） 可用 3，需要 5`,
    });
    expect(await ledger(sku)).toEqual(before);
    expect(await rows(sku)).toEqual([[W, '', 3, 0, 0, 0]]);
  });

  it('reverses every posting of a document newest first, all or none; one line, or one type of a line', async () => {
    const sku = 'SKU-REV-DOC';
    const doc = (line: string) => ({ type: 'inbound', id: 'IN-REV-3', line });
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 8, source: doc('1') });
    await postOne(t.database, { ...op, type: 'put_away', warehouseId: W, toLocationId: 'B-01', skuId: sku, qty: 8, source: doc('1') });
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 3, quarantine: true, source: doc('2') });
    await postOne(t.database, { ...op, type: 'reserve', warehouseId: W, locationId: 'B-01', skuId: sku, qty: 2, source: freshSource('order') });

    // Line 1 alone: its put-away, then its receipt — both or neither; the receipt's stock is partly reserved.
    await expect(reverseOne({ source: doc('1') })).rejects.toMatchObject({ code: 10409 });
    // Only line 1's receipt: its stock is on B-01, not unlocated.
    await expect(reverseOne({ source: doc('1'), movementType: 'receive' })).rejects.toMatchObject({
      message: `不能冲销 收货入库（inbound IN-REV-3 行 1）：可用库存不足：SKU ${sku}（仓库 ${W}） 可用 0，需要 8`,
    });
    expect(await rows(sku)).toEqual([
      [W, '', 0, 0, 0, 3],
      [W, 'B-01', 8, 2, 0, 0],
    ]);
    // Line 2, then the whole document once the reservation is gone.
    expect((await reverseOne({ source: doc('2') })).postings.map((p) => [p.type, p.duplicate])).toEqual([['receive', false]]);
    await postOne(t.database, {
      ...op,
      type: 'adjust',
      warehouseId: W,
      locationId: 'B-01',
      state: 'on_hand',
      delta: 2,
      skuId: sku,
      source: freshSource('adjust'),
    });
    const all = await reverseOne({ source: { type: 'inbound', id: 'IN-REV-3' } });
    expect(all.postings.map((p) => [p.type, p.duplicate])).toEqual([
      ['receive', true],
      ['put_away', false],
      ['receive', false],
    ]);
    expect(await rows(sku)).toEqual([
      [W, '', 0, 0, 0, 0],
      [W, 'B-01', 2, 2, 0, 0],
    ]);
    expect(await ledgerMismatches(t.database.db, [sku])).toEqual([]);
  });

  it('keeps a transfer in transit per transfer: an out is reversed only while its stock has not arrived', async () => {
    const sku = 'SKU-REV-TR';
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: freshSource('receipt') });
    const out = (id: string, qty: number) =>
      postOne(t.database, {
        ...op,
        type: 'transfer_out',
        warehouseId: W,
        toWarehouseId: 'W-REV-2',
        skuId: sku,
        qty,
        correlationId: id,
        source: { type: 'transfer', id },
      });
    await out('TR-REV-A', 4);
    await out('TR-REV-B', 3);
    await postOne(t.database, {
      ...op,
      type: 'transfer_in',
      warehouseId: 'W-REV-2',
      skuId: sku,
      qty: 2,
      correlationId: 'TR-REV-A',
      source: { type: 'transfer', id: 'TR-REV-A' },
    });
    // W-REV-2 has 5 in transit, but transfer A only 2 of them.
    await expect(reverseOne({ source: { type: 'transfer', id: 'TR-REV-A' }, movementType: 'transfer_out' })).rejects.toMatchObject({
      message: `不能冲销 调拨出库（transfer TR-REV-A）：调拨单 TR-REV-A 在途不足：SKU ${sku} 在途 2，需要 4`,
    });
    // The whole transfer A: its arrival first (back in transit), then its departure.
    expect((await reverseOne({ source: { type: 'transfer', id: 'TR-REV-A' } })).postings.map((p) => p.type)).toEqual(['transfer_in', 'transfer_out']);
    expect(await rows(sku)).toEqual([
      [W, '', 7, 0, 0, 0],
      ['W-REV-2', '', 0, 0, 3, 0],
    ]);
    // Transfer B still arrives whole: the reversal kept A's correlation.
    await postOne(t.database, {
      ...op,
      type: 'transfer_in',
      warehouseId: 'W-REV-2',
      skuId: sku,
      qty: 3,
      correlationId: 'TR-REV-B',
      source: { type: 'transfer', id: 'TR-REV-B' },
    });
    expect(await ledgerMismatches(t.database.db, [sku])).toEqual([]);
  });

  it('reverses a count back to the figure before it', async () => {
    const sku = 'SKU-REV-COUNT';
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: freshSource('receipt') });
    await postOne(t.database, { ...op, type: 'count', warehouseId: W, skuId: sku, counted: 7, source: { type: 'count', id: 'PD-REV' } });
    await reverseOne({ source: { type: 'count', id: 'PD-REV' } });
    expect(await rows(sku)).toEqual([[W, '', 10, 0, 0, 0]]);
  });

  it('answers 10404 for nothing to reverse and 10422 for a bad request; concurrent reversals post once', async () => {
    expect(await codeOf(reverseOne({ source: { type: 'none', id: 'NOTHING' } }))).toBe(10404);
    expect(await codeOf(reverseOne({ source: { type: 'x', id: 'y' }, reason: '  ' }))).toBe(10422);
    expect(await codeOf(reverseOne({ source: { type: 'x', id: 'y' }, reason: 'x'.repeat(201) }))).toBe(10422);
    expect(await codeOf(reverseOne({ source: { type: '', id: 'y' } }))).toBe(10422);

    const sku = 'SKU-REV-CONC';
    const receipt = { type: 'po_receipt', id: 'R-REV-CONC' };
    await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 4, source: receipt });
    const results = await Promise.all(Array.from({ length: 6 }, () => reverseOne({ source: receipt })));
    expect(results.filter((r) => !r.postings[0]!.duplicate)).toHaveLength(1);
    expect(await rows(sku)).toEqual([[W, '', 0, 0, 0, 0]]);
    expect((await ledger(sku)).filter((m) => m.reversal_of)).toHaveLength(1);
  });

  it('publishes wms.stock.changed for a reversal, with the original it undoes', async () => {
    const sku = 'SKU-REV-EVT';
    const receipt = { type: 'po_receipt', id: 'R-REV-EVT' };
    const [original] = (await postOne(t.database, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 4, source: receipt })).postings;
    const [reversal] = (await reverseOne({ source: receipt })).postings;
    const { rows: published } = await t.database.pool.query(
      "select payload from platform.outbox_events where name = 'wms.stock.changed' and payload->>'sku_id' = $1 order by created_at, id",
      [sku],
    );
    expect(published.map((p: { payload: Record<string, unknown> }) => [p.payload.posting_id, p.payload.reversal_of])).toEqual([
      [original!.postingId, null],
      [reversal!.postingId, original!.postingId],
    ]);
    expect(published[1].payload.rows[0]).toMatchObject({ d_on_hand: -4, on_hand: 0 });
  });
});
