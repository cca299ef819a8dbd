// Counting (点数): a scanned SKU adds to its line, a typed quantity sets it; a scanned order number adds that order.
// Nothing reaches the ledger before the receipt is confirmed.
import { conflict, invalid } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import { countProblem, lineOfScan } from '../../domain/receiving/receiving-rules.ts';
import { openReceipt } from './receipt-open.ts';
import { type Actor, lockReceipt, mustBe, percentOf, type ReceiptLineRow, type ReceiptRow, type ReceivingDeps, receiptLinesOf } from './receipt-read.ts';
import { receiptLines } from './receiving.schema.ts';

/** A count limited by the receipt's own expectation (the confirmation checks it again against the order). */
const scanLimit = (r: ReceiptRow, l: ReceiptLineRow) => ({ ordered: l.expected_quantity, taken: 0, percent: percentOf(r) });

/** An order number (PO…) opens that order on the receipt; a SKU adds `quantity` (default one) to its line. */
export async function scanIntoReceipt(tx: Tx, deps: ReceivingDeps, actor: Actor, id: string, code: string, quantity = 1) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['counting'], '点数');
  const lines = await receiptLinesOf(tx, id);
  const line = lineOfScan(lines, code);
  if (!line) {
    if (/^PO/i.test(code.trim())) {
      const { opened } = await openReceipt(tx, deps, actor, code, receipt);
      return { kind: 'order' as const, message: opened ? `已加入采购单 ${code.trim().toUpperCase()}` : `采购单 ${code.trim().toUpperCase()} 已在本收货单中` };
    }
    throw conflict(`${code.trim()} 不是本收货单的商品`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw invalid('quantity', '数量须为正整数');
  const next = line.counted_quantity + quantity;
  const refused = countProblem(line, next, scanLimit(receipt, line));
  if (refused) throw conflict(refused);
  await setCount(tx, deps, id, line.id, next);
  return { kind: 'sku' as const, line_id: line.id, sku_code: line.sku_code, counted_quantity: next, expected_quantity: line.expected_quantity };
}

/** Typed quantities: each line's count set as given (0 clears it). */
export async function setCounts(tx: Tx, deps: ReceivingDeps, id: string, counts: readonly { id: string; counted_quantity: number }[]) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['counting'], '点数');
  const lines = new Map((await receiptLinesOf(tx, id)).map((l) => [l.id, l]));
  for (const c of counts) {
    const line = lines.get(c.id);
    if (!line) throw invalid('lines', '收货明细不属于该收货单');
    const refused = countProblem(line, c.counted_quantity, scanLimit(receipt, line));
    if (refused) throw conflict(refused);
  }
  for (const c of counts) await setCount(tx, deps, id, c.id, c.counted_quantity, false);
  await deps.services.receipt.resum(tx, id);
}

async function setCount(tx: Tx, deps: ReceivingDeps, receiptId: string, lineId: string, counted: number, resum = true) {
  await tx
    .update(receiptLines)
    .set({ counted_quantity: counted, version: sql`${receiptLines.version} + 1`, updated_at: new Date() })
    .where(and(eq(receiptLines.id, lineId), eq(receiptLines.receipt_id, receiptId)));
  if (resum) await deps.services.receipt.resum(tx, receiptId);
}
