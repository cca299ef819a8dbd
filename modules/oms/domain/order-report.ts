// The platforms' order reports (README "Orders in: the report import"): our template (Chinese headers) or a
// marketplace's own flat file — Amazon's All Orders report (`amazon-order-id`, `purchase-date`, `sku`…), Walmart's
// order export (`PO#`, `Order Date`, `SKU`…) — one row per order line, read into orders as the adapters hand them
// in. Pure: the rows' texts in, the orders and each bad row's reason out.
import type { IncomingOrderInput } from './incoming.ts';

type Field = keyof Omit<IncomingOrderInput, 'lines' | 'badges' | 'ship_by'> | 'platform_sku' | 'title' | 'quantity' | 'price';

/** The column names each field is recognised by (compared without case, spaces, dashes or underscores). */
export const REPORT_COLUMNS: Record<Field, readonly string[]> = {
  platform_order_id: ['平台订单号', 'amazon-order-id', 'order-id', 'PO#', 'Customer Order #', 'Order Number'],
  ordered_at: ['下单时间', 'purchase-date', 'Order Date', 'order-date'],
  buyer_name: ['买家', 'buyer-name', 'recipient-name', 'Customer Name', 'Ship to Name'],
  buyer_email: ['买家邮箱', 'buyer-email', 'Customer Email'],
  phone: ['电话', 'buyer-phone-number', 'ship-phone-number', 'Customer Phone Number'],
  country: ['国家', 'ship-country', 'Ship to Country', 'Country'],
  state: ['州/省', 'ship-state', 'Ship to State', 'State'],
  city: ['城市', 'ship-city', 'Ship to City', 'City'],
  address1: ['地址1', 'ship-address-1', 'Ship to Address 1', 'Address 1'],
  address2: ['地址2', 'ship-address-2', 'Ship to Address 2', 'Address 2'],
  postal_code: ['邮编', 'ship-postal-code', 'Ship to Zip', 'Zip'],
  currency: ['币种', 'currency', 'Currency'],
  total_amount: ['订单金额', 'order-total', 'Order Total'],
  platform_sku: ['平台SKU', 'sku', 'SKU', 'seller-sku'],
  title: ['商品名称', 'product-name', 'Item Description'],
  quantity: ['数量', 'quantity', 'quantity-purchased', 'Qty'],
  price: ['单价', 'item-price', 'Item Cost', 'Unit Price'],
};

/** The template's columns, in order (our own headers). */
export const TEMPLATE_COLUMNS = (Object.keys(REPORT_COLUMNS) as Field[]).map((field) => ({ field, label: REPORT_COLUMNS[field][0]! }));

