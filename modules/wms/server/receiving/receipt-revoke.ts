// 撤销收货 (README "Goods in"): a receipt confirmed by mistake — wrong order, miscounted — is voided before anything
// of it is on a shelf: every posting of it is reversed (冲销, newest first, through the ledger's guards: units
// meanwhile reserved cannot be taken back), purchasing's 已到货 and 已退货 of its lines go back, and its open
// exceptions are closed. The delivery is then received again on a new receipt (its postings under a new number).
import { ORDER_LINE_TAKEN, type OrderLineTaken } from '@entrepot/module-purchase';
import { conflict } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { and, eq, sql } from 'drizzle-orm';
import { postingsToReverse, reverse } from '../../domain/ledger/reverse.ts';
import { RECEIPT_SOURCE } from './receipt-confirm.ts';
import { type Actor, lockReceipt, mustBe, type ReceivingDeps, receiptLinesOf } from './receipt-read.ts';
import { receiptLines, receivingExceptions } from './receiving.schema.ts';

export async function revokeReceipt(tx: Tx, deps: ReceivingDeps, actor: Actor, id: string, reason: string) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['inspecting', 'shelving'], '撤销收货');
  const lines = await receiptLinesOf(tx, id);
  if (lines.some((l) => l.put_away_quantity > 0)) throw conflict(`收货单 ${receipt.code} 已有商品上架，不能撤销收货`);
  const source = { type: RECEIPT_SOURCE, id: receipt.code };
  if ((await postingsToReverse(tx, { source })).length > 0) {
    await reverse(tx, { source, reason: `撤销收货：${reason}`, operator: actor.name }, deps.events);
  }
  // Each line's takes go to nothing, newer than what confirming and inspecting sent.
  const version = Math.max(...lines.map((l) => Number(l.version))) + 1;
  for (const kind of ['received', 'returned'] as const) {
    const takes = lines
      .filter((l) => (kind === 'received' ? l.counted_quantity : l.rejected_quantity) > 0)
      .map((l) => ({ target: l.id, source: l.order_line_id, quantity: 0, version, document: receipt.code }));
    if (takes.length) await deps.events.publish(tx, ORDER_LINE_TAKEN, { kind, takes, operator: actor } satisfies OrderLineTaken);
  }
  await tx
    .update(receiptLines)
    .set({ version: sql`greatest(${receiptLines.version}, ${version - 1}) + 1` })
    .where(eq(receiptLines.receipt_id, id));
  const open = await tx
    .select({ id: receivingExceptions.id })
    .from(receivingExceptions)
    .where(and(eq(receivingExceptions.receipt_id, id), eq(receivingExceptions.status, 'open')));
  for (const e of open) {
    await tx
      .update(receivingExceptions)
      .set({ handle_note: `收货单已撤销收货：${reason}` })
      .where(eq(receivingExceptions.id, e.id));
    await deps.services.receivingException.transition(tx, e.id, 'status', 'handle', actor);
  }
  await deps.services.receipt.transition(tx, id, 'status', 'revoke', actor);
  return { id, code: receipt.code };
}
