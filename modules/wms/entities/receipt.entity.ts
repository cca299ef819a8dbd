import { children, code, createdAt, datetime, defineEntity, defineMachine, enumOf, quantity, reference, status, text } from '@entrepot/entity';

/**
 * A receipt's life (README "Goods in"): counted while the goods are unloaded (one delivery of several orders of
 * a supplier, or several deliveries of one order), confirmed — the counted goods enter the ledger as 待检 and
 * the orders' 已到货 move —, inspected — the passed units become on hand, the failed ones go back to the supplier
 * —, then put away location by location. Every step is a command of its own; none is a field someone edits.
 */
export const receiptLifecycle = defineMachine({
  initial: 'counting',
  states: {
    counting: { label: '点数中', color: 'blue' },
    inspecting: { label: '待质检', color: 'orange' },
    shelving: { label: '待上架', color: 'violet' },
    completed: { label: '已完成', color: 'green' },
    cancelled: { label: '已取消', color: 'gray' },
  },
  transitions: {
    confirm: { label: '确认收货', from: ['counting'], to: 'inspecting', permission: 'receive', stamp: 'received_at' },
    inspect: { label: '质检完成', from: ['inspecting'], to: 'shelving', permission: 'inspect', stamp: 'inspected_at' },
    complete: { label: '上架完成', from: ['shelving'], to: 'completed', permission: 'putaway', stamp: 'completed_at' },
    cancel: { label: '取消', from: ['counting'], to: 'cancelled', permission: 'cancel' },
    /** 撤销收货: confirmed by mistake, nothing shelved yet — its postings reversed, purchasing told (server/receiving/receipt-revoke.ts). */
    revoke: { label: '撤销收货', from: ['inspecting', 'shelving'], to: 'cancelled', permission: 'revoke' },
  },
});

/**
 * 收货明细: one SKU of one purchase-order line on a receipt. Expected is what the order still owed when the line
 * was opened; counted is what arrived; of the counted, inspection passes `qualified` and fails `rejected`;
 * `put_away` of the qualified are on a shelf.
 */
export const receiptLine = defineEntity({
  name: 'wms.receiptLine',
  table: 'wms.receipt_lines',
  label: '收货明细',
  titleField: 'sku_code',
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  scopes: { warehouse: 'warehouse_id' },
  indexes: [['order_line_id'], ['sku_id', '-created_at']],
  fields: {
    receipt_id: reference({ label: '收货单', to: 'wms.receipt', required: true, filter: 'equal' }),
    /** The receipt's, copied: the warehouse data rule applies to the lines' own list. */
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', required: true, filter: 'equal', list: false }),
    /** Its place on the receipt (1, 2, …): the ledger's source line, so 库存流水 reads 收货单 RC…-0001 行 2. */
    line_no: quantity({ label: '行号', required: true, min: 1, list: false }),
    order_code: text({ label: '采购单号', max: 20, required: true, filter: 'batch' }),
    /** The purchase-order line this one takes from (its document flow's source). */
    order_line_id: text({ label: '采购明细', max: 36, required: true, list: false, exported: false }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true, filter: 'batch', list: false }),
    expected_quantity: quantity({ label: '应收数量', default: 0 }),
    counted_quantity: quantity({ label: '实收数量', default: 0 }),
    sample_quantity: quantity({ label: '抽检数量', default: 0 }),
    qualified_quantity: quantity({ label: '合格数量', default: 0 }),
    rejected_quantity: quantity({ label: '不合格数量', default: 0 }),
    put_away_quantity: quantity({ label: '已上架', default: 0 }),
    reject_reason: text({ label: '不合格原因', max: 200 }),
    created_at: createdAt(),
  },
});