const key = (s: string) => s.toLowerCase().replace(/[\s_\-#]/g, '');
const LOOKUP = new Map(Object.entries(REPORT_COLUMNS).flatMap(([field, names]) => names.map((n) => [key(n), field as Field])));

export interface ReportRow {
  /** The file's row number (the header is row 1). */
  row: number;
  values: Record<string, string>;
}
export interface ReportProblem {
  row: number;
  message: string;
}

/** Cents of a decimal text ('12.5' → 1250), or null when it is none. */
function cents(text: string): number | null {
  const t = text.replace(/[,\s]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(`${frac}00`.slice(0, 2));
}
const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** A report date (ISO, `2026-11-20 08:30:00`, `2026/11/20`) as an ISO instant; a date without a zone is China time. */
function instant(text: string): string | null {
  const t = text.trim().replace(/\//g, '-');
  if (!t) return null;
  const zoned = /([zZ]|[+-]\d{2}:?\d{2})$/.test(t);
  const iso = t.includes('T') || !t.includes(' ') ? t : t.replace(' ', 'T');
  const date = new Date(zoned ? iso : /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+08:00` : `${iso}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Groups the rows into orders by platform order id; a row that cannot be read is reported and its order left out. */
export function parseOrderReport(rows: readonly ReportRow[]): { orders: IncomingOrderInput[]; problems: ReportProblem[]; unknownColumns: string[] } {
  const problems: ReportProblem[] = [];
  const headers = Object.keys(rows[0]?.values ?? {});
  const unknownColumns = headers.filter((h) => !LOOKUP.has(key(h)));
  const byOrder = new Map<string, { first: number; rows: { row: number; f: Partial<Record<Field, string>> }[] }>();
  for (const { row, values } of rows) {
    const f: Partial<Record<Field, string>> = {};
    for (const [header, value] of Object.entries(values)) {
      const field = LOOKUP.get(key(header));
      if (field && value.trim() !== '') f[field] = value.trim();
    }
    if (Object.keys(f).length === 0) continue; // an empty row
    if (!f.platform_order_id) {
      problems.push({ row, message: '缺少平台订单号' });
      continue;
    }
    const group = byOrder.get(f.platform_order_id) ?? { first: row, rows: [] };
    group.rows.push({ row, f });
    byOrder.set(f.platform_order_id, group);
  }
  const orders: IncomingOrderInput[] = [];
  for (const [id, { rows: lines }] of byOrder) {
    const head = lines[0]!.f;
    const bad = (row: number, message: string) => problems.push({ row, message: `订单 ${id}：${message}` });
    const ordered = instant(head.ordered_at ?? '');
    if (!ordered) {
      bad(lines[0]!.row, '下单时间格式不正确');
      continue;
    }
    const lineTotals = isAmazonLineTotal(head);
    const items = lines.map(({ row, f }) => lineOf(row, f, lineTotals));
    const wrong = items.find((i): i is ReportProblem => 'message' in i);
    if (wrong) {
      bad(wrong.row, wrong.message);
      continue;
    }
    const read = items as { line: IncomingOrderInput['lines'][number]; cents: number }[];
    const sum = read.reduce((n, i) => n + i.cents, 0);
    const total = head.total_amount === undefined ? sum : cents(head.total_amount);
    if (total === null) {
      bad(lines[0]!.row, `订单金额「${head.total_amount}」须为金额`);
      continue;
    }
    orders.push({
      platform_order_id: id,
      ordered_at: ordered,
      buyer_name: head.buyer_name ?? '',
      buyer_email: head.buyer_email ?? '',
      phone: head.phone ?? '',
      country: head.country ?? '',
      state: head.state ?? '',
      city: head.city ?? '',
      address1: head.address1 ?? '',
      address2: head.address2 ?? '',
      postal_code: head.postal_code ?? '',
      currency: head.currency ?? '',
      total_amount: money(total),
      lines: read.map((i) => i.line),
    });
  }
  return { orders, problems, unknownColumns };
}

/** One report row as an order line with its amount in cents, or why it cannot be read. */
function lineOf(
  row: number,
  f: Partial<Record<Field, string>>,
  lineTotals: boolean,
): { line: IncomingOrderInput['lines'][number]; cents: number } | ReportProblem {
  const quantity = Number(f.quantity ?? '');
  const price = cents(f.price ?? '');
  if (!f.platform_sku) return { row, message: '缺少平台SKU' };
  if (!Number.isInteger(quantity) || quantity < 1) return { row, message: `数量「${f.quantity ?? ''}」须为正整数` };
  if (price === null) return { row, message: `单价「${f.price ?? ''}」须为金额` };
  // Amazon's item-price is the line's total; our template's 单价 is per unit.
  const unit = lineTotals ? Math.round(price / quantity) : price;
  return { line: { platform_sku: f.platform_sku, title: f.title ?? '', quantity, price: money(unit) }, cents: lineTotals ? price : unit * quantity };
}

/** Amazon's flat file has `order-total` absent and `item-price` per line total; our template has 单价 per unit. */
const isAmazonLineTotal = (head: Partial<Record<Field, string>>) => head.total_amount === undefined && /^\d{3}-\d{7}-\d{7}$/.test(head.platform_order_id ?? '');
