// What the warehouse may receive against purchase orders (README "Document flow"): an approved order's lines
// with what is still open. The warehouse reads it through public.ts when a delivery note is scanned; what it
// then receives comes back as `purchase.orderLine.taken`.
import type { Executor } from '@entrepot/server-kit/db';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { openQuantity } from '../domain/order-rules.ts';
import { orderLifecycle, RECEIVING_STATES } from '../entities/order.entity.ts';
import { linesOf } from './order-lines.ts';
import { orders, suppliers } from './purchase.schema.ts';

/** Orders the warehouse may receive against: approved (待到货) or partly received (部分到货). */
export const RECEIVABLE_STATES: readonly string[] = RECEIVING_STATES;

export interface ReceivableLine {
  /** The order line: the source of the receipt line's take. */
  id: string;
  sku_id: string;
  sku_code: string;
  quantity: number;
  /** Closed by the buyer: no longer owed. */
  closed: number;
  /** Ordered − received + returned − closed, as purchasing last recorded: what the supplier still owes. */
  open: number;
}

export interface ReceivableOrder {
  id: string;
  code: string;
  status: string;
  /** In a person's words (待到货, 已完成…), for the refusal of a scan. */
  status_label: string;
  receivable: boolean;
  supplier_id: string;
  warehouse_id: string;
  /** The supplier's 允许超收(%), null when it has none (the warehouse's default applies). */
  over_receipt_percent: number | null;
  lines: ReceivableLine[];
}

/**
 * The orders of these numbers (any case) or ids, with their lines and open quantities; `awaiting`: also the oldest
 * that many orders 待到货 (nothing received yet; the demo's receipts take them).
 */
export async function receivableOrders(
  exec: Executor,
  by: { codes?: readonly string[]; ids?: readonly string[]; awaiting?: number },
): Promise<ReceivableOrder[]> {
  const codes = (by.codes ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean);
  const oldest = by.awaiting
    ? await exec
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.status, 'approved'))
        .orderBy(asc(orders.order_date), asc(orders.code))
        .limit(by.awaiting)
    : [];
  const ids = [...(by.ids ?? []), ...oldest.map((o) => o.id)];
  if (codes.length === 0 && ids.length === 0) return [];
  const rows = await exec
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      supplier_id: orders.supplier_id,
      warehouse_id: orders.warehouse_id,
      over_receipt_percent: suppliers.over_receipt_percent,
    })
    .from(orders)
    .leftJoin(suppliers, eq(suppliers.id, orders.supplier_id))
    .where(or(codes.length ? inArray(sql`lower(${orders.code})`, codes) : undefined, ids.length ? inArray(orders.id, ids) : undefined))
    .orderBy(asc(orders.order_date), asc(orders.code));
  const lines = await linesOf(
    exec,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const status = r.status;
    return {
      id: r.id,
      code: String(r.code),
      status,
      status_label: orderLifecycle.states[status as keyof typeof orderLifecycle.states]?.label ?? status,
      receivable: RECEIVABLE_STATES.includes(status),
      supplier_id: r.supplier_id,
      warehouse_id: r.warehouse_id,
      over_receipt_percent: r.over_receipt_percent === null ? null : Number(r.over_receipt_percent),
      lines: lines
        .filter((l) => l.order_id === r.id)
        .map((l) => ({ id: l.id, sku_id: l.sku_id, sku_code: l.sku_code, quantity: l.quantity, closed: l.closed_quantity, open: openQuantity(l) })),
    };
  });
}
