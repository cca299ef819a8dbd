import {
  approvalLifecycle,
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
 * The purchase order's life (README "Purchase-order lifecycle"): written as a draft, approved through the
 * approval engine (flows by amount), then received — 部分到货 and 已完成 follow the warehouse's receipts, never
 * a person's click. What is not yet received can be closed (whole order, or by SKU / SPU); an order nothing was
 * received against can be invalidated.
 */
/** The states an order receives goods in (待到货, 部分到货): the warehouse scans it, tracking follows it. */
export const RECEIVING_STATES = ['approved', 'partial'] as const;
/** The states money is planned against an order in (payment and deduction plans): approved by now, not 作废. */
export const SETTLEABLE_STATES = [...RECEIVING_STATES, 'completed', 'closed'] as const;

const orderApproval = approvalLifecycle({ approved: 'approved', stamp: 'approved_at', withdrawLabel: '结束审批' });
export const orderLifecycle = defineMachine({
  initial: 'draft',
  states: {
    ...orderApproval.states,
    approved: { label: '待到货', color: 'orange' },
    partial: { label: '部分到货', color: 'violet' },
    completed: { label: '已完成', color: 'green' },
    closed: { label: '已关闭', color: 'gray' },
    invalid: { label: '已作废', color: 'gray' },
  },
  transitions: {
    ...orderApproval.transitions,
    invalid: { label: '作废', from: ['draft', 'rejected', 'approved'], to: 'invalid' },
    close: { label: '关闭', from: ['approved', 'partial'], to: 'closed', permission: 'off' },
    receive: { label: '部分到货', from: ['approved', 'partial'], to: 'partial', permission: 'receive' },
    complete: { label: '到货完成', from: ['approved', 'partial'], to: 'completed', permission: 'receive' },
    reopen: { label: '退货待补', from: ['completed'], to: 'partial', permission: 'receive' },
    /** The warehouse revoked the receipts it had: nothing has arrived after all. */
    unreceive: { label: '撤销到货', from: ['partial'], to: 'approved', permission: 'receive' },
  },
});

export const purchaseTypes = [
  { value: 'normal', label: '普通采购' },
  { value: 'stock', label: '备货采购' },
  { value: 'sample', label: '样品采购' },
  { value: 'alibaba', label: '1688采购' },
] as const;

/**
 * 采购单明细: one SKU of an order. Its amount is quantity × price (server-made); the flow quantities are what
 * later documents took from it (received, returned, invoiced, paid; closed by the buyer), so what is still open is
 * `quantity − received + returned − closed`, a column read, never a recomputation.
 */
export const orderLine = defineEntity({
  name: 'purchase.orderLine',
  table: 'purchase.order_lines',
  label: '采购明细',
  titleField: 'sku_id',
  fields: {
    order_id: reference({ label: '采购单', to: 'purchase.order', required: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    quantity: quantity({ label: '采购数量', required: true, min: 1 }),
    free_quantity: quantity({ label: '赠品数量', default: 0 }),
    // Left blank, the supplier's quotation in force for the quantity on the order day (server/order-lines.ts).
    price: money({ label: '单价', min: '0.01' }),
    amount: money({ label: '金额', readOnly: true, importable: false }),
    plan_date: date({ label: '预计到货', required: false }),
    received_quantity: quantity({ label: '已到货', readOnly: true, importable: false, default: 0 }),
    returned_quantity: quantity({ label: '已退货', readOnly: true, importable: false, default: 0 }),
    closed_quantity: quantity({ label: '已关闭', readOnly: true, importable: false, default: 0 }),
    // What finance's confirmed input invoices (进项发票) billed of it: `purchase.orderLine.taken` kind invoiced.
    invoiced_quantity: quantity({ label: '已开票', readOnly: true, importable: false, default: 0 }),
    // What finance's paid payment requests (付款申请) paid of it: `purchase.orderLine.taken` kind paid (money).
    paid_amount: money({ label: '已付金额', readOnly: true, importable: false }),
    remark: text({ label: '备注', max: 200 }),
  },
});

/** 采购单: what the company orders from one supplier, for one warehouse, at agreed prices. */
export const order = defineEntity({
  name: 'purchase.order',
  table: 'purchase.orders',
  label: '采购单',
  titleField: 'code',
  naturalKey: ['code'],
  // Newest order day first: the order the buyer's list index serves (below).
  defaultSort: [{ field: 'order_date', dir: 'desc' }],
  counts: 'status',
  editableIn: ['draft', 'rejected'],
  // A buyer limited to his own orders (data rule 本人) sees only those he is in charge of.
  scopes: { owner: 'buyer_id' },
  approval: {
    documentType: 'purchase.order',
    submit: 'submit',
    amount: 'total_amount',
    onDecision: { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' },
  },
  document: {
    lines: 'lines',
    lineProducts: { amount: ['quantity', 'price'] },
    sums: { total_quantity: 'quantity', total_amount: 'amount' },
    tax: { amount: 'tax_amount', of: 'total_amount', rate: 'tax_rate', included: 'tax_included' },
    editLock: { leaseSeconds: 60 },
  },
  // The list a buyer runs most: one supplier's orders in a state over a period (the 500,000-order benchmark).
  indexes: [
    ['supplier_id', 'status', '-order_date', '-id'],
    ['status', '-created_at', '-id'],
  ],
  fields: {
    // Numbered by the server only: one series per day, never typed, never skipped (README "Number series").
    code: code({ label: '采购单号', max: 20, pattern: 'PO{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal', onDelete: 'restrict', activeOnly: ['active'] }),
    purchase_type: enumOf({ label: '采购类型', options: purchaseTypes, default: 'normal', filter: 'equal' }),
    status: status({ label: '状态', machine: orderLifecycle, filter: 'equal' }),
    total_quantity: quantity({ label: '采购总数', readOnly: true, importable: false, max: 999_999_999, sortable: true }),
    total_amount: money({ label: '采购金额', readOnly: true, importable: false, sortable: true }),
    order_date: date({ label: '下单日期', filter: 'range', sortable: true }), // today when left blank
    plan_date: date({ label: '预计到货', filter: 'range', sortable: true }),
    buyer_id: reference({ label: '采购员', to: 'admin.staff', filter: 'equal' }),
    warehouse_id: reference({ label: '收货仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    tax_included: boolean({ label: '含税', default: true }),
    tax_rate: decimal({ label: '税率(%)', precision: 5, scale: 2, min: '0', max: '100' }),
    tax_amount: money({ label: '税额', readOnly: true, importable: false }),
    // What finance settled against the order (README "Document flow"): its payment plans marked 已付款, its
    // deduction plans marked 已扣款, the supplier's refunds arrived (退款单 已到账) — sums kept for it, never typed.
    paid_amount: money({ label: '已付金额', readOnly: true, importable: false, list: false }),
    deducted_amount: money({ label: '已扣款金额', readOnly: true, importable: false, list: false }),
    refunded_amount: money({ label: '已退款金额', readOnly: true, importable: false, list: false }),
    approved_at: datetime({ label: '审批通过时间', readOnly: true, importable: false }),
    // The order as placed on 1688 (README "1688 orders"): recorded once approved, by hand or from a sheet.
    alibaba_order_no: text({ label: '1688订单号', max: 20, readOnly: true, importable: false, filter: 'batch' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    lines: children({ label: '采购明细', entity: orderLine, foreignKey: 'order_id', max: 500, required: true }),
    created_at: createdAt(),
  },
});
