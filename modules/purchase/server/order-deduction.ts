// `GET order/detailToDeduction/{id}` (README "Deduction and payment plans"): a purchase order as a new deduction
// plan starts from it — its supplier, currency and order, a line per SKU the warehouse sent back after
// inspection (退货数量 × 单价, computed by the database in decimals), and the deduction plans the order already has.
import { ok } from '@entrepot/contract';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { sku } from '@entrepot/module-catalogue';
import { parse } from '@entrepot/server-kit';
import { tableOf } from '@entrepot/server-kit/entity';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BASE, deductionPlan, deductionPlanLifecycle, order } from '../entities/index.ts';
import { deductionPlans, orderLines } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const skus = tableOf(sku);
const idParams = z.object({ id: z.uuid('记录编号不正确') });

export function orderDeductionRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  const db = ctx.database.db;
  app.get(`${BASE}/order/detailToDeduction/:id`, {
    config: { permission: [order.permission('read'), deductionPlan.permission('create')] },
    handler: async (request) => {
      const id = parse(idParams, request.params).id;
      const row = await s.order.get(db, id, $.access(request).scope);
      const returned = await db
        .select({
          sku_code: skus.code,
          quantity: orderLines.returned_quantity,
          amount: sql<string>`round(${orderLines.returned_quantity} * coalesce(${orderLines.price}, 0), 2)::text`,
        })
        .from(orderLines)
        .innerJoin(skus, eq(skus.id, orderLines.sku_id))
        .where(and(eq(orderLines.order_id, id), gt(orderLines.returned_quantity, 0)))
        .orderBy(asc(skus.code));
      const planned = await db
        .select({ code: deductionPlans.code, status: deductionPlans.status, total_amount: deductionPlans.total_amount })
        .from(deductionPlans)
        .where(and(eq(deductionPlans.order_id, id), ne(deductionPlans.status, 'voided')))
        .orderBy(asc(deductionPlans.code));
      return ok({
        supplier_id: row.supplier_id,
        supplier_id_title: row.supplier_id_title,
        order_id: id,
        order_id_title: row.code,
        currency_id: row.currency_id,
        currency_id_title: row.currency_id_title,
        remark: `采购单 ${row.code} 扣款`,
        lines: returned.filter((r) => Number(r.amount) > 0).map((r) => ({ reason: `质检退货：${r.sku_code} × ${r.quantity}`, amount: r.amount })),
        planned: planned.map((p) => ({
          ...p,
          status_label: deductionPlanLifecycle.states[p.status as keyof typeof deductionPlanLifecycle.states]?.label ?? p.status,
        })),
      });
    },
  });
}
