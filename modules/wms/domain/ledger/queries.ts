import type { Executor } from '@entrepot/server-kit/db';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stockBalances, stockMovements } from '../../server/ledger.schema.ts';
import type { Balance, MovementType, StockKey } from './movements.ts';

/** Which stock: one warehouse and SKU, all its locations unless `locationId` names one ('' = unlocated). */
export interface StockQuery {
  warehouseId: string;
  skuId: string;
  locationId?: string;
}

const where = (q: StockQuery): SQL | undefined =>
  and(
    eq(stockBalances.warehouseId, q.warehouseId),
    eq(stockBalances.skuId, q.skuId),
    q.locationId === undefined ? undefined : eq(stockBalances.locationId, q.locationId),
  );

async function sumOf(exec: Executor, q: StockQuery, expr: SQL): Promise<number> {
  const [row] = await exec
    .select({ n: sql<string>`coalesce(sum(${expr}), 0)::text` })
    .from(stockBalances)
    .where(where(q));
  return Number(row?.n ?? 0);
}

/** Physically in the warehouse (reserved included, quarantined and in transit not). */
export const onHand = (exec: Executor, q: StockQuery): Promise<number> => sumOf(exec, q, sql`${stockBalances.onHand}`);

/** What a new reservation may take: on hand minus reserved. */
export const available = (exec: Executor, q: StockQuery): Promise<number> => sumOf(exec, q, sql`${stockBalances.onHand} - ${stockBalances.reserved}`);

/**
 * Each SKU's stock as a subquery `stock(sku_id, available, in_transit)` — `sku_id` is the SKU code, the ledger's
 * key — in one warehouse, or all, that another area joins into its own list (the purchase area's 补货建议).
 * Quarantined stock counts in neither.
 */
export function stockBySkuSource(warehouseId?: string) {
  return new QueryBuilder()
    .select({
      sku_id: stockBalances.skuId,
      available: sql<number>`sum(${stockBalances.onHand} - ${stockBalances.reserved})::int`.as('available'),
      in_transit: sql<number>`sum(${stockBalances.inTransit})::int`.as('in_transit'),
    })
    .from(stockBalances)
    .where(warehouseId === undefined ? undefined : eq(stockBalances.warehouseId, warehouseId))
    .groupBy(stockBalances.skuId)
    .as('stock');
}

/** The same per warehouse and SKU code: `wh_stock(warehouse_id, sku_id, available, in_transit)`. */
export function stockByWarehouseSource() {
  return new QueryBuilder()
    .select({
      warehouse_id: stockBalances.warehouseId,
      sku_id: stockBalances.skuId,
      available: sql<number>`sum(${stockBalances.onHand} - ${stockBalances.reserved})::int`.as('wh_available'),
      in_transit: sql<number>`sum(${stockBalances.inTransit})::int`.as('wh_in_transit'),
    })
    .from(stockBalances)
    .groupBy(stockBalances.warehouseId, stockBalances.skuId)
    .as('wh_stock');
}

export type BalanceView = StockKey & Balance & { available: number; version: number };

/** The balance rows of a SKU, optionally in one warehouse, ordered by warehouse and location. */
export async function balancesOf(exec: Executor, skuId: string, warehouseId?: string): Promise<BalanceView[]> {
  const rows = await exec
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.skuId, skuId), warehouseId === undefined ? undefined : eq(stockBalances.warehouseId, warehouseId)))
    .orderBy(stockBalances.warehouseId, stockBalances.locationId);
  return rows.map((r) => ({
    warehouseId: r.warehouseId,
    locationId: r.locationId,
    skuId: r.skuId,
    onHand: r.onHand,
    reserved: r.reserved,
    inTransit: r.inTransit,
    quarantined: r.quarantined,
    available: r.onHand - r.reserved,
    version: r.version,
  }));
}

export interface MovementView extends StockKey {
  id: string;
  postingId: string;
  type: MovementType;
  leg: number;
  qty: number;
  dOnHand: number;
  dReserved: number;
  dInTransit: number;
  dQuarantined: number;
  source: { type: string; id: string; line: string };
  correlationId: string | null;
  operator: string;
  note: string | null;
  createdAt: string;
}

/** The movements of a SKU, newest first; page with `before` (the last id seen). */
export async function history(exec: Executor, skuId: string, options: { warehouseId?: string; limit?: number; before?: string } = {}): Promise<MovementView[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 1000);
  const rows = await exec
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.skuId, skuId),
        options.warehouseId === undefined ? undefined : eq(stockMovements.warehouseId, options.warehouseId),
        options.before === undefined ? undefined : lt(stockMovements.id, options.before),
      ),
    )
    // UUIDv7 ids grow with time; leg breaks ties inside one movement.
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    postingId: r.postingId,
    type: r.type,
    leg: r.leg,
    warehouseId: r.warehouseId,
    locationId: r.locationId,
    skuId: r.skuId,
    qty: r.qty,
    dOnHand: r.dOnHand,
    dReserved: r.dReserved,
    dInTransit: r.dInTransit,
    dQuarantined: r.dQuarantined,
    source: { type: r.sourceType, id: r.sourceId, line: r.sourceLine },
    correlationId: r.correlationId,
    operator: r.operator,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}
