// Options of the selects (any signed-in user, within their warehouse data rule): enabled records only,
// labelled with their warehouse so a select over several warehouses stays readable.
import { parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { likeFilter, type Route, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { area, reservoir, storageLocation, warehouse } from '../entities/index.ts';
import { areas, reservoirs, storageLocations, storageSpecs } from './master-data.schema.ts';
import { warehouses } from './warehouse.schema.ts';

const filters = z.object({
  warehouse_id: z.uuid('请选择正确的仓库').optional(),
  area_id: z.uuid('请选择正确的库区').optional(),
  keyword: z.string().trim().max(50).optional(),
});
const filtersOf = (r: FastifyRequest) => parse(filters, withoutEmpty(r.query));
const accessOf = (r: FastifyRequest) => requestUser(r).access;
const lookup = (run: (r: FastifyRequest) => Promise<unknown>): Route => readRoute(run);

export function wmsLookups(database: Database) {
  const db = database.db;
  const where = (...parts: (SQL | undefined)[]) => and(...parts);

  /** `?warehouse_id` → [{id, code, name: '深圳仓 / A区', warehouse_id, type}] */
  const areaOptions = lookup(async (r) => {
    const f = filtersOf(r);
    const rows = await db
      .select({ id: areas.id, code: areas.code, area: areas.name, warehouse: warehouses.name, warehouse_id: areas.warehouse_id, type: areas.type })
      .from(areas)
      .innerJoin(warehouses, eq(warehouses.id, areas.warehouse_id))
      .where(
        where(
          eq(areas.status, 'enabled'),
          eq(warehouses.status, 'enabled'),
          f.warehouse_id ? eq(areas.warehouse_id, f.warehouse_id) : undefined,
          rowScope(area, areas, accessOf(r)),
        ),
      )
      .orderBy(asc(warehouses.code), asc(areas.code));
    return rows.map(({ area: name, warehouse: w, ...rest }) => ({ ...rest, name: `${w} / ${name}` }));
  });

  /** `?warehouse_id&area_id` → [{id, code, name: '深圳仓 / A区 / A-01 货架', area_id, warehouse_id}] */
  const reservoirOptions = lookup(async (r) => {
    const f = filtersOf(r);
    const rows = await db
      .select({
        id: reservoirs.id,
        code: reservoirs.code,
        shelf: reservoirs.name,
        area: areas.name,
        warehouse: warehouses.name,
        area_id: reservoirs.area_id,
        warehouse_id: reservoirs.warehouse_id,
      })
      .from(reservoirs)
      .innerJoin(areas, eq(areas.id, reservoirs.area_id))
      .innerJoin(warehouses, eq(warehouses.id, reservoirs.warehouse_id))
      .where(
        where(
          eq(reservoirs.status, 'enabled'),
          f.warehouse_id ? eq(reservoirs.warehouse_id, f.warehouse_id) : undefined,
          f.area_id ? eq(reservoirs.area_id, f.area_id) : undefined,
          rowScope(reservoir, reservoirs, accessOf(r)),
        ),
      )
      .orderBy(asc(warehouses.code), asc(reservoirs.code));
    return rows.map(({ shelf, area: a, warehouse: w, ...rest }) => ({ ...rest, name: `${w} / ${a} / ${shelf}` }));
  });

  /** `?warehouse_id&area_id&keyword` → at most 1000 [{id, code, name: code, area_id, warehouse_id}] */
  const locationOptions = lookup(async (r) => {
    const f = filtersOf(r);
    return db
      .select({
        id: storageLocations.id,
        code: storageLocations.code,
        name: storageLocations.code,
        area_id: storageLocations.area_id,
        warehouse_id: storageLocations.warehouse_id,
      })
      .from(storageLocations)
      .where(
        where(
          eq(storageLocations.status, 'enabled'),
          f.warehouse_id ? eq(storageLocations.warehouse_id, f.warehouse_id) : undefined,
          f.area_id ? eq(storageLocations.area_id, f.area_id) : undefined,
          f.keyword ? likeFilter(storageLocations.code, f.keyword) : undefined,
          rowScope(storageLocation, storageLocations, accessOf(r)),
        ),
      )
      .orderBy(asc(storageLocations.code))
      .limit(1000);
  });

  /** Enabled storage specifications (not warehouse-scoped): [{id, code, name: '小件位 40×30×30cm'}] */
  const specOptions = lookup(async () => {
    const rows = await db
      .select({ id: storageSpecs.id, code: storageSpecs.code, spec: storageSpecs.name, l: storageSpecs.length, w: storageSpecs.width, h: storageSpecs.height })
      .from(storageSpecs)
      .where(eq(storageSpecs.status, 'enabled'))
      .orderBy(asc(storageSpecs.code));
    return rows.map(({ spec, l, w, h, ...rest }) => ({ ...rest, name: `${spec} ${l}×${w}×${h}cm` }));
  });

  /** Enabled warehouses for every selector (the catalogue's getWarehouse). */
  const enabledWarehouses = lookup(async (r) =>
    db
      .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, type: warehouses.type, country: warehouses.country })
      .from(warehouses)
      .where(and(eq(warehouses.status, 'enabled'), rowScope(warehouse, warehouses, accessOf(r))))
      .orderBy(asc(warehouses.code)),
  );

  /** Every warehouse the user may see, enabled or not (the stock filters still name disabled ones). */
  const allWarehouses = lookup(async (r) =>
    db
      .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, status: warehouses.status })
      .from(warehouses)
      .where(rowScope(warehouse, warehouses, accessOf(r)))
      .orderBy(asc(warehouses.code)),
  );

  return { enabledWarehouses, allWarehouses, areaOptions, reservoirOptions, locationOptions, specOptions };
}
