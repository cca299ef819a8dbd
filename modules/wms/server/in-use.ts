// Deletes are refused while something still uses the record (disable it instead; the declared references refuse
// deleting an area, a shelf or a spec in use); a location holding stock can be neither deleted nor disabled.
import type { Executor } from '@entrepot/server-kit/db';
import type { StoredRow, WriteRules } from '@entrepot/server-kit/entity';
import { and, eq, or, sql } from 'drizzle-orm';
import type { storageLocation } from '../entities/index.ts';
import { stockBalances } from './ledger.schema.ts';

type LocationRules = WriteRules<typeof storageLocation>;
type InUse = NonNullable<LocationRules['inUse']>;

/** The ledger keys stock on (warehouse, location code): a location holding any stock stays. */
async function holdsStock(exec: Executor, location: StoredRow<typeof storageLocation>): Promise<boolean> {
  const held = await exec
    .select({ one: sql`1` })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.warehouseId, String(location.warehouse_id)),
        eq(stockBalances.locationId, location.code),
        or(
          sql`${stockBalances.onHand} <> 0`,
          sql`${stockBalances.reserved} <> 0`,
          sql`${stockBalances.inTransit} <> 0`,
          sql`${stockBalances.quarantined} <> 0`,
        ),
      ),
    )
    .limit(1);
  return held.length > 0;
}

export const locationInUse: InUse = async (exec, location) => ((await holdsStock(exec, location)) ? '该库位还有库存，不能删除' : null);

export const locationDisableBlocked: NonNullable<LocationRules['blocksTransition']> = async (exec, location, transition) =>
  transition === 'disable' && (await holdsStock(exec, location)) ? '该库位还有库存，不能停用' : null;
