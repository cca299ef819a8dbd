// 采购跟踪: the declared query `orderTracking` over the lines of the orders still receiving that the reader may
// see, each with its open quantity and how late it is (README "Tracking").
import { staff } from '@entrepot/hub-server/entities';
import { sku } from '@entrepot/module-catalogue';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { order, orderTracking, RECEIVING_STATES } from '../entities/index.ts';
import { orderLines, orders, suppliers } from './purchase.schema.ts';

const users = tableOf(staff);
const idParams = z.object({ id: z.uuid('记录编号不正确') });
const skus = tableOf(sku);
/** What a line still waits for, the day it is expected, and today in China (the buyers' business day). */
export const open = sql`greatest(${orderLines.quantity} - ${orderLines.received_quantity} + ${orderLines.returned_quantity} - ${orderLines.closed_quantity}, 0)`;
export const expected = sql`coalesce(${orderLines.plan_date}, ${orders.plan_date})`;
export const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** The lines a route narrows to: one order's (`track/{id}`), one SKU's (`track/sku/{id}`), or all. */
type Narrow = (request: FastifyRequest) => SQL | undefined;
const idOf = (request: FastifyRequest) => parse(idParams, request.params).id;

function trackingSource(request: FastifyRequest, narrow?: Narrow) {
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
    .where(and(inArray(orders.status, [...RECEIVING_STATES]), scope, narrow?.(request)))
    .as('q');
}

/** `GET track`, `GET tracks/export`, and the same list of one order (`track/{id}`) or one SKU (`track/sku/{id}`). */
export function trackingRoutes(database: Database) {
  const of = (narrow?: Narrow) => queryList(orderTracking, database, { source: (r: FastifyRequest) => trackingSource(r, narrow) });
  return {
    list: of(),
    ofOrder: of((r) => eq(orders.id, idOf(r))),
    ofSku: of((r) => eq(orderLines.sku_id, idOf(r))),
    export: queryExport(orderTracking, database, { source: (r: FastifyRequest) => trackingSource(r), file: '采购跟踪' }),
  };
}
