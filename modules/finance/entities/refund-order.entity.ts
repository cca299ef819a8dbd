import { code, createdAt, date, datetime, defineEntity, defineMachine, enumOf, money, reference, status, text } from '@entrepot/entity';

/**
 * 退款单 (README "Refund orders"): money a supplier owes back and pays — goods returned after payment, an
 * overpayment, a deduction agreed for a quality problem. Registered while 待到账 (edited, deleted); the cashier
 * confirms its arrival on the account with the bank's serial number (确认到账) and it is 已到账 for good.
 */
export const refundOrderLifecycle = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待到账', color: 'orange' },
    arrived: { label: '已到账', color: 'green' },
  },
  transitions: {
    confirm: { label: '确认到账', from: ['pending'], to: 'arrived', permission: 'confirm', stamp: 'arrived_at', input: ['arrival_no'] },
  },
});

export const refundTypes = [
  { value: 'return', label: '退货退款' },
  { value: 'overpaid', label: '多付退款' },
  { value: 'quality', label: '质量扣款' },
  { value: 'other', label: '其他' },
] as const;

export const refundOrder = defineEntity({
  name: 'finance.refundOrder',
  table: 'finance.refund_orders',
  label: '退款单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['pending'],
  deletableIn: { states: ['pending'] },
  printable: true, // the voucher the cashier files with the bank's receipt
  indexes: [
    ['supplier_id', 'status', '-created_at'],
    ['status', '-created_at'],
  ],
  fields: {
    code: code({ label: '退款单号', max: 20, pattern: 'TK{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal' }),
    // The purchase order it settles, when there is one (of the same supplier).
    order_id: reference({ label: '采购单', to: 'purchase.order', filter: 'equal' }),
    refund_type: enumOf({ label: '退款类型', options: refundTypes, default: 'return', filter: 'equal' }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    amount: money({ label: '退款金额', required: true, min: '0.01', sortable: true }),
    account_id: reference({ label: '收款账户', to: 'finance.bankAccount', required: true, activeOnly: true, filter: 'equal' }),
    expected_date: date({ label: '预计到账日', required: true, filter: 'range', sortable: true }),
    reason: text({ label: '退款原因', max: 200, required: true }),
    status: status({ label: '状态', machine: refundOrderLifecycle, filter: 'equal' }),
    arrival_no: text({ label: '到账流水号', max: 40, readOnly: true, filter: 'batch' }),
    arrived_at: datetime({ label: '到账时间', readOnly: true, importable: false, filter: 'range', sortable: true }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    created_at: createdAt(),
  },
});
