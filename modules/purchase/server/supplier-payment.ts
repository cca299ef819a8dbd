// 供应商付款 (README "Supplier payment"): the declared query `supplierPayment` — per supplier and currency the
// sums of its orders (ordered, arrived), payment plans (paid, waiting) and deduction plans (deducted), one
// statement, within the reader's data rules on suppliers.
import { currency } from '@entrepot/module-finance';
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, type Route, rowScope, sourceColumns, tableOf } from '@entrepot/server-kit/entity';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { supplier, supplierPayment } from '../entities/index.ts';
import { deductionPlans, orderLines, orders, paymentPlans, suppliers } from './purchase.schema.ts';

const currencies = tableOf(currency);
const BOUGHT = ['approved', 'partial', 'completed', 'closed'];
const zero = sql<string>`0::numeric`;

/** One row per document's sums, keyed by supplier and currency; added up below. */
function sums() {
  const fromOrders = new QueryBuilder()
    .select({
      supplier_id: orders.supplier_id,
      currency_id: orders.currency_id,
      ordered: sql<string>`coalesce(sum(${orders.total_amount}), 0)`.as('ordered'),
      received: zero.as('received'),
      paid: zero.as('paid'),
      planned: zero.as('planned'),
      deducted: zero.as('deducted'),
    })
    .from(orders)
    .where(inArray(orders.status, BOUGHT))
    .groupBy(orders.supplier_id, orders.currency_id);
  // What arrived and was kept, at the order's price (an order invalidated or a draft received nothing).
  const fromArrivals = new QueryBuilder()
    .select({
      supplier_id: orders.supplier_id,
      currency_id: orders.currency_id,
      ordered: zero.as('ordered'),
      received:
        sql<string>`coalesce(sum(round((${orderLines.received_quantity} - ${orderLines.returned_quantity}) * coalesce(${orderLines.price}, 0), 2)), 0)`.as(
          'received',
        ),
      paid: zero.as('paid'),
      planned: zero.as('planned'),
      deducted: zero.as('deducted'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(inArray(orders.status, BOUGHT))
    .groupBy(orders.supplier_id, orders.currency_id);
  const fromPayments = new QueryBuilder()
    .select({
      supplier_id: paymentPlans.supplier_id,
      currency_id: paymentPlans.currency_id,
      ordered: zero.as('ordered'),
      received: zero.as('received'),
      paid: sql<string>`coalesce(sum(${paymentPlans.amount}) filter (where ${paymentPlans.status} = 'paid'), 0)`.as('paid'),
      planned: sql<string>`coalesce(sum(${paymentPlans.amount}) filter (where ${paymentPlans.status} = 'pending'), 0)`.as('planned'),
      deducted: zero.as('deducted'),
    })
    .from(paymentPlans)
    .where(ne(paymentPlans.status, 'cancelled'))
    .groupBy(paymentPlans.supplier_id, paymentPlans.currency_id);
  const fromDeductions = new QueryBuilder()
    .select({
      supplier_id: deductionPlans.supplier_id,
      currency_id: deductionPlans.currency_id,
      ordered: zero.as('ordered'),
      received: zero.as('received'),
      paid: zero.as('paid'),
      planned: zero.as('planned'),
      deducted: sql<string>`sum(${deductionPlans.total_amount})`.as('deducted'),
    })
    .from(deductionPlans)
    .where(eq(deductionPlans.status, 'deducted'))
    .groupBy(deductionPlans.supplier_id, deductionPlans.currency_id);
  return fromOrders.unionAll(fromArrivals).unionAll(fromPayments).unionAll(fromDeductions).as('d');
}

export function supplierPaymentSource(request: FastifyRequest) {
  const d = sums();
  const total = (c: 'ordered' | 'received' | 'paid' | 'planned' | 'deducted') => sql<string>`sum(${d[c]})`;
  const payable = sql`${total('received')} - ${total('paid')} - ${total('deducted')}`;
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: sql`${suppliers.id}::text || ':' || ${d.currency_id}::text`,
        supplier_code: sql`min(${suppliers.code})`,
        supplier_name: sql`min(${suppliers.name})`,
        payment_term: sql`min(${suppliers.payment_term})`,
        currency: sql`min(${currencies.name})`,
        ordered: total('ordered'),
        received: total('received'),
        paid: total('paid'),
        deducted: total('deducted'),
        planned: total('planned'),
        payable,
        unplanned: sql`greatest(${payable} - ${total('planned')}, 0)`,
      }),
    )
    .from(d)
    .innerJoin(suppliers, eq(suppliers.id, d.supplier_id))
    .leftJoin(currencies, eq(currencies.id, d.currency_id))
    .where(rowScope(supplier, suppliers, requestUser(request).access))
    .groupBy(suppliers.id, d.currency_id)
    .as('q');
}

export function supplierPaymentRoutes(database: Database): { list: Route; export: Route } {
  return {
    list: queryList(supplierPayment, database, { source: supplierPaymentSource }),
    export: queryExport(supplierPayment, database, { source: supplierPaymentSource, file: '供应商付款' }),
  };
}
