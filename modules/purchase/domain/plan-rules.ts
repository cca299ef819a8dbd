// The plan order's rules that need no database (README "Plan orders"). The server reads the plan, its lines and
// tasks, asks these, and writes what they decide in one transaction.

export interface PlanLine {
  id: string;
  sku_id: string;
  sku_code?: string;
  supplier_id: string | null;
  quantity: number;
  moq: number | null;
}

/** 按起订量调整: each line below its supplier's MOQ is raised to it; the others stay as they are. */
export function raiseToMoq(lines: readonly PlanLine[]): { id: string; quantity: number; from: number }[] {
  return lines.filter((l) => l.moq != null && l.quantity < l.moq).map((l) => ({ id: l.id, quantity: l.moq!, from: l.quantity }));
}

/** Lines still below their MOQ, in words: shown with the plan, never refused (the order is where a MOQ binds). */
export function belowMoq(lines: readonly PlanLine[]): string[] {
  return lines.filter((l) => l.moq != null && l.quantity < l.moq).map((l) => `SKU ${l.sku_code ?? l.sku_id} 计划 ${l.quantity}，低于起订量 ${l.moq}`);
}

/**
 * Invalidating a plan: an approved plan's tasks still 待下单 are cancelled with it; once one of them has gone
 * into a purchase order the plan stays (close the order instead).
 */
export function planInvalidRefusal(tasks: readonly { code: string | null; status: string }[]): string | null {
  const ordered = tasks.filter((t) => t.status === 'ordered');
  return ordered.length ? `计划单的采购任务 ${ordered.map((t) => t.code).join('、')} 已下单，不能作废` : null;
}

export interface PlanHeader {
  id: string;
  code: string;
  warehouse_id: string;
  need_date: string;
  created_by: string | null;
  /** Where the plan came from (`planSources`): its tasks carry it on as their 来源. */
  source?: string | null;
}

/** A task's 来源 from its plan's: a plan made from 缺货 makes 缺货 tasks, from 补货建议 or 站点补货 补货建议 ones. */
export function taskSourceOf(planSource: string | null | undefined): 'stockout' | 'replenish' | 'plan' {
  if (planSource === 'stockout') return 'stockout';
  return planSource === 'replenish' || planSource === 'station' ? 'replenish' : 'plan';
}

/** The purchase task each approved line becomes: its SKU, quantity and supplier, the plan's warehouse and day. */
export function tasksOfPlan(
  plan: PlanHeader,
  lines: readonly (PlanLine & { remark?: string | null })[],
  buyerOf: (supplierId: string | null) => string | null,
) {
  return lines.map((l) => ({
    line_id: l.id,
    task: {
      sku_id: l.sku_id,
      quantity: l.quantity,
      supplier_id: l.supplier_id,
      warehouse_id: plan.warehouse_id,
      buyer_id: buyerOf(l.supplier_id),
      need_date: plan.need_date,
      source: taskSourceOf(plan.source),
      plan_id: plan.id,
      remark: `计划单 ${plan.code}${l.remark ? `：${l.remark}` : ''}`.slice(0, 200),
    },
  }));
}
