// Turning purchase tasks into orders (README "Purchase tasks"): one order per supplier and warehouse, a SKU's
// tasks merged into one line; a task not open or without a supplier stops it, in words.

export interface TaskRow {
  id: string;
  code: string;
  status: string;
  sku_id: string;
  sku_code: string;
  quantity: number;
  supplier_id: string | null;
  supplier_name: string | null;
  currency_id: string | null;
  warehouse_id: string;
  buyer_id: string | null;
}

export interface PlannedOrder {
  supplier_id: string;
  supplier_name: string;
  currency_id: string;
  warehouse_id: string;
  buyer_id: string | null;
  task_ids: string[];
  lines: { sku_id: string; sku_code: string; quantity: number; tasks: string[] }[];
}

export function groupTasks(rows: readonly TaskRow[]): { orders: PlannedOrder[]; problems: string[] } {
  const problems: string[] = [];
  const orders = new Map<string, PlannedOrder>();
  for (const t of rows) {
    if (t.status !== 'open') {
      problems.push(`采购任务 ${t.code} 不是待下单状态`);
      continue;
    }
    if (!t.supplier_id || !t.currency_id) {
      problems.push(`采购任务 ${t.code} 未选择供应商`);
      continue;
    }
    const key = `${t.supplier_id}:${t.warehouse_id}`;
    const order = orders.get(key) ?? {
      supplier_id: t.supplier_id,
      supplier_name: t.supplier_name ?? '',
      currency_id: t.currency_id,
      warehouse_id: t.warehouse_id,
      buyer_id: t.buyer_id,
      task_ids: [],
      lines: [],
    };
    order.task_ids.push(t.id);
    const line = order.lines.find((l) => l.sku_id === t.sku_id);
    if (line) {
      line.quantity += t.quantity;
      line.tasks.push(t.code);
    } else order.lines.push({ sku_id: t.sku_id, sku_code: t.sku_code, quantity: t.quantity, tasks: [t.code] });
    orders.set(key, order);
  }
  return { orders: [...orders.values()], problems };
}
