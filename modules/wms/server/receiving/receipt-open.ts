// Opening a receipt from a delivery note's barcode (the purchase order's number), or adding another order of the
// same supplier to the receipt being counted (README "Goods in": one delivery of several orders, several
// deliveries of one order). The order's open lines become the receipt's expected lines.
import { type ReceivableOrder, receivableOrders } from '@entrepot/module-purchase';
import { receiptHold } from '@entrepot/module-quality';
import { conflict, forbidden, newId, notFound } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { appendAudit } from '@entrepot/server-kit/entity';
import { and, eq, sql } from 'drizzle-orm';
import { OVER_RECEIPT_PERCENT } from '../../domain/receiving/receiving-rules.ts';
import { receipt } from '../../entities/index.ts';
import { OUT_OF_SCOPE } from '../warehouse-scope.ts';
import { type Actor, type ReceiptRow, type ReceivingDeps, receiptLinesOf } from './receipt-read.ts';
import { receiptLines, receipts } from './receiving.schema.ts';

/** The order behind a scanned number, refused in words when it cannot be received here. */
export async function orderToReceive(tx: Tx, deps: ReceivingDeps, code: string): Promise<ReceivableOrder> {
  const [order] = await receivableOrders(tx, { codes: [code] });
  if (!order) throw notFound(`采购单 ${code.trim()}`);
  if (!order.receivable) throw conflict(`采购单 ${order.code} 状态为「${order.status_label}」，不能收货`);
  if (!deps.mayUse(order.warehouse_id)) throw forbidden(OUT_OF_SCOPE);
  const held = await receiptHold(tx, order);
  if (held) throw conflict(held);
  return order;
}

const expectedLines = (order: ReceivableOrder, warehouseId: string, held = 0) =>
  order.lines
    .filter((l) => l.open > 0)
    .map((l, i) => ({
      line_no: held + i + 1,
      order_id: order.id,
      order_code: order.code,
      order_line_id: l.id,
      warehouse_id: warehouseId,
      sku_id: l.sku_id,
      sku_code: l.sku_code,
      expected_quantity: l.open,
      counted_quantity: 0,
    }));

/**
 * A scanned order number: the receipt still being counted that holds it, else a new receipt of its open lines.
 * With `into`, the order joins that receipt (same supplier and warehouse) unless it is on it already.
 */
export async function openReceipt(tx: Tx, deps: ReceivingDeps, actor: Actor, code: string, into?: ReceiptRow): Promise<{ id: string; opened: boolean }> {
  const order = await orderToReceive(tx, deps, code);
  if (into) return { id: into.id, opened: await addOrder(tx, deps, actor, into, order) };
  const [counting] = await tx
    .select({ id: receipts.id })
    .from(receiptLines)
    .innerJoin(receipts, eq(receipts.id, receiptLines.receipt_id))
    .where(and(eq(receiptLines.order_id, order.id), eq(receipts.status, 'counting')))
    .limit(1);
  if (counting) return { id: counting.id, opened: false };
  const lines = expectedLines(order, order.warehouse_id);
  if (lines.length === 0) throw conflict(`采购单 ${order.code} 已全部到货，没有待收的商品`);
  const made = await deps.services.receipt.create(tx, { warehouse_id: order.warehouse_id, supplier_id: order.supplier_id, lines }, actor, {
    order_codes: order.code,
    over_receipt_percent: order.over_receipt_percent ?? OVER_RECEIPT_PERCENT,
  });
  return { id: made.id, opened: true };
}

async function addOrder(tx: Tx, deps: ReceivingDeps, actor: Actor, into: ReceiptRow, order: ReceivableOrder): Promise<boolean> {
  if (into.status !== 'counting') throw conflict(`收货单 ${into.code} 已确认收货，不能再加采购单`);
  const held = await receiptLinesOf(tx, into.id);
  if (held.some((l) => l.order_id === order.id)) return false;
  if (order.supplier_id !== into.supplier_id) throw conflict(`采购单 ${order.code} 与收货单 ${into.code} 不是同一供应商`);
  if (order.warehouse_id !== into.warehouse_id) throw conflict(`采购单 ${order.code} 不是收往本仓库的`);
  const lines = expectedLines(order, into.warehouse_id, held.length);
  if (lines.length === 0) throw conflict(`采购单 ${order.code} 已全部到货，没有待收的商品`);
  await tx.insert(receiptLines).values(lines.map((l) => ({ ...l, id: newId(), receipt_id: into.id, created_by: actor.id, updated_by: actor.id })));
  await tx
    .update(receipts)
    .set({ order_codes: sql`${receipts.order_codes} || ',' || ${order.code}`, version: sql`${receipts.version} + 1`, updated_at: new Date() })
    .where(eq(receipts.id, into.id));
  await deps.services.receipt.resum(tx, into.id);
  await appendAudit(tx, {
    decl: receipt,
    recordId: into.id,
    action: 'addOrder',
    actor,
    changes: { order_codes: { before: into.order_codes, after: order.code } },
  });
  return true;
}
