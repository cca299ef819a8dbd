import type { EntityRoutes } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { stockBySkuSource, stockByWarehouseSource } from '@entrepot/module-wms';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, commandRoute, queryList, requestActor, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pushQuantity } from '../domain/listing.ts';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { BASE, listing, listingStock, skuListingStock } from '../entities/index.ts';
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

function listingStockSource(request: FastifyRequest) {
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
    .where(and(eq(listings.status, 'enabled'), rowScope(listing, listings, requestUser(request).access)))
    .as('q');
}

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

/** 推送库存: the chosen enabled listings' quantities to their platforms; answers how many were taken and refused. */
export async function pushListings(tx: Tx, s: OmsServices, adapter: MarketplaceAdapter, ids: readonly string[], actor: Actor) {
  const a = availableOf();
  const rows = await tx
    .select({
      id: listings.id,
      account_id: listings.account_id,
      platform_sku: listings.platform_sku,
      available: a.expr,
      share_percent: listings.share_percent,
      safety_stock: listings.safety_stock,
      fixed_quantity: listings.fixed_quantity,
    })
    .from(listings)
    .innerJoin(skus, eq(skus.id, listings.sku_id))
    .leftJoin(a.all, eq(a.all.sku_id, skus.code))
    .leftJoin(a.one, and(eq(a.one.sku_id, skus.code), sql`${a.one.warehouse_id} = ${listings.warehouse_id}::text`))
    .where(and(inArray(listings.id, [...ids]), eq(listings.status, 'enabled')));
  const outcome = { pushed: 0, failed: 0 };
  const byAccount = new Map<string, typeof rows>();
  for (const r of rows) byAccount.set(String(r.account_id), [...(byAccount.get(String(r.account_id)) ?? []), r]);
  for (const [accountId, group] of byAccount) {
    const [account] = await tx
      .select({ id: foreign.salesAccounts.id, account_name: foreign.salesAccounts.account_name, platform_code: foreign.salesAccounts.platform_code })
      .from(foreign.salesAccounts)
      .where(eq(foreign.salesAccounts.id, accountId));
    const items = group.map((r) => ({ platform_sku: r.platform_sku, quantity: pushQuantity({ ...r, available: Number(r.available) }) }));
    let answers: { platform_sku: string; ok: boolean; reason?: string }[];
    try {
      if (!account || !adapter.pushInventory) throw new Error(account ? '该平台不支持推送库存' : '销售账号不存在');
      answers = await adapter.pushInventory(
        { id: String(account.id), account_name: String(account.account_name), platform_code: String(account.platform_code) },
        items,
      );
    } catch (e) {
      const reason = `平台接口调用失败：${e instanceof Error ? e.message : String(e)}`;
      answers = items.map((i) => ({ platform_sku: i.platform_sku, ok: false, reason }));
    }
    const said = new Map(answers.map((x) => [x.platform_sku, x]));
    for (const [i, r] of group.entries()) {
      const x = said.get(r.platform_sku) ?? { ok: false, reason: '平台未返回该SKU的结果' };
      const extra = x.ok
        ? { pushed_quantity: items[i]!.quantity, pushed_at: new Date(), push_error: null }
        : { push_error: (x.reason ?? '平台拒绝').slice(0, 300) };
      await s.listing.update(tx, r.id, {}, actor, { extra });
      outcome[x.ok ? 'pushed' : 'failed']++;
    }
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
