// 缺货 (README "Out of stock"): the declared query `outOfStock` over the SKUs marketplace packages wait for (the
// order area's `shortageSource`), beside their stock (the warehouse's) and what purchasing has under way; the
// packages behind a SKU; the summary 缺货计算 answers; the SPU view; plans and orders made from the rows.
import { ok } from '@entrepot/contract';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { sku, spu } from '@entrepot/module-catalogue';
import { shortageSource, shortageSources, shortageStatuses, waitingPackages } from '@entrepot/module-oms';
import { stockBySkuSource, warehouse } from '@entrepot/module-wms';
import { notFound, parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, queryService, type Route, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, outOfStock, task, taskLifecycle } from '../entities/index.ts';
import { suppliers, tasks as taskTable } from './purchase.schema.ts';
import { ordersFromSuggestions, planFromSuggestions } from './replenishment.ts';
import type { PurchaseServices } from './services.ts';
import { defaultSupplier, onOrder, planned } from './under-way.ts';

const skus = tableOf(sku);
const spus = tableOf(spu);
const warehouses = tableOf(warehouse);
const idParams = z.object({ id: z.uuid('记录编号不正确') });
const someSkus = z.object({
  sku_ids: z.array(z.uuid('SKU不正确'), '请选择SKU').min(1, '请选择SKU').max(500, '一次最多500个SKU'),
});
const maybeSkus = z.object({ sku_ids: z.array(z.uuid('SKU不正确')).max(500, '一次最多500个SKU').optional() });

/** One row per SKU some package waits for. */
export function outOfStockSource() {
  const short = shortageSource();
  const stock = stockBySkuSource();
  const ds = defaultSupplier();
  const oo = onOrder();
  const pl = planned();
  const available = sql<number>`coalesce(${stock.available}, 0)`;
  const onOrderQty = sql<number>`coalesce(${oo.open}, 0)`;
  const plannedQty = sql<number>`coalesce(${pl.qty}, 0)`;
  const gap = sql<number>`greatest(${short.waiting} - greatest(${available}, 0) - ${onOrderQty} - ${plannedQty}, 0)`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: skus.id,
        sku_code: skus.code,
        sku_name: skus.name,
        spu_code: spus.code,
        supplier: suppliers.name,
        coverage: sql`case when ${gap} > 0 then 'short' else 'covered' end`,
        waiting: short.waiting,
        gap,
        packages: short.packages,
        since: short.since,
        // Both days in China's business day: the server's own time zone does not move them.
        days_waiting: sql`greatest(((now() at time zone 'Asia/Shanghai')::date - (${short.since} at time zone 'Asia/Shanghai')::date), 0)`,
        available,
        on_order: onOrderQty,
        next_arrival: oo.next_arrival,
        planned: plannedQty,
      }),
    )
    .from(short)
    .innerJoin(skus, eq(skus.id, short.sku_id))
    .leftJoin(spus, eq(spus.id, skus.spu_id))
    .leftJoin(stock, eq(stock.sku_id, skus.code)) // the ledger keys stock by the SKU code
    .leftJoin(ds, eq(ds.sku_id, skus.id))
    .leftJoin(suppliers, eq(suppliers.id, ds.supplier_id))
    .leftJoin(oo, eq(oo.sku_id, skus.id))
    .leftJoin(pl, eq(pl.sku_id, skus.id))
    .as('q');
}

/** The names of these rows' warehouses. */
async function warehouseNames(database: Database, rows: { warehouse_id: string }[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.warehouse_id))];
  if (ids.length === 0) return new Map();
  const found = await database.db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, ids));
  return new Map(found.map((w) => [w.id, w.name]));
}

/** The packages waiting for these SKUs, oldest first, their warehouse and 缺货跟踪 in words. */
async function packagesOf(database: Database, skuIds: string[]) {
  const rows = await waitingPackages(database.db, skuIds);
  const names = await warehouseNames(database, rows);
  const tracking = new Map<string, string>(shortageStatuses.map((o) => [o.value, o.label]));
  return rows.map((r) => ({ ...r, warehouse: names.get(r.warehouse_id) ?? '', shortage_status_label: tracking.get(String(r.shortage_status)) ?? '' }));
}

