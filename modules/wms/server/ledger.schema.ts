import { moduleSchema } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { MovementType } from '../domain/ledger/movements.ts';

export const wms = moduleSchema('wms');

/**
 * One row per (warehouse, location, SKU): the derived state of the ledger, written only by `post()`.
 * `location_id` is '' for stock without a storage location (a NULL would defeat the primary key).
 * Quantities are whole units (see README). `on_hand` counts what is physically in the location and
 * includes `reserved`; `quarantined` is physically there too but never sellable; `in_transit` is on its
 * way to this warehouse (kept on the '' location of the destination).
 */
export const stockBalances = wms.table(
  'stock_balances',
  {
    warehouseId: text('warehouse_id').notNull(),
    locationId: text('location_id').notNull().default(''),
    skuId: text('sku_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    inTransit: integer('in_transit').notNull().default(0),
    quarantined: integer('quarantined').notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stock_balances_pk', columns: [t.warehouseId, t.locationId, t.skuId] }),
    check('stock_balances_on_hand_ck', sql`${t.onHand} >= 0`),
    check('stock_balances_reserved_ck', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
    check('stock_balances_in_transit_ck', sql`${t.inTransit} >= 0`),
    check('stock_balances_quarantined_ck', sql`${t.quarantined} >= 0`),
    index('stock_balances_sku_idx').on(t.skuId),
  ],
);

/**
 * Append-only: one row per balance row a movement touches (its "leg"; a put-away has two), with the signed
 * change of each state. Σ deltas per (warehouse, location, SKU) = the balance row. Never updated or deleted:
 * a mistake is undone by a reversal, new rows with the opposite changes and `reversal_of` set.
 */
export const stockMovements = wms.table(
  'stock_movements',
  {
    id: uuid('id').primaryKey(),
    /** The legs of one movement share it. */
    postingId: uuid('posting_id').notNull(),
    type: text('type').$type<MovementType>().notNull(),
    leg: smallint('leg').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    locationId: text('location_id').notNull(),
    skuId: text('sku_id').notNull(),
    /** The quantity asked for (for a count: the counted quantity). */
    qty: integer('qty').notNull(),
    dOnHand: integer('d_on_hand').notNull().default(0),
    dReserved: integer('d_reserved').notNull().default(0),
    dInTransit: integer('d_in_transit').notNull().default(0),
    dQuarantined: integer('d_quarantined').notNull().default(0),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    sourceLine: text('source_line').notNull().default(''),
    /** Ties a transfer's out and in (the transfer order); null elsewhere. A reversal keeps its original's. */
    correlationId: text('correlation_id'),
    /**
     * A reversal (冲销): the posting it undoes. Its legs are that posting's with the signs turned; type, SKU,
     * source and correlation are the original's, `note` the reason. Null on every other movement.
     */
    reversalOf: uuid('reversal_of'),
    operator: text('operator').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    // Idempotency: the same line of the same document cannot post the same movement twice (reversal_of null),
    // nor reverse one posting twice (reversal_of = that posting); NULLS NOT DISTINCT makes the first hold.
    unique('stock_movements_source_uq').on(t.sourceType, t.sourceId, t.sourceLine, t.type, t.leg, t.reversalOf).nullsNotDistinct(),
    index('stock_movements_sku_idx').on(t.skuId, t.createdAt),
    index('stock_movements_key_idx').on(t.warehouseId, t.locationId, t.skuId),
    index('stock_movements_correlation_idx').on(t.correlationId).where(sql`correlation_id is not null`),
    index('stock_movements_reversal_idx').on(t.reversalOf).where(sql`reversal_of is not null`),
    check('stock_movements_qty_ck', sql`${t.qty} >= 0`),
  ],
);

export type BalanceRow = typeof stockBalances.$inferSelect;
export type MovementRow = typeof stockMovements.$inferSelect;
