import {
  boolean,
  children,
  code,
  createdAt,
  date,
  datetime,
  decimal,
  defineEntity,
  defineMachine,
  enumOf,
  money,
  quantity,
  reference,
  status,
  text,
} from '@entrepot/entity';

/**
 * 进项发票 (README "Input invoices"): a supplier's invoice for goods received on purchase orders. A draft is
 * written and corrected; 确认入账 books it — its lines then count as invoiced on the order lines (已开票) —;
 * 作废 takes a booked invoice back out (a red-letter reversal), and the order lines may be invoiced again.
 */
export const inputInvoiceLifecycle = defineMachine({
  initial: 'draft',
  states: {
    draft: { label: '草稿', color: 'gray' },
    confirmed: { label: '已入账', color: 'green' },
    voided: { label: '已作废', color: 'red' },
  },
  transitions: {
    confirm: { label: '确认入账', from: ['draft'], to: 'confirmed', permission: 'confirm', stamp: 'confirmed_at' },
    void: { label: '作废', from: ['confirmed'], to: 'voided', permission: 'void', input: ['void_reason'] },
  },
});

export const invoiceTypes = [
  { value: 'special', label: '增值税专用发票' },
  { value: 'normal', label: '增值税普通发票' },
  { value: 'digital', label: '数电发票' },
] as const;

/** A fapiao number: 8 digits (paper), 20 (数电). */
const checkInvoiceNo = (v: string) => (/^\d{8,20}$/.test(v) ? null : '发票号码为8到20位数字');

/** 发票明细: what the invoice bills of one purchase-order line (its goods received and not returned). */
export const inputInvoiceLine = defineEntity({
  name: 'finance.inputInvoiceLine',
  table: 'finance.input_invoice_lines',
  label: '发票明细',
  titleField: 'sku_code',
  fields: {
    invoice_id: reference({ label: '进项发票', to: 'finance.inputInvoice', required: true, filter: 'equal' }),
    // Chosen from the invoice supplier's order lines with something left to bill (purchasing's `order/line/options`).
    order_line_id: reference({ label: '采购明细', to: 'purchase.orderLine', required: true, list: false, narrowBy: { supplier_id: 'supplier_id' } }),
    order_code: text({ label: '采购单号', max: 20, readOnly: true, importable: false }),
    sku_code: text({ label: 'SKU编码', max: 40, readOnly: true, importable: false }),
    quantity: quantity({ label: '开票数量', required: true, min: 1 }),
    // Left blank, the order line's price.
    price: money({ label: '单价', min: '0.01' }),
    amount: money({ label: '金额', readOnly: true, importable: false }),
  },
});

export const inputInvoice = defineEntity({
  name: 'finance.inputInvoice',
  table: 'finance.input_invoices',
  label: '进项发票',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'invoice_date', dir: 'desc' }],
  counts: 'status',
  editableIn: ['draft'],
  indexes: [['supplier_id', 'status', '-invoice_date']],
  document: {
    lines: 'lines',
    lineProducts: { amount: ['quantity', 'price'] },
    sums: { total_quantity: 'quantity', total_amount: 'amount' },
    tax: { amount: 'tax_amount', of: 'total_amount', rate: 'tax_rate', included: 'tax_included' },
  },
  fields: {
    code: code({ label: '登记单号', max: 20, pattern: 'FP{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    invoice_no: text({ label: '发票号码', max: 20, required: true, unique: true, check: checkInvoiceNo, filter: 'batch', sortable: true }),
    invoice_type: enumOf({ label: '发票类型', options: invoiceTypes, default: 'special', filter: 'equal' }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal' }),
    invoice_date: date({ label: '开票日期', required: true, filter: 'range', sortable: true }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    tax_included: boolean({ label: '含税', default: true }),
    tax_rate: decimal({ label: '税率(%)', precision: 5, scale: 2, min: '0', max: '100' }),
    total_quantity: quantity({ label: '开票总数', readOnly: true, importable: false, max: 999_999_999 }),
    total_amount: money({ label: '价税合计', readOnly: true, importable: false, sortable: true }),
    tax_amount: money({ label: '税额', readOnly: true, importable: false }),
    status: status({ label: '状态', machine: inputInvoiceLifecycle, filter: 'equal' }),
    confirmed_at: datetime({ label: '入账时间', readOnly: true, importable: false }),
    void_reason: text({ label: '作废原因', max: 200, readOnly: true, list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    lines: children({ label: '发票明细', entity: inputInvoiceLine, foreignKey: 'invoice_id', max: 200, required: true }),
    created_at: createdAt(),
  },
});
