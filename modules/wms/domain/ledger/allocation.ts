// Pure: how a warehouse-level reservation spreads over the balance rows of its SKU in that warehouse, and
// what giving a source's reservation back takes from each row. `warehouse-reservations.ts` runs these
// against the locked rows.
import { type Balance, describeKey, type Leg, leg, NO_LOCATION, type Refusal, type StockKey } from './movements.ts';

/** A balance row of one warehouse and SKU, as locked. */
export type Row = StockKey & Balance;

/** What a source holds reserved on one balance row (Σ of its reserve and release legs there). */
export interface Holding extends StockKey {
  qty: number;
}

const bytes = (s: string) => Buffer.from(s);

/**
 * The allocation order: storage locations by code in byte order (as `COLLATE "C"`: `A-01-02` before
 * `A-01-10` before `B-01-01`), the unlocated row '' last — stock there is still to be put away, and a put-away
 * may only move available stock, so it is reserved only when the shelves cannot cover the ask.
 */
export function allocationOrder(a: StockKey, b: StockKey): number {
  if (a.locationId === NO_LOCATION || b.locationId === NO_LOCATION) return Number(a.locationId === NO_LOCATION) - Number(b.locationId === NO_LOCATION);
  return Buffer.compare(bytes(a.locationId), bytes(b.locationId));
}

const availableOf = (b: Balance) => Math.max(0, b.onHand - b.reserved);

/**
 * Reserves `qty` over the rows of `warehouseId` / `skuId` in the allocation order, each row giving what it
 * has available, until the ask is covered: all of it, or a refusal naming the warehouse's total available.
 */
export function spreadReservation(ask: { warehouseId: string; skuId: string; qty: number }, rows: readonly Row[]): Leg[] | Refusal {
  const mine = rows.filter((r) => r.warehouseId === ask.warehouseId && r.skuId === ask.skuId).sort(allocationOrder);
  const total = mine.reduce((sum, r) => sum + availableOf(r), 0);
  if (total < ask.qty) {
    const where = describeKey({ warehouseId: ask.warehouseId, locationId: NO_LOCATION, skuId: ask.skuId });
    return { kind: 'conflict', message: `可用库存不足：${where} 可用 ${total}，需要 ${ask.qty}` };
  }
  const legs: Leg[] = [];
  let left = ask.qty;
  for (const r of mine) {
    const take = Math.min(availableOf(r), left);
    if (take > 0) legs.push(leg(r.warehouseId, r.locationId, r.skuId, { dReserved: take }));
    left -= take;
    if (left === 0) break;
  }
  return legs;
}

/** Gives back everything a source holds, row by row in the allocation order (the guards check each row). */
export function releaseLegs(holdings: readonly Holding[]): Leg[] {
  return holdings
    .filter((h) => h.qty > 0)
    .sort(allocationOrder)
    .map((h) => leg(h.warehouseId, h.locationId, h.skuId, { dReserved: -h.qty }));
}
