// Confirming a receipt and recording its inspection (README "Goods in"). Each posts to the stock ledger and tells
// purchasing what its order lines received or had returned, in the command's transaction.
import { ORDER_LINE_TAKEN, type OrderLineTaken, receivableOrders } from '@entrepot/module-purchase';
import { receiptHold, sampleSizes } from '@entrepot/module-quality';
import { conflict, invalid } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MovementRequest } from '../../domain/ledger/movements.ts';
import { post } from '../../domain/ledger/post.ts';
import { confirmationExceptions, countProblem, type ExceptionDraft, inspectionProblem, type Owed } from '../../domain/receiving/receiving-rules.ts';
import { type Actor, lockReceipt, mustBe, percentOf, type ReceiptLineRow, type ReceiptRow, type ReceivingDeps, receiptLinesOf } from './receipt-read.ts';
import { receiptLines, receipts } from './receiving.schema.ts';
import { raiseException } from './receiving-exceptions.ts';

/** The ledger's source of a receipt line's postings (its 库存流水 name the receipt). */
export const RECEIPT_SOURCE = 'wms_receipt';
const source = (receipt: ReceiptRow, line: ReceiptLineRow) => ({ type: RECEIPT_SOURCE, id: receipt.code, line: String(line.line_no) });

/** States whose receipts hold what they counted (and kept after inspection). */
const HELD = ['inspecting', 'shelving', 'completed'];

/** What each order line of these receipt lines still owes now: ordered − closed, less what other receipts kept. */
async function owedNow(tx: Tx, receipt: ReceiptRow, lines: readonly ReceiptLineRow[]): Promise<Map<string, Owed>> {
  const orderLineIds = [...new Set(lines.map((l) => l.order_line_id))];
  // Every receipt's lines of these order lines, locked: two receipts of one order confirm one after the other.
  await tx.select({ id: receiptLines.id }).from(receiptLines).where(inArray(receiptLines.order_line_id, orderLineIds)).for('update');
  const kept = await tx
    .select({ order_line_id: receiptLines.order_line_id, kept: sql<number>`sum(${receiptLines.counted_quantity} - ${receiptLines.rejected_quantity})::int` })
    .from(receiptLines)
    .innerJoin(receipts, eq(receipts.id, receiptLines.receipt_id))
    .where(and(inArray(receiptLines.order_line_id, orderLineIds), inArray(receipts.status, HELD), ne(receipts.id, receipt.id)))
    .groupBy(receiptLines.order_line_id);
  const keptBy = new Map(kept.map((k) => [k.order_line_id, Number(k.kept)]));
  const orders = await receivableOrders(tx, { ids: [...new Set(lines.map((l) => l.order_id))] });
  const owed = new Map<string, Owed>();
  for (const order of orders) {
    if (!order.receivable && order.status !== 'completed') throw conflict(`采购单 ${order.code} 状态为「${order.status_label}」，不能收货`);
    const held = await receiptHold(tx, order);
    if (held) throw conflict(held);
    for (const l of order.lines) owed.set(l.id, { ordered: Math.max(0, l.quantity - l.closed), taken: keptBy.get(l.id) ?? 0, percent: percentOf(receipt) });
  }
  return owed;
}

async function raise(tx: Tx, deps: ReceivingDeps, actor: Actor, receipt: ReceiptRow, lines: readonly ReceiptLineRow[], drafts: readonly ExceptionDraft[]) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const d of drafts) {
    const line = byId.get(d.lineId)!;
    await raiseException(tx, deps, actor, receipt, { kind: d.kind, order_id: line.order_id, sku_code: line.sku_code, quantity: d.quantity, reason: d.reason });
  }
}

async function tellPurchasing(tx: Tx, deps: ReceivingDeps, actor: Actor, kind: OrderLineTaken['kind'], takes: OrderLineTaken['takes']) {
  if (takes.length) await deps.events.publish(tx, ORDER_LINE_TAKEN, { kind, takes, operator: actor } satisfies OrderLineTaken);
}

/**
 * 确认收货: the counted units enter the warehouse's receiving row as 待检 (quarantined), the orders' 已到货 move,
 * more than owed (within the tolerance) and — when asked — what did not come become exceptions.
 */
