// What the receiving commands share: their dependencies, the receipt locked for a command, its lines.

import { own } from '@entrepot/entity';
import { conflict, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { EntityService } from '@entrepot/server-kit/entity';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { StockEventSink } from '../../domain/ledger/post.ts';
import { receiptLifecycle } from '../../entities/index.ts';
import { receiptLines, receipts } from './receiving.schema.ts';

export interface Actor {
  id: string;
  name: string;
}

export interface ReceivingDeps {
  services: { receipt: EntityService; putaway: EntityService; receivingException: EntityService };
  /** The outbox: ledger postings and the purchase orders' takes are published in the command's transaction. */
  events: StockEventSink & { publish(tx: Tx, name: string, payload: object): Promise<unknown> };
  /** The user's warehouse data rule. */
  mayUse(warehouseId: string): boolean;
  /** The same rule on a table's warehouse column. */
  scope?: SQL;
}

export type ReceiptRow = typeof receipts.$inferSelect & { id: string; code: string; status: string; warehouse_id: string; supplier_id: string };
export type ReceiptLineRow = typeof receiptLines.$inferSelect & {
  id: string;
  order_id: string;
  line_no: number;
  order_code: string;
  order_line_id: string;
  sku_id: string;
  sku_code: string;
  expected_quantity: number;
  counted_quantity: number;
  sample_quantity: number;
  qualified_quantity: number;
  rejected_quantity: number;
  put_away_quantity: number;
};

/** The receipt within the user's warehouses (10404 outside them); `lock` for a command's transaction. */
export async function receiptOf(exec: Executor, deps: Pick<ReceivingDeps, 'scope'>, id: string, lock = false): Promise<ReceiptRow> {
  const query = exec
    .select()
    .from(receipts)
    .where(deps.scope ? and(eq(receipts.id, id), deps.scope) : eq(receipts.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('收货单');
  return row as ReceiptRow;
}

/** The receipt, locked for the command's transaction. */
export const lockReceipt = (tx: Tx, deps: ReceivingDeps, id: string): Promise<ReceiptRow> => receiptOf(tx, deps, id, true);

/** The receipt's 允许超收(%) (receipts opened before it was kept: the default). */
export const percentOf = (r: ReceiptRow): number | undefined => (r.over_receipt_percent === null ? undefined : Number(r.over_receipt_percent));

/** Refuses a command the receipt's state does not allow, in words. */
export function mustBe(receipt: ReceiptRow, states: readonly string[], doing: string): void {
  if (states.includes(receipt.status)) return;
  const label = own(receiptLifecycle.states, receipt.status)?.label ?? receipt.status;
  throw conflict(`收货单 ${receipt.code} 状态为「${label}」，不能${doing}`);
}

export async function receiptLinesOf(exec: Executor, receiptId: string): Promise<ReceiptLineRow[]> {
  return (await exec
    .select()
    .from(receiptLines)
    .where(eq(receiptLines.receipt_id, receiptId))
    .orderBy(asc(receiptLines.created_at), asc(receiptLines.id))) as ReceiptLineRow[];
}
