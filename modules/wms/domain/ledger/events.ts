// The events the ledger publishes through the outbox, and their payloads (snake_case on the wire).
import { type Balance, EMPTY, keyString, type Leg, type MovementType, type Source } from './movements.ts';

export const stockEvents = {
  /** One per posting (a movement that changed something), in the posting's transaction. */
  changed: 'wms.stock.changed',
  /** Planned: a refused reservation, for order routing (a refusal rolls its transaction back, so it needs its own). */
  reservationRefused: 'wms.stock.reservation_refused',
} as const;

/** One balance row a posting touched: the signed change, and the row as it stands after the posting. */
export interface StockChangedRow {
  warehouse_id: string;
  /** '' = unlocated stock of the warehouse. */
  location_id: string;
  d_on_hand: number;
  d_reserved: number;
  d_in_transit: number;
  d_quarantined: number;
  on_hand: number;
  reserved: number;
  available: number;
  in_transit: number;
  quarantined: number;
}

/** `wms.stock.changed`: what one movement did. Warehouse totals are the sum over its rows (`available()`). */
export interface StockChanged {
  posting_id: string;
  type: MovementType;
  sku_id: string;
  source: { type: string; id: string; line: string };
  correlation_id: string | null;
  /** A reversal (冲销): the posting it undoes (type, SKU, source and correlation are that posting's). */
  reversal_of: string | null;
  operator: string;
  rows: StockChangedRow[];
}

/** What a posting records besides its legs (a request, a warehouse reservation or a reversal). */
export interface PostingHeader {
  type: MovementType;
  skuId: string;
  source: Source;
  correlationId: string | null;
  reversalOf: string | null;
  operator: string;
}

/** The event of a posting; `after` holds the balances once its legs are applied. */
export function stockChangedOf(postingId: string, p: PostingHeader, legs: readonly Leg[], after: ReadonlyMap<string, Balance>): StockChanged {
  return {
    posting_id: postingId,
    type: p.type,
    sku_id: p.skuId,
    source: { type: p.source.type, id: p.source.id, line: p.source.line ?? '' },
    correlation_id: p.correlationId,
    reversal_of: p.reversalOf,
    operator: p.operator,
    rows: legs.map((l) => {
      const b = after.get(keyString(l)) ?? EMPTY;
      return {
        warehouse_id: l.warehouseId,
        location_id: l.locationId,
        d_on_hand: l.dOnHand,
        d_reserved: l.dReserved,
        d_in_transit: l.dInTransit,
        d_quarantined: l.dQuarantined,
        on_hand: b.onHand,
        reserved: b.reserved,
        available: b.onHand - b.reserved,
        in_transit: b.inTransit,
        quarantined: b.quarantined,
      };
    }),
  };
}
