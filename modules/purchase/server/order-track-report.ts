// 采购跟踪报表 (README "Order track report"): the declared query `orderTrackReport` — per supplier, the lines of
// its orders in the period the reader may see, summed: ordered, arrived, fallen due, on time, overdue, days taken.
// The filters narrow the orders before the sums (a supplier's row is of the period's orders only).
import { isIsoDay } from '@entrepot/entity';
import { parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, type Route, rowScope, sourceColumns } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { documentFlow } from '@entrepot/server-kit/platform';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { order, orderTrackReport, purchaseTypes } from '../entities/index.ts';
import { orderLineFlows } from './order-flow.ts';
import { orderLines, orders, suppliers } from './purchase.schema.ts';
import { expected, open, today } from './tracking.ts';

const BOUGHT = ['approved', 'partial', 'completed', 'closed'];
const day = z.string().refine(isIsoDay, '下单日期格式应为YYYY-MM-DD').optional();
const filters = z.looseObject({
  order_date_from: day,
  order_date_to: day,
  supplier_id: z.uuid('供应商不正确').optional(),
  buyer_id: z.uuid('采购员不正确').optional(),
  purchase_type: z.enum(purchaseTypes.map((t) => t.value) as [string, ...string[]], '采购类型不正确').optional(),
});

/** The day (in China) of a line's last receipt that brought goods. */
const lastReceipt = sql`(select (max(${documentFlow.updated_at}) at time zone 'Asia/Shanghai')::date from ${documentFlow}
  where ${documentFlow.kind} = ${orderLineFlows.received.kind} and ${documentFlow.source_line} = ${orderLines.id}::text and ${documentFlow.quantity} > 0)`;

/** Each counted line of the period's orders, with what the sums need. */
function linesOf(request: FastifyRequest) {
  const q = parse(filters, withoutEmpty(request.query));
  return new QueryBuilder()
    .select({
      order_id: orders.id,
      supplier_id: orders.supplier_id,
      buyer: sql<string>`${orders.buyer_id}::text`.as('buyer'),
      purchase_type: orders.purchase_type,
      order_date: orders.order_date,
      quantity: orderLines.quantity,
      arrived: sql<number>`greatest(${orderLines.received_quantity} - ${orderLines.returned_quantity}, 0)`.as('arrived'),
      closed: orderLines.closed_quantity,
      open: sql<number>`${open}`.as('open'),
      expected: sql<string>`${expected}`.as('expected'),
      received_on: sql<string>`${lastReceipt}`.as('received_on'),
      // An order's amount once, on its first line.
      order_amount: sql<string>`case when row_number() over (partition by ${orders.id} order by ${orderLines.id}) = 1 then ${orders.total_amount} end`.as(
        'order_amount',
      ),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(
      and(
        inArray(orders.status, BOUGHT),
        q.order_date_from ? gte(orders.order_date, q.order_date_from) : undefined,
        q.order_date_to ? lte(orders.order_date, q.order_date_to) : undefined,
        q.supplier_id ? eq(orders.supplier_id, q.supplier_id) : undefined,
        q.buyer_id ? eq(orders.buyer_id, q.buyer_id) : undefined,
        q.purchase_type ? eq(orders.purchase_type, q.purchase_type) : undefined,
        rowScope(order, orders, requestUser(request).access),
      ),
    )
    .as('l');
}

/** One row per supplier; the hidden filter columns answer a value of its orders (under a filter, the one asked). */
export function orderTrackSource(request: FastifyRequest) {
  const l = linesOf(request);
  const count = (where: ReturnType<typeof sql>) => sql`(count(*) filter (where ${where}))::int`;
  const percent = (part: ReturnType<typeof sql>, whole: ReturnType<typeof sql>) => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)`;
  const full = sql`${l.open} = 0`;
  const due = count(sql`${l.expected} < ${today} or ${full}`);
  const onTime = count(sql`${full} and ${l.received_on} <= ${l.expected}`);
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: suppliers.id,
        supplier: suppliers.name,
        supplier_id: suppliers.id,
        order_date: sql`min(${l.order_date})`,
        buyer_id: sql`min(${l.buyer})`,
        purchase_type: sql`min(${l.purchase_type})`,
        orders: sql`count(distinct ${l.order_id})::int`,
        lines: sql`count(*)::int`,
        quantity: sql`sum(${l.quantity})::int`,
        arrived: sql`sum(${l.arrived})::int`,
        closed: sql`sum(${l.closed})::int`,
        arrival_rate: percent(sql`sum(${l.arrived})`, sql`sum(${l.quantity}) - sum(${l.closed})`),
        due_lines: due,
        on_time_lines: onTime,
        on_time_rate: percent(onTime, due),
        overdue_lines: count(sql`${l.expected} < ${today} and ${l.open} > 0`),
        avg_days: sql`round(avg(${l.received_on} - ${l.order_date}) filter (where ${full}), 1)`,
        amount: sql`coalesce(sum(${l.order_amount}), 0)`,
      }),
    )
    .from(l)
    .innerJoin(suppliers, eq(suppliers.id, l.supplier_id))
    .groupBy(suppliers.id)
    .as('q');
}

/** `GET report/orderTrack` and its export `GET report/orderTrack/export`. */
export function orderTrackReportRoutes(database: Database): { list: Route; export: Route } {
  return {
    list: queryList(orderTrackReport, database, { source: orderTrackSource }),
    export: queryExport(orderTrackReport, database, { source: orderTrackSource, file: '采购跟踪报表' }),
  };
}