/** 缺货计算: the shortage as it stands now, of every SKU or the chosen ones. */
async function summary(database: Database, skuIds?: string[]) {
  const q = outOfStockSource();
  const [row] = await database.db
    .select({
      skus: sql<number>`count(*)::int`,
      short_skus: sql<number>`(count(*) filter (where ${q.gap} > 0))::int`,
      waiting: sql<number>`coalesce(sum(${q.waiting}), 0)::int`,
      gap: sql<number>`coalesce(sum(${q.gap}), 0)::int`,
      packages: sql<number>`coalesce(sum(${q.packages}), 0)::int`,
    })
    .from(q)
    .where(skuIds?.length ? inArray(sql`${q.id}`, skuIds) : undefined);
  return { ...row, calculated_at: new Date().toISOString() };
}

export function outOfStockRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, tasks: EntityRoutes): void {
  const db = ctx.database;
  const route = (method: 'GET' | 'POST', path: string, r: Route) => app.route({ method, url: `${BASE}/${path}`, ...r });
  const read = { config: { permission: outOfStock.permission('read') } };
  const list = queryList(outOfStock, db, { source: outOfStockSource });
  route('GET', 'exception/outOfStock', list);
  route('GET', 'out/of/stock', list);
  route('GET', 'exception/outOfStockExport', queryExport(outOfStock, db, { source: outOfStockSource, file: '缺货' }));
  route('POST', 'exception/outOfStockBySku', {
    ...read,
    handler: async (request) => ok(await packagesOf(db, parse(someSkus, request.body).sku_ids)),
  });
  /** The SKU's row and the packages waiting for it. */
  route('GET', 'out/of/stock/:id/detail', {
    ...read,
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      const source = outOfStockSource();
      const found = await queryService(outOfStock, source).list(db.db, { page: 1, perPage: 1, query: {}, scope: eq(sql`${source.id}`, id) });
      if (!found.rows[0]) throw notFound('缺货SKU');
      return ok({ ...found.rows[0], packages_waiting: await packagesOf(db, [id]) });
    },
  });
  /** Per SPU: how many of its SKUs are short, the units waiting and the gap. */
  route('GET', 'out/of/stock/groupSpu', {
    ...read,
    handler: async () => {
      const q = outOfStockSource();
      return ok(
        await db.db
          .select({
            spu_code: sql<string>`${q.spu_code}`,
            skus: sql<number>`count(*)::int`,
            waiting: sql<number>`sum(${q.waiting})::int`,
            gap: sql<number>`sum(${q.gap})::int`,
            since: sql<string>`min(${q.since})`,
          })
          .from(q)
          .groupBy(sql`${q.spu_code}`)
          .orderBy(sql`sum(${q.gap}) desc`, sql`${q.spu_code}`),
      );
    },
  });
  /** Where the shortage comes from: each shipping warehouse and platform with the packages and units waiting there. */
  route('GET', 'out/of/stock/sources', {
    ...read,
    handler: async () => {
      const rows = await shortageSources(db.db);
      const names = await warehouseNames(db, rows);
      return ok(rows.map((r) => ({ ...r, warehouse: names.get(r.warehouse_id) ?? '' })));
    },
  });
  route('POST', 'out/of/stock/calculate', { ...read, handler: async () => ok(await summary(db)) });
  route('POST', 'out/of/stock/select/calculate', { ...read, handler: async (request) => ok(await summary(db, parse(maybeSkus, request.body ?? {}).sku_ids)) });
  route('GET', 'out/of/stock/tasks/count', { ...read, handler: async () => ok({ count: (await summary(db)).short_skus }) });
  // The purchase tasks raised for shortages (a plan made here, once approved: 来源 缺货), and how far each got.
  route(
    'GET',
    'out/of/stock/tasks',
    tasks.scopedList(() => eq(taskTable.source, 'stockout')),
  );
  route('GET', 'out/of/stock/task/status', {
    config: { permission: task.permission('read') },
    handler: async (request) => {
      const counted = await db.db
        .select({ status: taskTable.status, count: sql<number>`count(*)::int` })
        .from(taskTable)
        .where(and(eq(taskTable.source, 'stockout'), tasks.access(request).scope))
        .groupBy(taskTable.status);
      const of = new Map(counted.map((c) => [c.status, c.count]));
      return ok(Object.entries(taskLifecycle.states).map(([value, state]) => ({ value, label: state.label, count: of.get(value) ?? 0 })));
    },
  });
  route('POST', 'out/of/stock/create/plan', planFromSuggestions(ctx, s, 'stockout'));
  route('POST', 'out/of/stock/create/order', ordersFromSuggestions(ctx, s, '缺货'));
}
