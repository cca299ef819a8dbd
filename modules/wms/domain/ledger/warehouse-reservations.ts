// Reservations of a warehouse rather than of one balance row: an order reserves a SKU in a warehouse and
// the ledger spreads the quantity over that warehouse's rows (allocation.ts); the release gives back what a
// source holds, wherever it is. Both lock every row of the warehouse and SKU in the fixed order.
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import { type Holding, releaseLegs, spreadReservation } from './allocation.ts';
import { isRefusal, type Refusal, type Source, type StockKey, validate, validateCommon } from './movements.ts';
import { type Entry, type PostResult, postEntries, type StockEventSink, toError } from './post.ts';

/** A SKU reserved in a warehouse, whatever the locations; `source` is the document line it is for. */
export interface WarehouseReservation {
  warehouseId: string;
  skuId: string;
  /** Whole units, > 0. */
  qty: number;
  source: Source;
  operator: string;
  note?: string;
}

/** Whose reservation to give back: the source line that reserved the SKU in the warehouse. */
export interface WarehouseRelease {
  warehouseId: string;
  skuId: string;
  source: Source;
  operator: string;
  note?: string;
}

export type { Holding } from './allocation.ts';

const sourceOf = (s: Source) => ({ type: s.type, id: s.id, line: s.line ?? '' });

function check(refusal: Refusal | null): void {
  if (refusal) throw toError(refusal);
}

/**
 * The balance rows of these warehouse / SKU pairs as they stand (not locked: the lock comes next, in the
 * fixed order). A row created after this read is left to the next posting, as if it came later.
 */
async function rowsOf(tx: Tx, pairs: readonly { warehouseId: string; skuId: string }[]): Promise<StockKey[]> {
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.warehouseId}, ${p.skuId})`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ warehouse_id: string; location_id: string; sku_id: string }>(sql`
    select warehouse_id, location_id, sku_id from wms.stock_balances where (warehouse_id, sku_id) in (${wanted})`);
  return rows.map((r) => ({ warehouseId: r.warehouse_id, locationId: r.location_id, skuId: r.sku_id }));
}

const inPair = (w: string, s: string) => (k: StockKey) => k.warehouseId === w && k.skuId === s;

/**
 * Reserves each SKU in its warehouse over the rows with available stock, in the allocation order (storage
 * locations by code, the unlocated row last), all of it or a refusal (10409 可用库存不足：SKU A（仓库 W1）
 * 可用 3，需要 5); several lines are all reserved or none. One posting per line (type `reserve`, a leg per
 * row it takes from); idempotent per source line: a line reserved before posts nothing (`duplicate`).
 * Runs in the caller's transaction, which `database.tx` replays on 40001/40P01.
 */
export async function reserveInWarehouse(
  tx: Tx,
  lines: WarehouseReservation | readonly WarehouseReservation[],
  events: StockEventSink,
): Promise<PostResult & { held: Holding[] }> {
  const list: readonly WarehouseReservation[] = Array.isArray(lines) ? lines : [lines as WarehouseReservation];
  for (const r of list) check(validate({ ...r, type: 'reserve' }));
  if (list.length === 0) return { postings: [], balances: [], held: [] };
  const rows = await rowsOf(tx, list);
  const entries = list.map((r): Entry => {
    const keys = rows.filter(inPair(r.warehouseId, r.skuId));
    return {
      type: 'reserve',
      skuId: r.skuId,
      source: r.source,
      operator: r.operator,
      note: r.note,
      correlationId: null,
      reversalOf: null,
      keys,
      resolve: async (_tx, balanceOf) => {
        const legs = spreadReservation(
          r,
          keys.map((k) => ({ ...k, ...balanceOf(k) })),
        );
        return isRefusal(legs) ? legs : { legs, qty: r.qty };
      },
    };
  });
  const result = await postEntries(tx, entries, events);
  return { ...result, held: await reservationsOf(tx, list) };
}

/**
 * Gives back everything a source line holds reserved of the SKU in the warehouse (Σ of its `reserve` and
 * `release` legs per row, reversals included), in one `release` posting. Idempotent: a source released
 * before posts nothing (`duplicate`); a source holding nothing posts nothing. Refused (10409 预占库存不足：…)
 * when a row holds less reserved than the source's share there (picked or shipped by another document).
 */
export async function releaseInWarehouse(tx: Tx, r: WarehouseRelease, events: StockEventSink): Promise<PostResult & { released: Holding[] }> {
  check(validateCommon(r));
  // Every row of the warehouse and SKU is locked before the holdings are read: a reservation of this source
  // still running commits first (and is seen) or waits for us.
  const keys = await rowsOf(tx, [r]);
  let released: Holding[] = [];
  const entry: Entry = {
    type: 'release',
    skuId: r.skuId,
    source: r.source,
    operator: r.operator,
    note: r.note,
    correlationId: null,
    reversalOf: null,
    keys,
    resolve: async (locked) => {
      released = (await reservationsOf(locked, [r])).filter((h) => h.qty > 0);
      const legs = releaseLegs(released);
      return { legs, qty: legs.reduce((sum, l) => sum - l.dReserved, 0) };
    },
  };
  const result = await postEntries(tx, [entry], events);
  return { ...result, released };
}

/** What these source lines hold reserved of their SKU in their warehouse, per row (rows holding nothing left out). */
export async function reservationsOf(
  exec: Executor,
  lines: readonly { warehouseId: string; skuId: string; source: Source }[],
): Promise<(Holding & { source: { type: string; id: string; line: string } })[]> {
  if (lines.length === 0) return [];
  const wanted = sql.join(
    lines.map((l) => sql`(${l.source.type}, ${l.source.id}, ${l.source.line ?? ''}, ${l.warehouseId}, ${l.skuId})`),
    sql`, `,
  );
  const { rows } = await exec.execute<{
    source_type: string;
    source_id: string;
    source_line: string;
    warehouse_id: string;
    location_id: string;
    sku_id: string;
    qty: string;
  }>(sql`
    select source_type, source_id, source_line, warehouse_id, location_id, sku_id, sum(d_reserved)::text as qty
    from wms.stock_movements
    where type in ('reserve', 'release') and (source_type, source_id, source_line, warehouse_id, sku_id) in (${wanted})
    group by source_type, source_id, source_line, warehouse_id, location_id, sku_id
    having sum(d_reserved) <> 0
    order by source_type, source_id, source_line, warehouse_id, sku_id, location_id collate "C"`);
  return rows.map((h) => ({
    warehouseId: h.warehouse_id,
    locationId: h.location_id,
    skuId: h.sku_id,
    qty: Number(h.qty),
    source: sourceOf({ type: h.source_type, id: h.source_id, line: h.source_line }),
  }));
}
