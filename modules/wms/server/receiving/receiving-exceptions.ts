// 收货异常 and purchasing (README "Goods in"): each exception recorded is published for the buyer
// (`wms.receivingException.raised` → purchasing's 采购异常单), and closes when purchasing settled it
// (`purchase.exceptionOrder.settled`), with the decision as its 处理结果.
import type { ExceptionSettled } from '@entrepot/module-purchase';
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { and, eq } from 'drizzle-orm';
import type { ReceiptRow, ReceivingDeps } from './receipt-read.ts';
import { receivingExceptions } from './receiving.schema.ts';

export const EXCEPTION_RAISED = 'wms.receivingException.raised';

export interface ExceptionFields {
  kind: string;
  order_id: string | null;
  sku_code: string;
  quantity: number;
  reason: string | null;
}

/** Records an exception of a receipt and tells purchasing, in the command's transaction. */
export async function raiseException(tx: Tx, deps: ReceivingDeps, actor: Actor, receipt: ReceiptRow, e: ExceptionFields) {
  const made = await deps.services.receivingException.create(
    tx,
    { ...e, receipt_id: receipt.id, warehouse_id: receipt.warehouse_id, supplier_id: receipt.supplier_id },
    actor,
  );
  await deps.events.publish(tx, EXCEPTION_RAISED, {
    code: String(made.code),
    kind: e.kind,
    receipt_code: receipt.code,
    order_id: e.order_id,
    supplier_id: receipt.supplier_id,
    sku_code: e.sku_code,
    quantity: e.quantity,
    reason: e.reason,
  });
  return made;
}

/** Purchasing settled an exception: it closes with the decision (one already closed stays as it is). */
export async function closeSettled(tx: Tx, services: ReceivingDeps['services'], e: ExceptionSettled, actor: Actor): Promise<void> {
  const [row] = await tx
    .select({ id: receivingExceptions.id })
    .from(receivingExceptions)
    .where(and(eq(receivingExceptions.code, e.source_code), eq(receivingExceptions.status, 'open')))
    .for('update');
  if (!row) return;
  const note = `采购异常单 ${e.code}：${e.handling}${e.handle_note ? `，${e.handle_note}` : ''}`.slice(0, 200);
  await tx.update(receivingExceptions).set({ handle_note: note }).where(eq(receivingExceptions.id, row.id));
  await services.receivingException.transition(tx, row.id, 'status', 'handle', actor);
}