export async function confirmReceipt(tx: Tx, deps: ReceivingDeps, actor: Actor, id: string, reportShort: boolean) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['counting'], '确认收货');
  const lines = await receiptLinesOf(tx, id);
  if (!lines.some((l) => l.counted_quantity > 0)) throw conflict(`收货单 ${receipt.code} 还没有点数，请先扫描或填写实收数量`);
  const owed = await owedNow(tx, receipt, lines);
  const counted = lines.map((l) => ({ ...l, owed: owed.get(l.order_line_id) ?? { ordered: 0, taken: 0 } }));
  for (const l of counted) {
    const refused = countProblem(l, l.counted_quantity, l.owed);
    if (refused) throw conflict(refused);
  }
  const arrived = counted.filter((l) => l.counted_quantity > 0);
  await post(
    tx,
    arrived.map(
      (l): MovementRequest => ({
        type: 'receive',
        quarantine: true,
        warehouseId: receipt.warehouse_id,
        skuId: l.sku_code,
        qty: l.counted_quantity,
        source: source(receipt, l),
        operator: actor.name,
        note: `收货单 ${receipt.code}`,
      }),
    ),
    deps.events,
  );
  // How many of each to inspect: the quality area's 抽检比例 of the SKU or its category.
  const samples = await sampleSizes(
    tx,
    arrived.map((l) => ({ sku_code: l.sku_code, quantity: l.counted_quantity })),
  );
  for (const l of arrived)
    await tx
      .update(receiptLines)
      .set({ sample_quantity: samples.get(l.sku_code) ?? l.counted_quantity, version: sql`${receiptLines.version} + 1` })
      .where(eq(receiptLines.id, l.id));
  await tellPurchasing(
    tx,
    deps,
    actor,
    'received',
    arrived.map((l) => ({ target: l.id, source: l.order_line_id, quantity: l.counted_quantity, version: 1, document: receipt.code })),
  );
  await raise(tx, deps, actor, receipt, lines, confirmationExceptions(counted, reportShort));
  await deps.services.receipt.transition(tx, id, 'status', 'confirm', actor);
  return { id, code: receipt.code, counted: arrived.reduce((n, l) => n + l.counted_quantity, 0) };
}

export interface InspectionResult {
  id: string;
  rejected_quantity: number;
  reject_reason?: string | null;
}

/**
 * 质检: of each line's counted units, the failed ones (with a reason) go back to the supplier — out of 待检, and
 * back to open on the order — and the rest become on hand in the receiving row, to be put away. Lines not named
 * passed whole.
 */
export async function inspectReceipt(tx: Tx, deps: ReceivingDeps, actor: Actor, id: string, results: readonly InspectionResult[]) {
  const receipt = await lockReceipt(tx, deps, id);
  mustBe(receipt, ['inspecting'], '质检');
  const lines = await receiptLinesOf(tx, id);
  const resultOf = new Map(results.map((r) => [r.id, r]));
  for (const r of results) if (!lines.some((l) => l.id === r.id)) throw invalid('lines', '收货明细不属于该收货单');
  const inspected = lines.map((l) => {
    const r = resultOf.get(l.id);
    return { ...l, rejected: r?.rejected_quantity ?? 0, reason: r?.reject_reason?.trim() || null };
  });
  for (const l of inspected) {
    const refused = inspectionProblem(l);
    if (refused) throw conflict(refused);
  }
  const requests: MovementRequest[] = [];
  const at = { warehouseId: receipt.warehouse_id, operator: actor.name };
  for (const l of inspected) {
    const passed = l.counted_quantity - l.rejected;
    if (passed > 0)
      requests.push({ ...at, type: 'quarantine_release', skuId: l.sku_code, qty: passed, source: source(receipt, l), note: `收货单 ${receipt.code} 质检合格` });
    if (l.rejected > 0)
      requests.push({
        ...at,
        type: 'adjust',
        state: 'quarantined',
        skuId: l.sku_code,
        delta: -l.rejected,
        source: source(receipt, l),
        note: `质检不合格：${l.reason}`,
      });
    await tx
      .update(receiptLines)
      .set({ qualified_quantity: passed, rejected_quantity: l.rejected, reject_reason: l.reason, version: sql`${receiptLines.version} + 1` })
      .where(eq(receiptLines.id, l.id));
  }
  await post(tx, requests, deps.events);
  const failed = inspected.filter((l) => l.rejected > 0);
  await tellPurchasing(
    tx,
    deps,
    actor,
    'returned',
    failed.map((l) => ({ target: l.id, source: l.order_line_id, quantity: l.rejected, version: 1, document: receipt.code })),
  );
  await raise(
    tx,
    deps,
    actor,
    receipt,
    lines,
    failed.map((l) => ({ kind: 'damaged', lineId: l.id, quantity: l.rejected, reason: l.reason ?? '' })),
  );
  await deps.services.receipt.resum(tx, id);
  await deps.services.receipt.transition(tx, id, 'status', 'inspect', actor);
  // Nothing passed: nothing to put away.
  if (inspected.every((l) => l.counted_quantity === l.rejected)) await deps.services.receipt.transition(tx, id, 'status', 'complete', actor);
  return { id, code: receipt.code, rejected: failed.reduce((n, l) => n + l.rejected, 0) };
}
