import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, balancesOf, history, onHand, post, release, reserve } from '../../public.ts';
import { ledgerMismatches } from './invariant.ts';
import { codeOf, freshSource, outboxOf, postOne } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const op = { operator: 'u1' };
const W = 'W1';

describe('posting', () => {
  it('derives balances by state from the movements, and keeps the history', async () => {
    const db = t.database;
    const sku = 'SKU-BASIC';
    await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 20, source: { type: 'po_receipt', id: 'R1', line: '1' } });
    await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 3, quarantine: true, source: { type: 'po_receipt', id: 'R1', line: '2' } });
    await postOne(db, { ...op, type: 'put_away', warehouseId: W, toLocationId: 'A-01', skuId: sku, qty: 15, source: { type: 'putaway', id: 'P1' } });
    await db.tx((tx) => reserve(tx, { warehouseId: W, locationId: 'A-01', skuId: sku, qty: 6, source: { type: 'order', id: 'SO1' }, ...op }, outboxOf(db)));
    await postOne(db, {
      ...op,
      type: 'pick',
      warehouseId: W,
      fromLocationId: 'A-01',
      toLocationId: 'OUT',
      skuId: sku,
      qty: 4,
      source: { type: 'pick', id: 'K1' },
    });
    await postOne(db, { ...op, type: 'ship', warehouseId: W, locationId: 'OUT', skuId: sku, qty: 4, source: { type: 'ship', id: 'S1' } });
    await db.tx((tx) => release(tx, { warehouseId: W, locationId: 'A-01', skuId: sku, qty: 2, source: { type: 'order', id: 'SO1' }, ...op }, outboxOf(db)));
    await postOne(db, {
      ...op,
      type: 'transfer_out',
      warehouseId: W,
      locationId: 'A-01',
      toWarehouseId: 'W2',
      skuId: sku,
      qty: 5,
      correlationId: 'TR1',
      source: { type: 'transfer', id: 'TR1' },
    });
    await postOne(db, {
      ...op,
      type: 'transfer_in',
      warehouseId: 'W2',
      locationId: 'B-01',
      skuId: sku,
      qty: 3,
      correlationId: 'TR1',
      source: { type: 'transfer', id: 'TR1' },
    });
    await postOne(db, { ...op, type: 'adjust', warehouseId: W, state: 'on_hand', delta: -1, skuId: sku, source: { type: 'adjust', id: 'ADJ1' } });
    await postOne(db, { ...op, type: 'count', warehouseId: W, locationId: 'A-01', counted: 9, skuId: sku, source: { type: 'count', id: 'C1' } });

    const rows = (await balancesOf(db.db, sku)).map((b) => [b.warehouseId, b.locationId, b.onHand, b.reserved, b.inTransit, b.quarantined]);
    expect(rows).toEqual([
      ['W1', '', 4, 0, 0, 3],
      ['W1', 'A-01', 9, 0, 0, 0],
      ['W1', 'OUT', 0, 0, 0, 0],
      ['W2', '', 0, 0, 2, 0],
      ['W2', 'B-01', 3, 0, 0, 0],
    ]);
    expect(await onHand(db.db, { warehouseId: W, skuId: sku })).toBe(13);
    expect(await available(db.db, { warehouseId: W, skuId: sku, locationId: 'A-01' })).toBe(9);
    expect(await ledgerMismatches(db.db, [sku])).toEqual([]);

    const h = await history(db.db, sku);
    expect(h).toHaveLength(15);
    expect(h[0]).toMatchObject({ type: 'count', qty: 9, dOnHand: 3, source: { type: 'count', id: 'C1', line: '' }, operator: 'u1' });
    expect(h.filter((m) => m.correlationId === 'TR1').map((m) => m.type)).toEqual(['transfer_in', 'transfer_in', 'transfer_out', 'transfer_out']);
    expect(await history(db.db, sku, { warehouseId: 'W2', limit: 2 })).toHaveLength(2);
  });

  it('refuses in words with 10409 and changes nothing, whichever request of a batch fails', async () => {
    const db = t.database;
    const sku = 'SKU-REFUSE';
    await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 3, source: freshSource() });
    await expect(db.tx((tx) => reserve(tx, { warehouseId: W, skuId: sku, qty: 5, source: freshSource(), ...op }, outboxOf(db)))).rejects.toMatchObject({
      code: 10409,
      message: '可用库存不足：SKU SKU-REFUSE（仓库 W1） 可用 3，需要 5',
    });
    await expect(
      db.tx((tx) =>
        post(
          tx,
          [
            { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 1, source: freshSource() },
            { ...op, type: 'release', warehouseId: W, skuId: sku, qty: 1, source: freshSource() },
          ],
          outboxOf(db),
        ),
      ),
    ).rejects.toMatchObject({ code: 10409, message: '预占库存不足：SKU SKU-REFUSE（仓库 W1） 已预占 0，需要 1' });
    await expect(
      postOne(db, { ...op, type: 'transfer_in', warehouseId: 'W2', skuId: sku, qty: 1, correlationId: 'NOPE', source: freshSource() }),
    ).rejects.toMatchObject({
      code: 10409,
    });
    expect(await codeOf(postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 0, source: freshSource() }))).toBe(10422);
    expect(await onHand(db.db, { warehouseId: W, skuId: sku })).toBe(3);
    expect(await ledgerMismatches(db.db, [sku])).toEqual([]);
  });

  it('a transfer in cannot take stock in transit for another transfer', async () => {
    const db = t.database;
    const sku = 'SKU-TR';
    await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: freshSource() });
    await postOne(db, { ...op, type: 'transfer_out', warehouseId: W, toWarehouseId: 'W2', skuId: sku, qty: 4, correlationId: 'TA', source: freshSource() });
    await postOne(db, { ...op, type: 'transfer_out', warehouseId: W, toWarehouseId: 'W2', skuId: sku, qty: 4, correlationId: 'TB', source: freshSource() });
    await expect(
      postOne(db, { ...op, type: 'transfer_in', warehouseId: 'W2', skuId: sku, qty: 5, correlationId: 'TA', source: freshSource() }),
    ).rejects.toMatchObject({
      code: 10409,
      message: '调拨单 TA 在途不足：SKU SKU-TR 在途 4，需要 5',
    });
    await postOne(db, { ...op, type: 'transfer_in', warehouseId: 'W2', skuId: sku, qty: 4, correlationId: 'TA', source: freshSource() });
    expect((await balancesOf(db.db, sku, 'W2'))[0]).toMatchObject({ onHand: 4, inTransit: 4 });
  });

  it('posts a retried document line once', async () => {
    const db = t.database;
    const sku = 'SKU-IDEM';
    const receipt = { ...op, type: 'receive' as const, warehouseId: W, skuId: sku, qty: 7, source: { type: 'po_receipt', id: 'R9', line: '1' } };
    const first = await postOne(db, receipt);
    const again = await postOne(db, receipt);
    expect(first.postings[0]?.duplicate).toBe(false);
    expect(again.postings[0]).toEqual({ ...first.postings[0], duplicate: true });
    // The same line twice in one batch, and ten concurrent retries.
    const batch = await db.tx((tx) =>
      post(
        tx,
        [
          { ...receipt, source: { ...receipt.source, line: '2' } },
          { ...receipt, source: { ...receipt.source, line: '2' } },
        ],
        outboxOf(db),
      ),
    );
    expect(batch.postings.map((p) => p.duplicate)).toEqual([false, true]);
    const line3 = { ...receipt, source: { ...receipt.source, line: '3' } };
    const results = await Promise.all(Array.from({ length: 10 }, () => postOne(db, line3)));
    expect(results.filter((r) => !r.postings[0]?.duplicate)).toHaveLength(1);
    expect(await onHand(db.db, { warehouseId: W, skuId: sku })).toBe(21);
    expect(await ledgerMismatches(db.db, [sku])).toEqual([]);
  });

  it('releases quarantined stock to on hand, never more than is quarantined', async () => {
    const db = t.database;
    const sku = 'SKU-QC';
    await postOne(db, { ...op, type: 'receive', warehouseId: W, locationId: 'QC-01', skuId: sku, qty: 8, quarantine: true, source: freshSource() });
    await postOne(db, { ...op, type: 'quarantine_release', warehouseId: W, locationId: 'QC-01', skuId: sku, qty: 5, source: freshSource() });
    expect((await balancesOf(db.db, sku))[0]).toMatchObject({ locationId: 'QC-01', onHand: 5, quarantined: 3, available: 5 });
    await expect(
      postOne(db, { ...op, type: 'quarantine_release', warehouseId: W, locationId: 'QC-01', skuId: sku, qty: 4, source: freshSource() }),
    ).rejects.toMatchObject({
      code: 10409,
      message: '待检库存不足：SKU SKU-QC（仓库 W1 库位 QC-01） 待检 3，需要 4',
    });
    expect(await ledgerMismatches(db.db, [sku])).toEqual([]);
  });

  it('publishes wms.stock.changed per posting in the same transaction, nothing for a duplicate or a refusal', async () => {
    const db = t.database;
    const sku = 'SKU-EVT';
    const events = async () =>
      (
        await db.pool.query("select payload from platform.outbox_events where name = 'wms.stock.changed' and payload->>'sku_id' = $1 order by created_at, id", [
          sku,
        ])
      ).rows.map((r: { payload: Record<string, unknown> }) => r.payload);
    const receipt = { ...op, type: 'receive' as const, warehouseId: W, skuId: sku, qty: 9, source: { type: 'po_receipt', id: 'R-EVT', line: '1' } };
    const [first] = (await postOne(db, receipt)).postings;
    await postOne(db, receipt); // a retry: no second event
    await postOne(db, { ...op, type: 'put_away', warehouseId: W, toLocationId: 'A-09', skuId: sku, qty: 4, source: { type: 'putaway', id: 'P-EVT' } });
    await expect(postOne(db, { ...op, type: 'ship', warehouseId: W, skuId: sku, qty: 1, source: freshSource() })).rejects.toMatchObject({ code: 10409 });
    const published = await events();
    expect(published).toHaveLength(2);
    expect(published[0]).toEqual({
      posting_id: first?.postingId,
      type: 'receive',
      sku_id: sku,
      source: { type: 'po_receipt', id: 'R-EVT', line: '1' },
      correlation_id: null,
      reversal_of: null,
      operator: 'u1',
      rows: [
        {
          warehouse_id: W,
          location_id: '',
          d_on_hand: 9,
          d_reserved: 0,
          d_in_transit: 0,
          d_quarantined: 0,
          on_hand: 9,
          reserved: 0,
          available: 9,
          in_transit: 0,
          quarantined: 0,
        },
      ],
    });
    expect(
      (published[1] as { rows: { location_id: string; d_on_hand: number; on_hand: number }[] }).rows.map((r) => [r.location_id, r.d_on_hand, r.on_hand]),
    ).toEqual([
      ['', -4, 5],
      ['A-09', 4, 4],
    ]);
    // A posting whose transaction rolls back takes its event with it.
    await expect(
      db.tx(async (tx) => {
        await post(tx, [{ ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 1, source: freshSource() }], outboxOf(db));
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await events()).toHaveLength(2);
  });

  it('keeps the CHECK constraints behind the conditional updates', async () => {
    const db = t.database;
    await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: 'SKU-CK', qty: 1, source: freshSource() });
    await expect(db.pool.query("update wms.stock_balances set reserved = 2 where sku_id = 'SKU-CK'")).rejects.toMatchObject({ code: '23514' });
    await expect(db.pool.query("update wms.stock_balances set on_hand = -1, reserved = 0 where sku_id = 'SKU-CK'")).rejects.toMatchObject({ code: '23514' });
  });
});
