// The write rules of 进项发票 (README "Input invoices"): each line bills an approved order line of the invoice's
// supplier, no more than its goods received and not returned, less what other booked invoices billed of it —
// counted from finance's own booked lines, so a booking never waits for purchasing to catch up. The order line's
// number, SKU and (when left blank) price are server-made. Booking and voiding announce what the invoice took from
// the order lines (`purchase.orderLine.taken`, kind invoiced), in the same transaction.

import { invoiceableLines, ORDER_LINE_TAKEN, type OrderLineTaken } from '@entrepot/module-purchase';
import { invalid } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { inputInvoice } from '../entities/index.ts';
import { inputInvoiceLines, inputInvoices } from './finance.schema.ts';

type Row = Record<string, unknown>;

/** What booked invoices other than `except` billed of each order line. */
async function bookedOf(exec: Executor, orderLineIds: string[], except: unknown): Promise<Map<string, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: inputInvoiceLines.order_line_id, n: sql<number>`sum(${inputInvoiceLines.quantity})::int` })
    .from(inputInvoiceLines)
    .innerJoin(inputInvoices, eq(inputInvoices.id, inputInvoiceLines.invoice_id))
    .where(
      and(
        inArray(inputInvoiceLines.order_line_id, orderLineIds),
        eq(inputInvoices.status, 'confirmed'),
        except ? ne(inputInvoices.id, String(except)) : undefined,
      ),
    )
    .groupBy(inputInvoiceLines.order_line_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The lines checked against their order lines and filled in; the first refusal names its line. */
async function checkedLines(exec: Executor, header: Row, lines: Row[]): Promise<Row[]> {
  const ids = lines.map((l) => String(l.order_line_id));
  const sources = new Map((await invoiceableLines(exec, ids)).map((l) => [l.id, l]));
  const booked = await bookedOf(exec, ids, header.id);
  const seen = new Map<string, number>();
  return lines.map((line, i) => {
    const at = `第${i + 1}行：`;
    const source = sources.get(String(line.order_line_id));
    if (!source) throw invalid('lines', `${at}采购明细不存在，或其采购单未审核`);
    if (source.supplier_id !== header.supplier_id) throw invalid('lines', `${at}采购单 ${source.order_code} 不是该发票供应商的`);
    const twin = seen.get(source.id);
    if (twin !== undefined) throw invalid('lines', `${at}与第${twin}行是同一采购明细（${source.order_code} ${source.sku_code}）`);
    seen.set(source.id, i + 1);
    const open = source.received - (booked.get(source.id) ?? 0);
    if (Number(line.quantity) > open)
      throw invalid('lines', `${at}${source.order_code} 的 ${source.sku_code} 可开票 ${Math.max(open, 0)}，不能开票 ${String(line.quantity)}`);
    return { ...line, order_code: source.order_code, sku_code: source.sku_code, price: line.price ?? source.price };
  });
}

/** Booked (confirm) or reversed (void): what the invoice's lines take from the order lines now. */
async function announceTakes(tx: Tx, outbox: Outbox, row: Row): Promise<void> {
  const lines = await tx
    .select({ id: inputInvoiceLines.id, source: inputInvoiceLines.order_line_id, quantity: inputInvoiceLines.quantity })
    .from(inputInvoiceLines)
    .where(eq(inputInvoiceLines.invoice_id, String(row.id)));
  const booked = row.status === 'confirmed';
  const takes = lines.map((l) => ({
    target: l.id,
    source: l.source,
    quantity: booked ? Number(l.quantity) : 0,
    version: Number(row.version),
    document: String(row.code),
  }));
  // Who booked or voided it: the stored writer (the wire row does not carry it).
  const [writer] = await tx
    .select({ id: inputInvoices.updated_by })
    .from(inputInvoices)
    .where(eq(inputInvoices.id, String(row.id)));
  const operator = { id: writer?.id ?? '', name: `进项发票 ${String(row.code)}` };
  if (takes.length) await outbox.publish(tx, ORDER_LINE_TAKEN, { kind: 'invoiced', takes, operator } satisfies OrderLineTaken);
}

export function inputInvoiceRules(outbox: Outbox): WriteRules<typeof inputInvoice> {
  return {
    lines: checkedLines,
    // Booking checks the lines again: another invoice may have been booked since this one was written.
    async blocksTransition(exec, record, transition) {
      if (transition !== 'confirm') return null;
      // Bookings of one order line queue up (the sums above are read, not locked).
      await exec.execute(sql`select pg_advisory_xact_lock(hashtext('finance.inputInvoice.confirm'))`);
      const lines = await exec.select().from(inputInvoiceLines).where(eq(inputInvoiceLines.invoice_id, record.id));
      await checkedLines(exec, record, lines as Row[]);
      return null;
    },
    async onChange(tx, action, row) {
      if (action === 'confirm' || action === 'void') await announceTakes(tx, outbox, row);
    },
  };
}
