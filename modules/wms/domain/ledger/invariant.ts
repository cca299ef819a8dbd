import type { Executor } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';

export interface LedgerMismatch {
  warehouseId: string;
  locationId: string;
  skuId: string;
  /** "balance/ledger" per state, e.g. on_hand "7/8". */
  onHand: string;
  reserved: string;
  inTransit: string;
  quarantined: string;
}

/**
 * Σ movements per (warehouse, location, SKU) and state must equal the balance row; an empty answer means
 * the ledger holds. `skuIds` limits the check (tests share one database). Used by the tests and, later,
 * by a verifier job.
 */
export async function ledgerMismatches(exec: Executor, skuIds?: readonly string[]): Promise<LedgerMismatch[]> {
  const only = (col: string) =>
    skuIds === undefined
      ? sql`true`
      : sql`${sql.identifier(col)} in (${sql.join(
          skuIds.map((s) => sql`${s}`),
          sql`, `,
        )})`;
  const result = await exec.execute<{
    warehouse_id: string;
    location_id: string;
    sku_id: string;
    b_on_hand: string;
    m_on_hand: string;
    b_reserved: string;
    m_reserved: string;
    b_in_transit: string;
    m_in_transit: string;
    b_quarantined: string;
    m_quarantined: string;
  }>(sql`
    with m as (
      select warehouse_id, location_id, sku_id,
        sum(d_on_hand) as on_hand, sum(d_reserved) as reserved, sum(d_in_transit) as in_transit, sum(d_quarantined) as quarantined
      from wms.stock_movements where ${only('sku_id')}
      group by warehouse_id, location_id, sku_id
    ), b as (
      select * from wms.stock_balances where ${only('sku_id')}
    )
    select warehouse_id, location_id, sku_id,
      coalesce(b.on_hand, 0)::text as b_on_hand, coalesce(m.on_hand, 0)::text as m_on_hand,
      coalesce(b.reserved, 0)::text as b_reserved, coalesce(m.reserved, 0)::text as m_reserved,
      coalesce(b.in_transit, 0)::text as b_in_transit, coalesce(m.in_transit, 0)::text as m_in_transit,
      coalesce(b.quarantined, 0)::text as b_quarantined, coalesce(m.quarantined, 0)::text as m_quarantined
    from b full join m using (warehouse_id, location_id, sku_id)
    where coalesce(b.on_hand, 0) <> coalesce(m.on_hand, 0)
       or coalesce(b.reserved, 0) <> coalesce(m.reserved, 0)
       or coalesce(b.in_transit, 0) <> coalesce(m.in_transit, 0)
       or coalesce(b.quarantined, 0) <> coalesce(m.quarantined, 0)
    order by 1, 2, 3`);
  return result.rows.map((r) => ({
    warehouseId: r.warehouse_id,
    locationId: r.location_id,
    skuId: r.sku_id,
    onHand: `${r.b_on_hand}/${r.m_on_hand}`,
    reserved: `${r.b_reserved}/${r.m_reserved}`,
    inTransit: `${r.b_in_transit}/${r.m_in_transit}`,
    quarantined: `${r.b_quarantined}/${r.m_quarantined}`,
  }));
}
