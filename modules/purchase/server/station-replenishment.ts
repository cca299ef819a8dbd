// 站点补货 (README "Station replenishment"): the declared query `stationReplenishment` — per station (an overseas
// or platform warehouse) and SKU it sold in the last 30 days (the order area's `warehouseSalesSource`), its stock
// there and on the way (the warehouse's), domestic stock that could be sent, and what is left to buy; plans and
// orders for a domestic warehouse from the chosen rows.
import type { ModuleContext } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { warehouseSalesSource } from '@entrepot/module-oms';
import { stockByWarehouseSource, warehouse } from '@entrepot/module-wms';
import { queryList, type Route, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { BASE, stationReplenishment } from '../entities/index.ts';
import { replenishmentSettings, suppliers } from './purchase.schema.ts';
import { ordersFromSuggestions, planFromSuggestions } from './replenishment.ts';
import type { PurchaseServices } from './services.ts';
import { defaultSupplier, setting } from './under-way.ts';

const skus = tableOf(sku);
const warehouses = tableOf(warehouse);
/** The warehouses that are stations: goods are sent to them from home, and sold from them. */
export const STATION_TYPES = ['overseas', 'fulfilment'];

/** Stock in every domestic warehouse, per SKU code. */
function domesticStock() {
  const st = stockByWarehouseSource();
  return new QueryBuilder()
    .select({ sku_id: st.sku_id, available: sql<number>`sum(${st.available})::int`.as('domestic_available') })
    .from(st)
    .innerJoin(warehouses, sql`${warehouses.id}::text = ${st.warehouse_id}`)
    .where(eq(warehouses.type, 'domestic'))
    .groupBy(st.sku_id)
    .as('home');
}

export function stationSource() {
  const sales = warehouseSalesSource();
  const st = stockByWarehouseSource();
  const home = domesticStock();
  const ds = defaultSupplier();
  const daily = sql`round((${sales.days7} / 7.0 + ${sales.days30} / 30.0) / 2, 2)`;
  const available = sql<number>`coalesce(${st.available}, 0)`;
  const inTransit = sql<number>`coalesce(${st.in_transit}, 0)`;
  const domestic = sql<number>`coalesce(${home.available}, 0)`;
  const safety = sql`coalesce(${replenishmentSettings.safety_days}, ${setting('safety_days')})`;
  const cover = sql`coalesce(${replenishmentSettings.cover_days}, ${setting('cover_days')})`;
  const transit = setting('station_transit_days');
  const suggested = sql<number>`greatest(ceil(${daily} * (${transit} + ${safety} + ${cover}))::int - ${available} - ${inTransit}, 0)`;
  const toBuy = sql<number>`greatest(${suggested} - greatest(${domestic}, 0), 0)`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: sql`${warehouses.id}::text || ':' || ${skus.id}::text`,
        station_id: warehouses.id,
        sku_id: skus.id,
        station: warehouses.name,
        sku_code: skus.code,
        sku_name: skus.name,
        supplier: suppliers.name,
        need: sql`case when ${toBuy} > 0 then 'buy' when ${suggested} > 0 then 'ship' else 'no' end`,
        suggested,
        to_buy: toBuy,
        days_of_stock: sql`case when ${daily} = 0 then null else floor(greatest(${available}, 0) / ${daily})::int end`,
        daily_sales: daily,
        sales_7d: sales.days7,
        sales_30d: sales.days30,
        available,
        in_transit: inTransit,
        domestic,
        transit_days: transit,
        safety_days: safety,
        cover_days: cover,
      }),
    )
    .from(sales)
    .innerJoin(warehouses, and(eq(warehouses.id, sales.warehouse_id), inArray(warehouses.type, STATION_TYPES)))
    .innerJoin(skus, and(eq(skus.id, sales.sku_id), eq(skus.status, 'on_sale')))
    .leftJoin(st, and(sql`${st.warehouse_id} = ${warehouses.id}::text`, eq(st.sku_id, skus.code))) // the ledger keys by code
    .leftJoin(home, eq(home.sku_id, skus.code))
    .leftJoin(ds, eq(ds.sku_id, skus.id))
    .leftJoin(suppliers, eq(suppliers.id, ds.supplier_id))
    .leftJoin(replenishmentSettings, eq(replenishmentSettings.sku_id, skus.id))
    .as('q');
}

export function stationReplenishmentRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices): void {
  const route = (method: 'GET' | 'POST', path: string, r: Route) => app.route({ method, url: `${BASE}/station/replenishment${path}`, ...r });
  route('GET', '', queryList(stationReplenishment, ctx.database, { source: stationSource }));
  route('GET', '/export', queryExport(stationReplenishment, ctx.database, { source: stationSource, file: '站点补货' }));
  route('POST', '/create/plan', planFromSuggestions(ctx, s, 'station'));
  route('POST', '/create/order', ordersFromSuggestions(ctx, s, '站点补货'));
}
