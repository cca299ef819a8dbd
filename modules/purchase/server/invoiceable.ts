// What finance may invoice and pay against purchase orders (README "Document flow"): an order line's received goods
// not returned and not yet on a confirmed input invoice; its amount with tax not yet paid. Finance reads it through
// public.ts when an invoice or a payment request is written and moved on; what it books comes back as
// `purchase.orderLine.taken` kind invoiced (已开票) or paid (已付金额).
import { sku } from '@entrepot/module-catalogue';
import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter, tableOf } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { orderLines, orders } from './purchase.schema.ts';

const skus = tableOf(sku);

export interface InvoiceableLine {
  id: string;
  order_id: string;
  order_code: string;
  supplier_id: string;
  /** The order's currency: a payment request pays in it. */
  currency_id: string;
  sku_id: string;
  sku_code: string;
  /** The order's price, a decimal string (null when the line has none). */
  price: string | null;
  /** Received − returned: the goods an invoice may bill (finance subtracts what its booked invoices billed). */
  received: number;
  /** Received − returned − invoiced, as purchasing last recorded: what is left to bill. */
  open: number;
  /** What the line costs with its tax: its quantity not closed × price (plus the order's tax rate when prices exclude it), decimal. */
  payable: string;
  /** Payable − paid, as purchasing last recorded: what is left to pay, decimal. */
  unpaid: string;
}

/** A line may be billed once its order was approved (待到货 and later); a draft or an invalidated order bills nothing. */
const BILLABLE = ['approved', 'partial', 'completed', 'closed'];
const kept = sql<number>`(${orderLines.received_quantity} - ${orderLines.returned_quantity})::int`;
const open = sql<number>`(${orderLines.received_quantity} - ${orderLines.returned_quantity} - ${orderLines.invoiced_quantity})::int`;
// What the supplier is owed for the line: what was not closed (the buyer gave up waiting for it) at the line's price,
// with tax.
const payable = sql`round((${orderLines.quantity} - ${orderLines.closed_quantity}) * coalesce(${orderLines.price}, 0) * case when ${orders.tax_included} then 1 else 1 + coalesce(${orders.tax_rate}, 0) / 100 end, 2)`;
const unpaid = sql`(${payable} - coalesce(${orderLines.paid_amount}, 0))`;

function invoiceable(exec: Executor, where: SQL | undefined, limit?: number) {
  const query = exec
    .select({
      id: orderLines.id,
      order_id: orders.id,
      order_code: orders.code,
      supplier_id: orders.supplier_id,
      currency_id: orders.currency_id,
      sku_id: orderLines.sku_id,
      sku_code: skus.code,
      price: orderLines.price,
      received: kept,
      open,
      payable: sql<string>`${payable}::text`,
      unpaid: sql<string>`${unpaid}::text`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .innerJoin(skus, eq(skus.id, orderLines.sku_id))
    .where(and(inArray(orders.status, BILLABLE), where))
    .orderBy(asc(orders.code), asc(skus.code));
  return (limit ? query.limit(limit) : query) as Promise<InvoiceableLine[]>;
}

/** These order lines (by id) with what they may still bill; a line of an order not yet approved is left out. */
export async function invoiceableLines(exec: Executor, ids: readonly string[]): Promise<InvoiceableLine[]> {
  return ids.length ? invoiceable(exec, inArray(orderLines.id, [...ids])) : [];
}

/**
 * An input invoice's line select (`order/line/options?q=&ids=&supplier_id=`): lines with something left to bill,
 * searched by order number or SKU code, titled `PO20261128-0001 · TS001-BLK-M（可开票 30）`; with `for=payment` a
 * payment request's: lines with something left to pay (`（未付 1250.00）`). `ids` are answered whatever is left (a
 * form shows its current value).
 */
export async function orderLineOptions(exec: Executor, q: { q?: string; ids: string[]; supplier_id?: string; for?: 'invoice' | 'payment'; scope?: SQL }) {
  const paying = q.for === 'payment';
  const searched = and(
    paying ? sql`${unpaid} > 0` : sql`${open} > 0`,
    q.supplier_id ? eq(orders.supplier_id, q.supplier_id) : undefined,
    q.q ? or(likeFilter(orders.code, q.q), likeFilter(skus.code, q.q)) : undefined,
  );
  const rows = await invoiceable(exec, and(q.ids.length ? or(inArray(orderLines.id, q.ids), searched) : searched, q.scope), 50 + q.ids.length);
  const left = (r: InvoiceableLine) => (paying ? `未付 ${r.unpaid}` : `可开票 ${r.open}`);
  return rows.map((r) => ({ id: r.id, code: r.order_code, title: `${r.order_code} · ${r.sku_code}（${left(r)}）` }));
}