/** 收货单: what one delivery brought into a warehouse, against the purchase orders of one supplier. */
export const receipt = defineEntity({
  name: 'wms.receipt',
  table: 'wms.receipts',
  label: '收货单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  scopes: { warehouse: 'warehouse_id' },
  indexes: [
    ['status', '-created_at', '-id'],
    ['warehouse_id', 'status', '-created_at'],
  ],
  document: {
    lines: 'lines',
    sums: {
      total_expected: 'expected_quantity',
      total_counted: 'counted_quantity',
      total_rejected: 'rejected_quantity',
      total_put_away: 'put_away_quantity',
    },
  },
  fields: {
    code: code({ label: '收货单号', max: 20, pattern: 'RC{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal' }),
    /** The purchase orders on it, by number (PO20261126-0001, …): what the list filters and shows. */
    order_codes: text({ label: '采购单号', max: 2000, readOnly: true, filter: 'like' }),
    status: status({ label: '状态', machine: receiptLifecycle, filter: 'equal' }),
    total_expected: quantity({ label: '应收数量', readOnly: true, max: 999_999_999 }),
    total_counted: quantity({ label: '实收数量', readOnly: true, max: 999_999_999, sortable: true }),
    total_rejected: quantity({ label: '不合格数量', readOnly: true, max: 999_999_999 }),
    total_put_away: quantity({ label: '已上架', readOnly: true, max: 999_999_999 }),
    received_at: datetime({ label: '收货时间', readOnly: true, filter: 'range', sortable: true }),
    inspected_at: datetime({ label: '质检时间', readOnly: true, list: false }),
    completed_at: datetime({ label: '完成时间', readOnly: true, list: false }),
    /** The supplier's 允许超收(%) as the receipt opened (the default 10 when it has none): what counting allows. */
    over_receipt_percent: quantity({ label: '允许超收(%)', readOnly: true, max: 100, list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    lines: children({ label: '收货明细', entity: receiptLine, foreignKey: 'receipt_id', max: 500 }),
    created_at: createdAt(),
  },
});

/** 上架记录: units of a receipt line moved from the receiving area onto one location (one posting each). */
export const putaway = defineEntity({
  name: 'wms.putaway',
  table: 'wms.putaways',
  label: '上架记录',
  titleField: 'location_code',
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  scopes: { warehouse: 'warehouse_id' },
  indexes: [['warehouse_id', '-created_at']],
  fields: {
    receipt_id: reference({ label: '收货单', to: 'wms.receipt', required: true, filter: 'equal' }),
    line_id: text({ label: '收货明细', max: 36, required: true, list: false, exported: false }),
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true, filter: 'batch', list: false }),
    /** The receipt's put-aways in order (1, 2, …): the ledger's source line of its posting. */
    seq: quantity({ label: '序号', required: true, min: 1, list: false }),
    location_code: text({ label: '库位', max: 30, required: true, filter: 'batch' }),
    quantity: quantity({ label: '上架数量', required: true, min: 1 }),
    created_at: createdAt(),
  },
});

export const exceptionKinds = [
  { value: 'short', label: '短少', color: 'orange' },
  { value: 'over', label: '超收', color: 'violet' },
  { value: 'wrong_sku', label: '错货', color: 'red' },
  { value: 'damaged', label: '质检不合格', color: 'red' },
] as const;

const exceptionLifecycle = defineMachine({
  initial: 'open',
  states: { open: { label: '待处理', color: 'orange' }, handled: { label: '已处理', color: 'green' } },
  transitions: { handle: { label: '处理', from: ['open'], to: 'handled', stamp: 'handled_at' } },
});

/**
 * 收货异常: what a receipt found wrong — fewer or more than owed, a SKU not on the order, units failing inspection.
 * The buyer sees it beside the order (purchasing reads it through public.ts) and closes it with what was agreed.
 */
export const receivingException = defineEntity({
  name: 'wms.receivingException',
  table: 'wms.receiving_exceptions',
  label: '收货异常',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  scopes: { warehouse: 'warehouse_id' },
  indexes: [['status', '-created_at']],
  fields: {
    code: code({ label: '异常单号', max: 20, pattern: 'EX{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    kind: enumOf({ label: '异常类型', options: exceptionKinds, required: true, filter: 'equal' }),
    status: status({ label: '状态', machine: exceptionLifecycle, filter: 'equal' }),
    receipt_id: reference({ label: '收货单', to: 'wms.receipt', required: true, filter: 'equal' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', filter: 'equal' }),
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', filter: 'equal' }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true, filter: 'batch' }),
    quantity: quantity({ label: '数量', required: true, min: 1 }),
    reason: text({ label: '说明', max: 200 }),
    handle_note: text({ label: '处理结果', max: 200 }),
    handled_at: datetime({ label: '处理时间', readOnly: true, list: false }),
    created_at: createdAt(),
  },
});

/**
 * 收货照片: a picture of a receipt's goods (damage found at counting or inspection), taken on a phone through the
 * public photograph page and named as uploaded; deleted by name (spec 002 §2).
 */
export const receiptPhoto = defineEntity({
  name: 'wms.receiptPhoto',
  table: 'wms.receipt_photos',
  label: '收货照片',
  titleField: 'name',
  defaultSort: [{ field: 'created_at', dir: 'asc' }],
  fields: {
    receipt_id: reference({ label: '收货单', to: 'wms.receipt', required: true, filter: 'equal' }),
    sku_code: text({ label: 'SKU编码', max: 60 }),
    name: text({ label: '文件名', max: 200, required: true }),
    file_key: text({ label: '文件', max: 300, required: true, list: false }),
    created_at: createdAt(),
  },
});
