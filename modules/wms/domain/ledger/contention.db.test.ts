import type { Database } from '@entrepot/server-kit/db';
import { createTestDatabase, type TestDatabase } from '@entrepot/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, balancesOf, releaseInWarehouse, reservationsOf, reserve, reserveInWarehouse } from '../../public.ts';
import { ledgerMismatches } from './invariant.ts';
import { barrier, codeOf, concurrentDatabase, freshSource, outboxOf, postOne, runLength } from './testing.ts';

// 50 clients started together each try to reserve 1–8 of a stock of 10, for LEDGER_ROUNDS rounds (50 in CI,
// 200 with LEDGER_FULL=1, on both engines: on PostgreSQL the 50 clients hold 50 connections; the embedded
// database's one connection serialises them — timings in the README). The same
// against a warehouse: the 10 spread over four rows, reserved with reserveInWarehouse while one client puts
// stock on a new location and some give their reservation back (releaseInWarehouse).
const CLIENTS = 50;
const ROUNDS = runLength('LEDGER_ROUNDS', { ci: 50, full: 200 });
const W = 'W-CONT';

let t: TestDatabase;
let pool: { db: Database; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestDatabase();
  pool = await concurrentDatabase(t, CLIENTS);
});
afterAll(async () => {
  await pool?.close();
  await t?.drop();
});

interface RoundResult {
  granted: number;
  refused: number[];
}

/**
 * One round on a fresh SKU. `withRow`: 10 received first. Otherwise no balance row exists when the clients
 * start, and one of the 50 (at a random place) receives the 10 while the others reserve.
 */
async function round(db: Database, sku: string, withRow: boolean): Promise<RoundResult> {
  if (withRow) await postOne(db, { type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: freshSource('receipt'), operator: 'test' });
  const receiver = withRow ? -1 : Math.floor(Math.random() * CLIENTS);
  const go = barrier();
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    await go.wait;
    if (i === receiver) {
      await postOne(db, { type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: freshSource('receipt'), operator: 'test' });
      return { qty: 0, code: 0 };
    }
    const qty = 1 + Math.floor(Math.random() * 8);
    const code = await codeOf(db.tx((tx) => reserve(tx, { warehouseId: W, skuId: sku, qty, source: freshSource('order'), operator: `c${i}` }, outboxOf(db))));
    return { qty, code };
  });
  go.open();
  const results = (await Promise.all(clients)).filter((r) => r.code !== 0);
  for (const r of results) expect([10000, 10409]).toContain(r.code);
  return {
    granted: results.filter((r) => r.code === 10000).reduce((s, r) => s + r.qty, 0),
    refused: results.filter((r) => r.code === 10409).map((r) => r.qty),
  };
}

async function check(sku: string, r: RoundResult, withRow: boolean): Promise<void> {
  const rows = await balancesOf(pool.db.db, sku, W);
  expect(rows).toHaveLength(1); // one row, however many clients tried to create it
  const b = rows[0]!;
  expect(b.onHand).toBe(10);
  expect(b.reserved).toBe(r.granted); // successful reservations = the drop in available stock
  expect(b.reserved).toBeLessThanOrEqual(b.onHand); // never over-reserved
  expect(b.available).toBe(10 - r.granted);
  expect(b.available).toBeGreaterThanOrEqual(0); // never negative
  expect(await available(pool.db.db, { warehouseId: W, skuId: sku })).toBe(10 - r.granted);
  // With the stock there from the start available only falls, so a refused ask exceeds what is left at the
  // end (without a row, asks before the receipt are refused against 0).
  if (withRow) for (const q of r.refused) expect(q).toBeGreaterThan(b.available);
}

