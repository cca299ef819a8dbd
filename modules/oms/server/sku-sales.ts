// What other areas read of sales: the units of each SKU ordered on the marketplaces over the last 7 and 30 days
// (cancelled orders left out), for the purchase plan's 近7天/近30天销量.
import type { Executor } from '@entrepot/server-kit/db';
import { and, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderLines, orders, packageLines, packages } from './oms.schema.ts';

const CANCELLED = '6';
const DAY = 86_400_000;

export async function skuSales(exec: Executor, skuIds: readonly string[], now = new Date()): Promise<Map<string, { days7: number; days30: number }>> {
  if (skuIds.length === 0) return new Map();
  const since7 = new Date(now.getTime() - 7 * DAY);
  const rows = await exec
    .select({
      sku_id: orderLines.sku_id,
      days7: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.ordered_at} >= ${since7}), 0)::int`,
      days30: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.order_id}`)
    .where(and(inArray(orderLines.sku_id, [...skuIds]), gte(orders.ordered_at, new Date(now.getTime() - 30 * DAY)), ne(orders.status, CANCELLED)))
    .groupBy(orderLines.sku_id);
  return new Map(rows.map((r) => [String(r.sku_id), { days7: Number(r.days7), days30: Number(r.days30) }]));
}

/**
 * The same figures as a subquery `sales(sku_id, days7, days30)` another area joins into its own list (the
 * purchase area's 补货建议 sorts and filters by them).
 */
export function skuSalesSource(now = new Date()) {
  const since7 = new Date(now.getTime() - 7 * DAY);
  return new QueryBuilder()
    .select({
      sku_id: orderLines.sku_id,
      days7: sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${orders.ordered_at} >= ${since7}), 0)::int`.as('days7'),
      days30: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`.as('days30'),
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.order_id}`)
    .where(and(gte(orders.ordered_at, new Date(now.getTime() - 30 * DAY)), ne(orders.status, CANCELLED)))
    .groupBy(orderLines.sku_id)
    .as('sales');
}

const NOT_SOLD = ['90', '100']; // 已取消, 已退回

/**
 * Units of each SKU in packages of each warehouse ordered over the last 7 and 30 days (cancelled and returned
 * packages left out), as a subquery `station_sales(warehouse_id, sku_id, days7, days30)`: what an overseas or
 * platform warehouse (a station) sells, for the purchase area's 站点补货.
 */
export function warehouseSalesSource(now = new Date()) {
  const since7 = new Date(now.getTime() - 7 * DAY);
  return new QueryBuilder()
    .select({
      warehouse_id: packages.warehouse_id,
      sku_id: packageLines.sku_id,
      days7: sql<number>`coalesce(sum(${packageLines.quantity}) filter (where ${packages.ordered_at} >= ${since7}), 0)::int`.as('days7'),
      days30: sql<number>`coalesce(sum(${packageLines.quantity}), 0)::int`.as('days30'),
    })
    .from(packageLines)
    .innerJoin(packages, sql`${packages.id} = ${packageLines.package_id}`)
    .where(and(gte(packages.ordered_at, new Date(now.getTime() - 30 * DAY)), notInArray(packages.status, NOT_SOLD)))
    .groupBy(packages.warehouse_id, packageLines.sku_id)
    .as('station_sales');
}
