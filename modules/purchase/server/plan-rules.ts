// The plan order's write rules (README "Plan orders"): the engine applies them to every write of a plan in the
// write's transaction. A line takes its SKU's default supplier when none is chosen, the supplier's 起订量 and
// the SKU's recent sales; the approval turns the lines into purchase tasks, invalidating cancels them.
import { staff } from '@entrepot/hub-server/entities';
import { sku } from '@entrepot/module-catalogue';
import { skuSales } from '@entrepot/module-oms';
import { conflict } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { tableOf, type WriteRules } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { duplicateSkuProblem } from '../domain/order-rules.ts';
import { type PlanLine, planInvalidRefusal, tasksOfPlan } from '../domain/plan-rules.ts';
import type { planOrder } from '../entities/index.ts';
import { moqsOf } from './order-lines.ts';
import { planOrderLines, planOrders, supplierSkus, suppliers, tasks } from './purchase.schema.ts';
import type { PurchaseServices } from './services.ts';

const skus = tableOf(sku);
const people = tableOf(staff);
type Row = Record<string, unknown>;

/** 团队: each plan's team is its writer's department as it is now. */
export async function syncTeams(exec: Executor, planIds: string[]): Promise<void> {
  if (planIds.length === 0) return;
  const department = exec.select({ id: people.organization_id }).from(people).where(eq(people.id, planOrders.created_by));
  await exec
    .update(planOrders)
    .set({ team_id: sql`(${department})` })
    .where(inArray(planOrders.id, planIds));
}

/** The lines of a plan with their SKU codes, in entry order. */
export async function planLinesOf(exec: Executor, planId: string): Promise<(PlanLine & { remark: string | null; task_id: string | null })[]> {
  return (await exec
    .select({
      id: planOrderLines.id,
      sku_id: planOrderLines.sku_id,
      sku_code: skus.code,
      supplier_id: planOrderLines.supplier_id,
      quantity: planOrderLines.quantity,
      moq: planOrderLines.moq,
      remark: planOrderLines.remark,
      task_id: planOrderLines.task_id,
    })
    .from(planOrderLines)
    .innerJoin(skus, eq(skus.id, planOrderLines.sku_id))
    .where(eq(planOrderLines.plan_id, planId))
    .orderBy(asc(planOrderLines.created_at), asc(planOrderLines.id))) as (PlanLine & { remark: string | null; task_id: string | null })[];
}

/** Each SKU's default supplier (an enabled link flagged 默认供应商). */
async function defaultSuppliers(exec: Executor, skuIds: string[]): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await exec
    .select({ sku_id: supplierSkus.sku_id, supplier_id: supplierSkus.supplier_id })
    .from(supplierSkus)
    .where(and(inArray(supplierSkus.sku_id, skuIds), eq(supplierSkus.is_default, true), eq(supplierSkus.status, 'enabled')));
  return new Map(rows.map((r) => [r.sku_id, r.supplier_id]));
}

/** What the server fills on each line: the default supplier when none is chosen, its MOQ, the SKU's sales. */
export async function filledPlanLines<L extends { sku_id?: unknown; supplier_id?: unknown }>(exec: Executor, lines: L[]) {
  const skuIds = [...new Set(lines.map((l) => String(l.sku_id ?? '')).filter(Boolean))];
  const defaults = await defaultSuppliers(exec, skuIds);
  const chosen = lines.map((l) => ({ ...l, supplier_id: l.supplier_id ? String(l.supplier_id) : (defaults.get(String(l.sku_id)) ?? null) }));
  const moqOf = await moqsOf(
    exec,
    chosen.filter((l) => l.sku_id).map((l) => ({ supplier_id: l.supplier_id, sku_id: String(l.sku_id) })),
  );
  const sales = await skuSales(exec, skuIds);
  return chosen.map((l) => ({
    ...l,
    moq: moqOf(l.supplier_id, String(l.sku_id)),
    sales_7d: sales.get(String(l.sku_id))?.days7 ?? 0,
    sales_30d: sales.get(String(l.sku_id))?.days30 ?? 0,
  }));
}

/** The plan's tasks with their state: what invalidating it would touch. */
const tasksOfPlanId = (exec: Executor, planId: string) =>
  exec.select({ id: tasks.id, code: tasks.code, status: tasks.status }).from(tasks).where(eq(tasks.plan_id, planId)).orderBy(asc(tasks.code));

/** Who moves the plan's tasks: the plan's last writer, named after the plan and what happened to it. */
const actorOf = (plan: Row, what: string) => ({
  id: String(plan.updated_by ?? plan.created_by),
  name: `计划单 ${plan.code} ${what}`,
});

/** The approval's work: one 采购任务 per line, the line pointing at it. */
async function makeTasks(tx: Tx, s: PurchaseServices, row: Row): Promise<void> {
  const planId = String(row.id);
  const lines = await planLinesOf(tx, planId);
  const supplierIds = [...new Set(lines.map((l) => l.supplier_id).filter((v): v is string => !!v))];
  const buyers = new Map(
    supplierIds.length
      ? (await tx.select({ id: suppliers.id, buyer_id: suppliers.buyer_id }).from(suppliers).where(inArray(suppliers.id, supplierIds))).map((r) => [
          r.id,
          r.buyer_id,
        ])
      : [],
  );
  const [plan] = await tx.select().from(planOrders).where(eq(planOrders.id, planId));
  if (!plan) return;
  const actor = actorOf(plan, '审批通过');
  const header = {
    id: planId,
    code: String(plan.code),
    warehouse_id: plan.warehouse_id,
    need_date: plan.need_date,
    created_by: plan.created_by,
    source: plan.source,
  };
  for (const { line_id, task } of tasksOfPlan(header, lines, (supplier) => (supplier ? (buyers.get(supplier) ?? null) : null))) {
    if (lines.find((l) => l.id === line_id)?.task_id) continue; // made once, however often the decision arrives
    const made = await s.task.create(tx, task, actor);
    await tx.update(planOrderLines).set({ task_id: made.id }).where(eq(planOrderLines.id, line_id));
  }
}

export function planRules(s: PurchaseServices): WriteRules<typeof planOrder> {
  return {
    lines: async (exec, _header, lines) => filledPlanLines(exec, lines),
    onChange: async (tx, action, row) => {
      if (action === 'create') {
        // The team is the writer's department as it is now.
        await syncTeams(tx, [row.id]);
      }
      if (action === 'create' || action === 'update') {
        // The lines' sales were read just now (filledPlanLines).
        await tx.update(planOrders).set({ sales_refreshed_at: new Date() }).where(eq(planOrders.id, row.id));
        const problem = duplicateSkuProblem(await planLinesOf(tx, row.id));
        if (problem) throw conflict(problem);
      }
      if (action === 'approve') await makeTasks(tx, s, row);
      if (action === 'invalid') {
        const [plan] = await tx.select().from(planOrders).where(eq(planOrders.id, row.id));
        const actor = actorOf(plan!, '作废');
        for (const t of await tasksOfPlanId(tx, row.id)) if (t.status === 'open') await s.task.transition(tx, t.id, 'status', 'cancel', actor);
      }
    },
    blocksTransition: async (exec, record, transition) => (transition === 'invalid' ? planInvalidRefusal(await tasksOfPlanId(exec, record.id)) : null),
  };
}
