import { code, createdAt, datetime, decimal, defineEntity, defineMachine, enumOf, quantity, reference, status, text } from '@entrepot/entity';

/**
 * 采购异常单 (README "Exception orders"): what the warehouse found wrong on a delivery — short, over, wrong SKU,
 * failed inspection — arrives from goods in (`wms.receivingException.raised`) as one order for the buyer, who
 * decides how it is settled with the supplier (处理), records the supplier's agreement (确认), and a manager
 * approves (审批); approved, the warehouse's exception closes with the decision. 驳回 sends it back to the buyer.
 */
export const exceptionOrderLifecycle = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待处理', color: 'orange' },
    processed: { label: '待确认', color: 'blue' },
    confirmed: { label: '待审批', color: 'violet' },
    done: { label: '已完成', color: 'green' },
  },
  transitions: {
    process: { label: '处理', from: ['pending'], to: 'processed', permission: 'process', stamp: 'processed_at' },
    confirm: { label: '供应商确认', from: ['processed'], to: 'confirmed', permission: 'process', stamp: 'confirmed_at' },
    approve: { label: '审批通过', from: ['confirmed'], to: 'done', permission: 'approve', stamp: 'approved_at' },
    reject: { label: '驳回', from: ['processed', 'confirmed'], to: 'pending', permission: 'approve' },
  },
});

/** What the warehouse found (the same words as its 收货异常). */
export const exceptionOrderKinds = [
  { value: 'short', label: '短少', color: 'orange' },
  { value: 'over', label: '超收', color: 'violet' },
  { value: 'wrong_sku', label: '错货', color: 'red' },
  { value: 'damaged', label: '质检不合格', color: 'red' },
] as const;

/** How the buyer settles it with the supplier. */
export const exceptionHandlings = [
  { value: 'reship', label: '供应商补发' },
  { value: 'return', label: '退回供应商' },
  { value: 'deduct', label: '扣款' },
  { value: 'accept', label: '接受差异' },
] as const;

export const exceptionOrder = defineEntity({
  name: 'purchase.exceptionOrder',
  table: 'purchase.exception_orders',
  label: '采购异常单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  indexes: [['status', '-created_at', '-id']],
  fields: {
    code: code({ label: '异常单号', max: 20, pattern: 'YC{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    kind: enumOf({ label: '异常类型', options: exceptionOrderKinds, required: true, filter: 'equal', readOnly: true }),
    status: status({ label: '状态', machine: exceptionOrderLifecycle, filter: 'equal' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', filter: 'equal', readOnly: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', filter: 'equal', readOnly: true }),
    /** The warehouse's 收货异常 (EX…) and receipt (RC…) it came from. */
    source_code: text({ label: '收货异常单号', max: 20, required: true, unique: true, readOnly: true, filter: 'batch' }),
    receipt_code: text({ label: '收货单号', max: 20, readOnly: true, filter: 'batch' }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true, readOnly: true, filter: 'batch' }),
    quantity: quantity({ label: '数量', required: true, readOnly: true }),
    reason: text({ label: '仓库说明', max: 200, readOnly: true }),
    /** Set by 处理 (server/exception-orders.ts), never edited. */
    handling: enumOf({ label: '处理方式', options: exceptionHandlings, filter: 'equal', readOnly: true }),
    deduct_amount: decimal({ label: '扣款金额', precision: 14, scale: 2, min: '0.01', readOnly: true }),
    handle_note: text({ label: '处理说明', max: 500, multiline: true, readOnly: true }),
    processed_at: datetime({ label: '处理时间', readOnly: true, list: false }),
    confirmed_at: datetime({ label: '确认时间', readOnly: true, list: false }),
    approved_at: datetime({ label: '完成时间', readOnly: true, filter: 'range' }),
    created_at: createdAt(),
  },
});
