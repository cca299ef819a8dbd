// The palette finds suppliers by code or name, and by number quotations, purchase orders, plans, tasks, exception
// orders and deduction and payment plans — within the reader's data rules.
import { hasAnyPermission } from '@entrepot/contract';
import { type ModuleContext, type SearchHit, searchByNumber } from '@entrepot/hub-server/module';
import type { RequestUser } from '@entrepot/server-kit';
import { likeFilter, rowScope } from '@entrepot/server-kit/entity';
import { and, or } from 'drizzle-orm';
import { deductionPlan, exceptionOrder, order, paymentPlan, planOrder, quotation, purchaseResources as R, supplier, task } from '../entities/index.ts';
import { deductionPlans, exceptionOrders, orders, paymentPlans, planOrders, quotations, suppliers, tasks } from './purchase.schema.ts';

export async function searchPurchase(q: string, user: RequestUser, { database }: ModuleContext): Promise<SearchHit[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const hits: SearchHit[] = [];
  if (hasAnyPermission(user.isAdmin, user.permissions, supplier.permission('read'))) {
    const rows = await database.db
      .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
      .from(suppliers)
      .where(and(or(likeFilter(suppliers.code, text), likeFilter(suppliers.name, text)), rowScope(supplier, suppliers, user.access)))
      .orderBy(suppliers.code)
      .limit(8);
    hits.push(
      ...rows.map((r) => ({
        kind: '供应商',
        code: String(r.code),
        title: r.name,
        url: `/purchase/information/supplier?id=${r.id}`, // its detail opens
      })),
    );
  }
  // Numbers typed from their start (README "Palette").
  hits.push(
    ...(await searchByNumber(database, user, text, [
      { decl: quotation, table: quotations, kind: '报价', url: '/purchase/information/sku-quotation', limit: 5 },
      { decl: order, table: orders, kind: '采购单', url: '/purchase/management/order', limit: 8 },
      { decl: planOrder, table: planOrders, kind: '计划单', url: '/purchase/management/plan', limit: 5 },
      { decl: task, table: tasks, kind: '采购任务', url: '/purchase/management/task', limit: 5 },
      { decl: exceptionOrder, table: exceptionOrders, kind: '采购异常单', url: R.exceptionOrder.screen!.url, limit: 5 },
      { decl: deductionPlan, table: deductionPlans, kind: '扣款计划', url: R.deductionPlan.screen!.url, limit: 5 },
      { decl: paymentPlan, table: paymentPlans, kind: '付款计划', url: R.paymentPlan.screen!.url, limit: 5 },
    ])),
  );
  return hits;
}
