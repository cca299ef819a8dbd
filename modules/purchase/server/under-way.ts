// What purchasing already has under way for each SKU, as subqueries the planning lists join (README
// "Replenishment", "Out of stock"): the default supplier, the open quantities of orders and their next day of
// arrival, the open tasks and the plan lines not yet made into tasks.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { purchaseSettingDefaults } from '../entities/index.ts';
import { orderLines, orders, planOrderLines, planOrders, settings, supplierSkus, tasks } from './purchase.schema.ts';

/** An order still to arrive: drafts and orders under approval count too — a buyer has them in hand. */
const ORDERING = ['draft', 'pending', 'rejected', 'approved', 'partial'];
const PLANNING = ['draft', 'pending', 'rejected', 'approved'];

/** Each SKU's default supplier (an enabled link flagged 默认供应商; the latest when more than one). */
export const defaultSupplier = () =>
  new QueryBuilder()
    .selectDistinctOn([supplierSkus.sku_id], { sku_id: supplierSkus.sku_id, supplier_id: supplierSkus.supplier_id })
    .from(supplierSkus)
    .where(and(eq(supplierSkus.is_default, true), eq(supplierSkus.status, 'enabled')))
    .orderBy(supplierSkus.sku_id, sql`${supplierSkus.updated_at} desc`)
    .as('ds');

const open = sql`greatest(${orderLines.quantity} - ${orderLines.received_quantity} + ${orderLines.returned_quantity} - ${orderLines.closed_quantity}, 0)`;

/** Per SKU: what open orders still bring, and when the first of it is expected. */
export const onOrder = () =>
  new QueryBuilder()
    .select({
      sku_id: orderLines.sku_id,
      open: sql<number>`sum(${open})::int`.as('open'),
      // The earliest day an open line is expected (the line's planned day, else its order's).
      next_arrival: sql<string | null>`min(coalesce(${orderLines.plan_date}, ${orders.plan_date})) filter (where ${open} > 0)`.as('next_arrival'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(inArray(orders.status, ORDERING))
    .groupBy(orderLines.sku_id)
    .as('oo');

/** Open purchase tasks, and plan lines not yet made into tasks. */
export const planned = () => {
  const taskQty = new QueryBuilder()
    .select({ sku_id: tasks.sku_id, qty: sql<number>`${tasks.quantity}`.as('qty') })
    .from(tasks)
    .where(eq(tasks.status, 'open'));
  const planQty = new QueryBuilder()
    .select({ sku_id: planOrderLines.sku_id, qty: sql<number>`${planOrderLines.quantity}`.as('qty') })
    .from(planOrderLines)
    .innerJoin(planOrders, eq(planOrders.id, planOrderLines.plan_id))
    .where(and(inArray(planOrders.status, PLANNING), sql`${planOrderLines.task_id} is null`));
  const both = taskQty.unionAll(planQty).as('pq');
  return new QueryBuilder()
    .select({ sku_id: both.sku_id, qty: sql<number>`sum(${both.qty})::int`.as('planned_qty') })
    .from(both)
    .groupBy(both.sku_id)
    .as('pl');
};

/** A planning setting as saved in 采购设置, else its default. */
export const setting = (column: 'safety_days' | 'cover_days' | 'station_transit_days') =>
  sql<number>`coalesce((select ${settings[column]} from ${settings} where ${settings.scope} = 'default'), ${purchaseSettingDefaults[column]})`;
