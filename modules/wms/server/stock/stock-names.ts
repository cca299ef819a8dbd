// Names beside the ledger's ids on a page of stock or movements: the warehouse's code and name, the
// location's area. The ledger itself stores ids and codes only.
import type { Executor } from '@entrepot/server-kit/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { WarehouseNames } from '../../entities/stock.ts';
import { areas, storageLocations } from '../master-data.schema.ts';
import { warehouses } from '../warehouse.schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Named {
  warehouse_id: string | null;
  location_id?: string | null;
}

/** Adds warehouse_code, warehouse_name and (when the rows have locations) area_name. */
export async function withNames<R extends Named>(exec: Executor, rows: R[]): Promise<(R & WarehouseNames)[]> {
  const warehouseIds = [...new Set(rows.map((r) => r.warehouse_id).filter((id): id is string => id !== null && UUID.test(id)))];
  const byId = new Map(
    warehouseIds.length
      ? (
          await exec.select({ id: warehouses.id, code: warehouses.code, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, warehouseIds))
        ).map((w) => [w.id, w as { code: string; name: string }])
      : [],
  );
  const located = rows.filter((r) => r.warehouse_id && byId.has(r.warehouse_id) && r.location_id);
  const areaOf = new Map<string, string>();
  if (located.length) {
    const codes = [...new Set(located.map((r) => r.location_id as string))];
    const found = await exec
      .select({ warehouse_id: storageLocations.warehouse_id, code: storageLocations.code, area: areas.name })
      .from(storageLocations)
      .innerJoin(areas, eq(areas.id, storageLocations.area_id))
      .where(and(inArray(storageLocations.warehouse_id, [...new Set(located.map((r) => r.warehouse_id as string))]), inArray(storageLocations.code, codes)));
    for (const f of found) areaOf.set(`${f.warehouse_id}|${f.code}`, f.area);
  }
  return rows.map((r) => {
    const w = r.warehouse_id ? byId.get(r.warehouse_id) : undefined;
    return {
      ...r,
      warehouse_code: w?.code ?? null,
      warehouse_name: w?.name ?? null,
      ...(r.location_id !== undefined ? { area_name: areaOf.get(`${r.warehouse_id}|${r.location_id}`) ?? null } : {}),
    };
  });
}
