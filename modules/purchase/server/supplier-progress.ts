// `GET open/supplier/progress` (README "Supplier progress"): how each supplier stands with the orders it still
// owes — open orders, pieces ordered, arrived and still open, lines and pieces late, the next and the oldest
// expected day — for the supplier pickers and the supplier's detail. Within the reader's data rules on suppliers.
import { ok } from '@entrepot/contract';
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { supplier } from '../entities/index.ts';
import { orderLines, orders, suppliers } from './purchase.schema.ts';
import { expected, open, today } from './tracking.ts';

const query = z.object({
  /** One or more suppliers (comma separated); none: every supplier with open orders, the latest first, at most 200. */
  supplier_ids: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.uuid('供应商编号不正确')).max(200, '一次最多查询200个供应商')),
});

const late = sql`${expected} < ${today} and ${open} > 0`;

export function supplierProgressRoute(database: Database, $: { supplier: EntityRoutes }): Route {
  return {
    config: { permission: supplier.permission('read') },
    handler: async (request) => {
      const { supplier_ids } = parse(query, request.query);
      const rows = await database.db
        .select({
          supplier_id: suppliers.id,
          supplier_code: suppliers.code,
          supplier_name: suppliers.name,
          open_orders: sql<number>`count(distinct ${orders.id})::int`,
          ordered: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
          received: sql<number>`coalesce(sum(${orderLines.received_quantity} - ${orderLines.returned_quantity}), 0)::int`,
          open_quantity: sql<number>`coalesce(sum(${open}), 0)::int`,
          late_lines: sql<number>`(count(*) filter (where ${late}))::int`,
          late_quantity: sql<number>`coalesce(sum(${open}) filter (where ${late}), 0)::int`,
          oldest_late_date: sql<string | null>`min(${expected}) filter (where ${late})`,
          next_date: sql<string | null>`min(${expected}) filter (where ${expected} >= ${today} and ${open} > 0)`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.order_id))
        .innerJoin(suppliers, eq(suppliers.id, orders.supplier_id))
        .where(
          and(
            inArray(orders.status, ['approved', 'partial']),
            supplier_ids.length ? inArray(suppliers.id, supplier_ids) : undefined,
            $.supplier.access(request).scope,
          ),
        )
        .groupBy(suppliers.id)
        .orderBy(desc(sql`max(${orders.approved_at})`), suppliers.code)
        .limit(200);
      // A supplier asked for by id with nothing open answers its zeros, so a picker shows every one it asked.
      const known = new Set(rows.map((r) => r.supplier_id));
      const idle = supplier_ids.filter((id) => !known.has(id));
      const quiet = idle.length
        ? await database.db
            .select({ supplier_id: suppliers.id, supplier_code: suppliers.code, supplier_name: suppliers.name })
            .from(suppliers)
            .where(and(inArray(suppliers.id, idle), $.supplier.access(request).scope))
        : [];
      const zeros = { open_orders: 0, ordered: 0, received: 0, open_quantity: 0, late_lines: 0, late_quantity: 0, oldest_late_date: null, next_date: null };
      return ok([...rows, ...quiet.map((q) => ({ ...q, ...zeros }))]);
    },
  };
}
