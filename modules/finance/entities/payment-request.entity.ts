import { approvalLifecycle, children, code, createdAt, date, datetime, defineEntity, defineMachine, money, reference, status, text } from '@entrepot/entity';

/**
 * 付款申请 (README "Payment requests"): what finance is asked to pay a supplier, line by line against purchase-order
 * lines. Written as a draft, approved through the approval engine (flows by amount), then paid — one request or a
 * batch, with the account paid from, the bank's serial number and the fee — and each line counts as 已付金额 on its
 * order line. A request not yet paid may be voided (作废) with a reason; a paid one stays (a refund is a document of
 * its own).
 */
const requestApproval = approvalLifecycle({ approved: 'approved', stamp: 'approved_at' });
export const paymentRequestLifecycle = defineMachine({
  initial: 'draft',
  states: {
    ...requestApproval.states,
    approved: { label: '待付款', color: 'orange' },
    paid: { label: '已付款', color: 'green' },
    obsolete: { label: '已作废', color: 'gray' },
  },
  transitions: {
    ...requestApproval.transitions,
    pay: { label: '付款', from: ['approved'], to: 'paid', permission: 'pay', stamp: 'paid_at', input: ['payer_account_id', 'payment_no', 'handling_fee'] },
    obsolete: { label: '作废', from: ['draft', 'rejected', 'approved'], to: 'obsolete', permission: 'obsolete', input: ['obsolete_reason'] },
  },
});

/** 付款明细: what the request pays of one purchase-order line (at most what is left of its amount with tax). */
export const paymentRequestLine = defineEntity({
  name: 'finance.paymentRequestLine',
  table: 'finance.payment_request_lines',
  label: '付款明细',
  titleField: 'sku_code',
  fields: {
    request_id: reference({ label: '付款申请', to: 'finance.paymentRequest', required: true, filter: 'equal' }),
    // Chosen from the request supplier's order lines with something left to pay (purchasing's `order/line/options`).
    order_line_id: reference({
      label: '采购明细',
      to: 'purchase.orderLine',
      required: true,
      list: false,
      narrowBy: { supplier_id: 'supplier_id' },
      narrowWith: { for: 'payment' },
    }),
    order_code: text({ label: '采购单号', max: 20, readOnly: true, importable: false }),
    sku_code: text({ label: 'SKU编码', max: 40, readOnly: true, importable: false }),
    payable: money({ label: '应付金额', readOnly: true, importable: false }),
    amount: money({ label: '申请金额', required: true, min: '0.01' }),
    remark: text({ label: '备注', max: 200 }),
  },
});

export const paymentRequest = defineEntity({
  name: 'finance.paymentRequest',
  table: 'finance.payment_requests',
  label: '付款申请',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['draft', 'rejected'],
  deletableIn: { states: ['draft', 'rejected'], instead: 'obsolete' },
  indexes: [
    ['supplier_id', 'status', '-created_at'],
    ['status', '-created_at'],
  ],
  approval: {
    documentType: 'finance.paymentRequest',
    submit: 'submit',
    amount: 'total_amount',
    onDecision: { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' },
  },
  document: { lines: 'lines', sums: { total_amount: 'amount' } },
  fields: {
    code: code({ label: '申请单号', max: 20, pattern: 'SQ{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal' }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    payment_method_id: reference({ label: '付款方式', to: 'finance.paymentMethod', required: true, activeOnly: true, filter: 'equal' }),
    expected_date: date({ label: '期望付款日', required: true, filter: 'range', sortable: true }),
    total_amount: money({ label: '申请金额', readOnly: true, importable: false, sortable: true }),
    status: status({ label: '状态', machine: paymentRequestLifecycle, filter: 'equal' }),
    reason: text({ label: '付款事由', max: 200, required: true }),
    // The purchasing payment plan it pays (made from it: `payment/request/plan/{id}`); paid, the plan is 已付款.
    payment_plan_id: reference({ label: '付款计划', to: 'purchase.paymentPlan', filter: 'equal' }),
    approved_at: datetime({ label: '审批通过时间', readOnly: true, importable: false, list: false }),
    payer_account_id: reference({ label: '付款账户', to: 'finance.bankAccount', readOnly: true, activeOnly: true }),
    payment_no: text({ label: '付款流水号', max: 40, readOnly: true, filter: 'batch' }),
    handling_fee: money({ label: '手续费', readOnly: true }),
    paid_at: datetime({ label: '付款时间', readOnly: true, importable: false, filter: 'range', sortable: true }),
    obsolete_reason: text({ label: '作废原因', max: 200, readOnly: true, list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    lines: children({ label: '付款明细', entity: paymentRequestLine, foreignKey: 'request_id', max: 200, required: true }),
    created_at: createdAt(),
  },
});
