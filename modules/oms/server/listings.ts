// 库存调整 and SKU库存调整 (README "Listings and stock pushes"): the declared queries over the listings with the
// ledger's available stock (the warehouse's public sources), and 推送库存 — each chosen listing's quantity sent to
// its platform through the marketplace adapter, one call per sales account, the answer kept on the listing.
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { stockBySkuSource, stockByWarehouseSource } from '@entrepot/module-wms';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, commandRoute, queryList, requestActor, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pushQuantity } from '../domain/listing.ts';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { BASE, listing, listingStock, skuListingStock } from '../entities/index.ts';
import { askPlatforms } from './ask-platforms.ts';
import { listings } from './oms.schema.ts';
import { foreign, type OmsServices } from './services.ts';

const skus = tableOf(sku);
const someIds = z.object({ ids: z.array(z.uuid('记录编号不正确'), '请选择刊登').min(1, '请选择刊登').max(500, '一次最多推送500个刊登') });

/** What is available to a listing: in its warehouse, else in all of them. */
function availableOf() {
  const all = stockBySkuSource();
  const one = stockByWarehouseSource();
  return {
    all,
    one,
    expr: sql<number>`coalesce(case when ${listings.warehouse_id} is null then ${all.available} else ${one.available} end, 0)`,
  };
}

const push = (available: unknown) =>
  sql<number>`case when ${listings.fixed_quantity} is not null then greatest(${listings.fixed_quantity}, 0)
    else greatest(floor((${available} - ${listings.safety_stock}) * ${listings.share_percent} / 100.0), 0)::int end`;

/** Each enabled listing among `where` with what is available to it and what it offers (库存调整's rows, 推送库存's input). */
function offers(where: SQL | undefined) {
  const a = availableOf();
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: listings.id,
        account_id: listings.account_id,
        account: foreign.salesAccounts.account_name,
        platform_code: listings.platform_code,
        platform_sku: listings.platform_sku,
        sku_code: skus.code,
        warehouse: sql`coalesce(${foreign.warehouses.name}, '全部仓库')`,
        available: a.expr,
        share_percent: listings.share_percent,
        safety_stock: listings.safety_stock,
        fixed_quantity: listings.fixed_quantity,
        push_quantity: push(a.expr),
        pushed_quantity: listings.pushed_quantity,
        pushed_at: listings.pushed_at,
        push_error: listings.push_error,
      }),
    )
    .from(listings)
    .innerJoin(skus, eq(skus.id, listings.sku_id))
    .leftJoin(foreign.salesAccounts, eq(foreign.salesAccounts.id, listings.account_id))
    .leftJoin(foreign.warehouses, eq(foreign.warehouses.id, listings.warehouse_id))
    .leftJoin(a.all, eq(a.all.sku_id, skus.code))
    .leftJoin(a.one, and(eq(a.one.sku_id, skus.code), sql`${a.one.warehouse_id} = ${listings.warehouse_id}::text`))
    .where(and(eq(listings.status, 'enabled'), where))
    .as('q');
}

const listingStockSource = (request: FastifyRequest) => offers(rowScope(listing, listings, requestUser(request).access));

function skuListingSource(request: FastifyRequest) {
  const all = stockBySkuSource();
  const available = sql<number>`coalesce(min(${all.available}), 0)`;
  const pushed = sql<number>`coalesce(sum(${listings.pushed_quantity}), 0)::int`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: skus.id,
        sku_code: skus.code,
        available,
        listings: sql`count(*)::int`,
        pushed_total: pushed,
        oversold: sql`greatest(${pushed} - ${available}, 0)`,
      }),
    )
    .from(listings)
    .innerJoin(skus, eq(skus.id, listings.sku_id))
    .leftJoin(all, eq(all.sku_id, skus.code))
    .where(and(eq(listings.status, 'enabled'), rowScope(listing, listings, requestUser(request).access)))
    .groupBy(skus.id, skus.code)
    .as('q');
}

/** The enabled listings whose offer is not what their platform was last told, or whose last push failed. */
export async function duePushes(exec: Executor): Promise<string[]> {
  const o = offers(undefined);
  const rows = await exec
    .select({ id: o.id })
    .from(o)
    .where(or(isNull(o.pushed_quantity), ne(o.pushed_quantity, o.push_quantity), isNotNull(o.push_error)));
  return rows.map((r) => r.id);
}

/** 推送库存: the chosen enabled listings' quantities to their platforms; answers how many were taken and refused. */
export async function pushListings(tx: Tx, s: OmsServices, adapter: MarketplaceAdapter, ids: readonly string[], actor: Actor) {
  const o = offers(inArray(listings.id, [...ids]));
  const rows = await tx
    .select({
      id: o.id,
      account_id: o.account_id,
      platform_sku: o.platform_sku,
      available: o.available,
      share_percent: o.share_percent,
      safety_stock: o.safety_stock,
      fixed_quantity: o.fixed_quantity,
    })
    .from(o);
  const outcome = { pushed: 0, failed: 0 };
  const quantityOf = (r: (typeof rows)[number]) => pushQuantity({ ...r, available: Number(r.available) });
  const said = await askPlatforms(
    tx,
    rows,
    (r) => r.platform_sku,
    async (account, group) => {
      if (!adapter.pushInventory) throw new Error('该平台不支持推送库存');
      const answers = await adapter.pushInventory(
        account,
        group.map((r) => ({ platform_sku: r.platform_sku, quantity: quantityOf(r) })),
      );
      return answers.map((a) => ({ key: a.platform_sku, ok: a.ok, reason: a.reason }));
    },
  );
  for (const [r, x] of said) {
    const extra = x.ok ? { pushed_quantity: quantityOf(r), pushed_at: new Date(), push_error: null } : { push_error: (x.reason ?? '平台拒绝').slice(0, 300) };
    await s.listing.update(tx, r.id, {}, actor, { extra });
    outcome[x.ok ? 'pushed' : 'failed']++;
  }
  return outcome;
}

export function listingRoutes(app: FastifyInstance, database: Database, s: OmsServices, adapter: MarketplaceAdapter, $: EntityRoutes) {
  const at = (path: string) => `${BASE}/${path}`;
  app.get(at('listings/stock'), queryList(listingStock, database, { source: listingStockSource }));
  app.get(at('listings/stock/export'), queryExport(listingStock, database, { source: listingStockSource, file: '库存调整' }));
  app.get(at('listings/sku-stock'), queryList(skuListingStock, database, { source: skuListingSource }));
  app.get(at('listings/sku-stock/export'), queryExport(skuListingStock, database, { source: skuListingSource, file: 'SKU库存调整' }));
  app.post(
    at('listings/push'),
    commandRoute(
      database,
      async (request, tx) => {
        const { ids } = parse(someIds, request.body);
        const mine = await tx
          .select({ id: listings.id })
          .from(listings)
          .where(and(inArray(listings.id, ids), $.access(request).scope));
        return pushListings(
          tx,
          s,
          adapter,
          mine.map((m) => m.id),
          requestActor(request),
        );
      },
      listing.permission('push'),
    ),
  );
}
