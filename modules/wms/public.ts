// The only file another module may import from modules/wms: stock reads, reservations and postings, all
// inside the caller's transaction. Other modules never touch the wms tables.
import type { Tx } from '@entrepot/server-kit/db';
import type { MovementRequest, Source } from './domain/ledger/movements.ts';
import { type PostResult, post, type StockEventSink } from './domain/ledger/post.ts';
import { type ReversalRequest, reverse } from './domain/ledger/reverse.ts';
import { releaseInWarehouse, reserveInWarehouse, type WarehouseRelease, type WarehouseReservation } from './domain/ledger/warehouse-reservations.ts';

export type { StockChanged, StockChangedRow } from './domain/ledger/events.ts';
export { stockEvents } from './domain/ledger/events.ts';
export type { MovementRequest, MovementType, Source, StockKey } from './domain/ledger/movements.ts';
export { MAX_QTY, MOVEMENT_TYPES, NO_LOCATION } from './domain/ledger/movements.ts';
export type { Posted, PostResult, StockEventSink } from './domain/ledger/post.ts';
export { post } from './domain/ledger/post.ts';
export type { BalanceView, MovementView, StockQuery } from './domain/ledger/queries.ts';
export { available, balancesOf, history, onHand, stockBySkuSource, stockByWarehouseSource } from './domain/ledger/queries.ts';
export type { PostingToReverse, ReversalRequest, ReversalTarget } from './domain/ledger/reverse.ts';
export { postingsToReverse, reverse } from './domain/ledger/reverse.ts';
export type { Holding, WarehouseRelease, WarehouseReservation } from './domain/ledger/warehouse-reservations.ts';
export { releaseInWarehouse, reservationsOf, reserveInWarehouse } from './domain/ledger/warehouse-reservations.ts';

export interface ReservationRequest {
  warehouseId: string;
  /** Default '' (unlocated stock); otherwise a storage location's code. */
  locationId?: string;
  skuId: string;
  /** Whole units, > 0. */
  qty: number;
  source: Source;
  operator: string;
  note?: string;
}

/** Reserves available stock, or refuses with 10409 (可用库存不足：SKU … 可用 3，需要 5). Idempotent per source line. */
export const reserve = (tx: Tx, r: ReservationRequest, events: StockEventSink): Promise<PostResult> =>
  post(tx, [{ ...r, type: 'reserve' } satisfies MovementRequest], events);

/** Gives a reservation back, or refuses with 10409 when less is reserved. Idempotent per source line. */
export const release = (tx: Tx, r: ReservationRequest, events: StockEventSink): Promise<PostResult> =>
  post(tx, [{ ...r, type: 'release' } satisfies MovementRequest], events);

/**
 * The ledger bound to the server context's outbox, so every posting publishes `wms.stock.changed`:
 * `const stock = stockLedger(ctx.outbox); await database.tx((tx) => stock.post(tx, [...]))`.
 */
export function stockLedger(events: StockEventSink) {
  return {
    post: (tx: Tx, requests: readonly MovementRequest[]) => post(tx, requests, events),
    reserve: (tx: Tx, r: ReservationRequest) => reserve(tx, r, events),
    release: (tx: Tx, r: ReservationRequest) => release(tx, r, events),
    reserveInWarehouse: (tx: Tx, lines: WarehouseReservation | readonly WarehouseReservation[]) => reserveInWarehouse(tx, lines, events),
    releaseInWarehouse: (tx: Tx, r: WarehouseRelease) => releaseInWarehouse(tx, r, events),
    reverse: (tx: Tx, r: ReversalRequest) => reverse(tx, r, events),
  };
}

/** `<entity>.changed` with `{ids, action}` (`EntityChanged`) after every write of a warehouse setting. */
export { wmsSettingEvents } from './domain/master-data/events.ts';
/** The warehouse declaration, for other modules' references to it (a purchase order's receiving warehouse). */
export { warehouse } from './entities/index.ts';
export { DEMO_SKUS } from './server/seed.ts';
