// What other areas read of the packages waiting for stock (40 缺货): per SKU the units and packages waiting and
// since when — the purchase area's 缺货 lists join it — and the packages waiting for given SKUs.
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { packageLines, packages } from './oms.schema.ts';

const SHORT = '40';

/** A subquery `shortage(sku_id, waiting, packages, since)` over the packages in 40 缺货. */
export function shortageSource() {
  return new QueryBuilder()
    .select({
      sku_id: packageLines.sku_id,
      waiting: sql<number>`sum(${packageLines.quantity})::int`.as('waiting'),
      packages: sql<number>`count(distinct ${packages.id})::int`.as('waiting_packages'),
      since: sql<Date>`min(${packages.ordered_at})`.as('waiting_since'),
    })
    .from(packageLines)
    .innerJoin(packages, eq(packages.id, packageLines.package_id))
    .where(eq(packages.status, SHORT))
    .groupBy(packageLines.sku_id)
    .as('shortage');
}

/** The packages waiting for these SKUs, oldest first (the order allocation serves them in). */
export async function waitingPackages(exec: Executor, skuIds: readonly string[]) {
  if (skuIds.length === 0) return [];
  return exec
    .select({
      sku_id: packageLines.sku_id,
      sku_code: packageLines.sku_code,
      quantity: packageLines.quantity,
      package_id: packages.id,
      package_code: packages.code,
      order_codes: packages.order_codes,
      warehouse_id: packages.warehouse_id,
      country: packages.country,
      ordered_at: packages.ordered_at,
      shortage_status: packages.shortage_status,
      shortage_note: packages.shortage_note,
    })
    .from(packageLines)
    .innerJoin(packages, eq(packages.id, packageLines.package_id))
    .where(and(eq(packages.status, SHORT), inArray(packageLines.sku_id, [...skuIds])))
    .orderBy(asc(packages.ordered_at), asc(packages.id))
    .limit(2000);
}

/** Where the waiting comes from: per shipping warehouse and platform, the packages and units waiting. */
export async function shortageSources(exec: Executor) {
  return exec
    .select({
      warehouse_id: packages.warehouse_id,
      platform_code: packages.platform_code,
      packages: sql<number>`count(distinct ${packages.id})::int`,
      units: sql<number>`sum(${packageLines.quantity})::int`,
      since: sql<string>`min(${packages.ordered_at})`,
    })
    .from(packageLines)
    .innerJoin(packages, eq(packages.id, packageLines.package_id))
    .where(eq(packages.status, SHORT))
    .groupBy(packages.warehouse_id, packages.platform_code)
    .orderBy(sql`sum(${packageLines.quantity}) desc`);
}
