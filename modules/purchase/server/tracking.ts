// 采购跟踪: the declared query `orderTracking` over the lines of the orders still receiving that the reader may
// see, each with its open quantity and how late it is (README "Tracking").
import { staff } from '@entrepot/hub-server/entities';
import { sku } from '@entrepot/module-catalogue';
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { order, orderTracking } from '../entities/index.ts';
import { orderLines, orders, suppliers } from './purchase.schema.ts';

const users = tableOf(staff);
const skus = tableOf(sku);
const open = sql`greatest(${orderLines.quantity} - ${orderLines.received_quantity} + ${orderLines.returned_quantity} - ${orderLines.closed_quantity}, 0)`;
const expected = sql`coalesce(${orderLines.plan_date}, ${orders.plan_date})`;
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

function trackingSource(request: FastifyRequest) {
  const scope = rowScope(order, orders, requestUser(request).access);
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: orderLines.id,
        order_id: orders.id,
        order_code: orders.code,
        supplier: suppliers.name,
        purchase_type: orders.purchase_type,
        status: orders.status,
        buyer: sql`(select ${users.name} from ${users} where ${users.id} = ${orders.buyer_id})`,
        sku_code: skus.code,
        quantity: orderLines.quantity,
        received_quantity: orderLines.received_quantity,
        returned_quantity: orderLines.returned_quantity,
        closed_quantity: orderLines.closed_quantity,
        open_quantity: open,
        price: orderLines.price,
        open_amount: sql`round(${open} * ${orderLines.price}, 2)`,
        order_date: orders.order_date,
        plan_date: expected,
        days_late: sql`case when ${expected} is null then 0 else greatest(${today} - ${expected}, 0) end`,
      }),
    )
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplier_id))
    .innerJoin(skus, eq(skus.id, orderLines.sku_id))
    .where(and(inArray(orders.status, ['approved', 'partial']), scope))
    .as('q');
}

/** `GET track` and `GET tracks/export`. */
export function trackingRoutes(database: Database) {
  const options = { source: trackingSource };
  return { list: queryList(orderTracking, database, options), export: queryExport(orderTracking, database, { ...options, file: '采购跟踪' }) };
}