describe(`stock contention: ${CLIENTS} clients × ${ROUNDS} rounds`, () => {
  for (const withRow of [true, false]) {
    it(withRow ? 'stock 10 in an existing row' : 'no balance row yet (one client receives 10 meanwhile)', async () => {
      const started = Date.now();
      const skus: string[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const sku = `SKU-C-${withRow ? 'R' : 'N'}-${i}`;
        skus.push(sku);
        await check(sku, await round(pool.db, sku, withRow), withRow);
      }
      expect(await ledgerMismatches(pool.db.db, skus)).toEqual([]);
      console.log(
        `contention (${withRow ? 'row exists' : 'no row'}) on ${t.url ? 'postgres' : 'embedded'}: ${ROUNDS} rounds × ${CLIENTS} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 900_000);
  }

  it('reserving across the locations of one warehouse, with releases and a new location meanwhile', async () => {
    const started = Date.now();
    const skus: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const sku = `SKU-C-W-${i}`;
      skus.push(sku);
      await warehouseRound(pool.db, sku);
    }
    expect(await ledgerMismatches(pool.db.db, skus)).toEqual([]);
    console.log(
      `contention (warehouse, 4+1 rows) on ${t.url ? 'postgres' : 'embedded'}: ${ROUNDS} rounds × ${CLIENTS} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 900_000);

  it('no stock and no row: every reservation is refused, nothing goes negative', async () => {
    const sku = 'SKU-C-EMPTY';
    const go = barrier();
    const codes = Array.from({ length: CLIENTS }, async () => {
      await go.wait;
      return codeOf(pool.db.tx((tx) => reserve(tx, { warehouseId: W, skuId: sku, qty: 1, source: freshSource('order'), operator: 'c' }, outboxOf(pool.db))));
    });
    go.open();
    expect(new Set(await Promise.all(codes))).toEqual(new Set([10409]));
    expect(await balancesOf(pool.db.db, sku)).toEqual([]); // the refused transactions rolled their rows back
  });
});

/** 10 in W: 1 unlocated, 3 at A-01, 4 at A-02, 2 at B-01. */
const LAYOUT = [
  ['A-01', 3],
  ['A-02', 4],
  ['B-01', 2],
] as const;

/**
 * One round on a fresh SKU: 50 clients reserve 1–8 each in the warehouse (one source each); every fifth one
 * that succeeds gives its reservation back at once; one client puts 5 on a new location C-01 meanwhile.
 */
async function warehouseRound(db: Database, sku: string): Promise<void> {
  const op = { operator: 'test' };
  await postOne(db, { ...op, type: 'receive', warehouseId: W, skuId: sku, qty: 10, source: freshSource('receipt') });
  for (const [to, qty] of LAYOUT)
    await postOne(db, { ...op, type: 'put_away', warehouseId: W, toLocationId: to, skuId: sku, qty, source: freshSource('putaway') });
  const receiver = Math.floor(Math.random() * CLIENTS);
  const go = barrier();
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    await go.wait;
    if (i === receiver) {
      await postOne(db, { ...op, type: 'receive', warehouseId: W, locationId: 'C-01', skuId: sku, qty: 5, source: freshSource('receipt') });
      return null;
    }
    const source = freshSource('order');
    const qty = 1 + Math.floor(Math.random() * 8);
    const code = await codeOf(db.tx((tx) => reserveInWarehouse(tx, { ...op, warehouseId: W, skuId: sku, qty, source }, outboxOf(db))));
    expect([10000, 10409]).toContain(code);
    const released = code === 10000 && i % 5 === 0;
    if (released) await db.tx((tx) => releaseInWarehouse(tx, { ...op, warehouseId: W, skuId: sku, source }, outboxOf(db)));
    return { source, qty, code, held: code === 10000 && !released ? qty : 0 };
  });
  go.open();
  const results = (await Promise.all(clients)).filter((r) => r !== null);
  // 49 asks of 1–8 against 15 units (and what the releases give back): some are granted, some refused.
  expect(new Set(results.map((r) => r.code))).toEqual(new Set([10000, 10409]));

  const rows = await balancesOf(pool.db.db, sku, W);
  for (const b of rows) {
    expect(b.reserved).toBeLessThanOrEqual(b.onHand); // never over-reserved, on any row
    expect(b.reserved).toBeGreaterThanOrEqual(0);
  }
  expect(rows.reduce((sum, b) => sum + b.onHand, 0)).toBe(15);
  // Every reserved unit belongs to a client that holds it, exactly what it asked for, row by row.
  const holdings = await reservationsOf(
    pool.db.db,
    results.map((r) => ({ warehouseId: W, skuId: sku, source: r.source })),
  );
  const heldBy = new Map<string, number>();
  for (const h of holdings) heldBy.set(h.source.id, (heldBy.get(h.source.id) ?? 0) + h.qty);
  for (const r of results) expect(heldBy.get(r.source.id) ?? 0).toBe(r.held);
  const perRow = new Map<string, number>();
  for (const h of holdings) perRow.set(h.locationId, (perRow.get(h.locationId) ?? 0) + h.qty);
  for (const b of rows) expect(perRow.get(b.locationId) ?? 0).toBe(b.reserved);
}
