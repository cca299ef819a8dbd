import { children, code, createdAt, date, datetime, defineEntity, defineMachine, money, reference, status, text } from '@entrepot/entity';

/**
 * 扣款计划 (README "Deduction and payment plans"): what is to be deducted from a supplier's next payments — the
 * 扣款 of approved exception orders (made by their approval) or anything the buyer adds — in one currency. A draft
 * is edited; 确认 fixes it for finance; finance marks it 已扣款 when a payment took it; a draft may be voided.
 */
export const deductionPlanLifecycle = defineMachine({
  initial: 'draft',
  states: {
    draft: { label: '草稿', color: 'gray' },
    confirmed: { label: '待扣款', color: 'orange' },
    deducted: { label: '已扣款', color: 'green' },
    voided: { label: '已作废', color: 'red' },
  },
  transitions: {
    confirm: { label: '确认', from: ['draft'], to: 'confirmed', permission: 'confirm', stamp: 'confirmed_at' },
    deduct: { label: '标记已扣款', from: ['confirmed'], to: 'deducted', permission: 'deduct', stamp: 'deducted_at' },
    void: { label: '作废', from: ['draft'], to: 'voided', permission: 'void' },
  },
});

/** 扣款明细: one amount and why — an exception order's 扣款, or a reason the buyer writes. */
export const deductionPlanLine = defineEntity({
  name: 'purchase.deductionPlanLine',
  table: 'purchase.deduction_plan_lines',
  label: '扣款明细',
  titleField: 'reason',
  fields: {
    plan_id: reference({ label: '扣款计划', to: 'purchase.deductionPlan', required: true, filter: 'equal' }),
    /** The exception order (YC…) it settles, when it came from one. */
    exception_code: text({ label: '采购异常单号', max: 20, filter: 'batch' }),
    reason: text({ label: '扣款原因', max: 200, required: true }),
    amount: money({ label: '扣款金额', required: true, min: '0.01' }),
  },
});

export const deductionPlan = defineEntity({
  name: 'purchase.deductionPlan',
  table: 'purchase.deduction_plans',
  label: '扣款计划',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['draft'],
  indexes: [['supplier_id', 'status', '-created_at']],
  document: { lines: 'lines', sums: { total_amount: 'amount' } },
  fields: {
    code: code({ label: '扣款计划号', max: 20, pattern: 'KK{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal', onDelete: 'restrict' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', filter: 'equal', narrowBy: { supplier_id: 'supplier_id' } }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    total_amount: money({ label: '扣款总额', readOnly: true, importable: false, sortable: true }),
    status: status({ label: '状态', machine: deductionPlanLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    confirmed_at: datetime({ label: '确认时间', readOnly: true, list: false }),
    deducted_at: datetime({ label: '扣款时间', readOnly: true, filter: 'range' }),
    lines: children({ label: '扣款明细', entity: deductionPlanLine, foreignKey: 'plan_id', max: 200, required: true }),
    created_at: createdAt(),
  },
});

/**
 * 付款计划: when the company pays a supplier how much (a deposit, the balance of an order, a monthly settlement).
 * 待付款 while it is planned (edited), 已付款 once finance paid it — through a payment request made from it (付款申请:
 * `purchase.paymentPlan.paid`) or marked by hand —, 已取消 when it will not be.
 */
export const paymentPlanLifecycle = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待付款', color: 'orange' },
    paid: { label: '已付款', color: 'green' },
    cancelled: { label: '已取消', color: 'gray' },
  },
  transitions: {
    pay: { label: '标记已付款', from: ['pending'], to: 'paid', permission: 'pay', stamp: 'paid_at' },
    cancel: { label: '取消', from: ['pending'], to: 'cancelled', permission: 'cancel' },
  },
});

export const paymentPlan = defineEntity({
  name: 'purchase.paymentPlan',
  table: 'purchase.payment_plans',
  label: '付款计划',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'plan_date', dir: 'asc' }],
  counts: 'status',
  editableIn: ['pending'],
  indexes: [['status', 'plan_date']],
  fields: {
    code: code({ label: '付款计划号', max: 20, pattern: 'FK{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal', onDelete: 'restrict' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', filter: 'equal', narrowBy: { supplier_id: 'supplier_id' } }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    amount: money({ label: '计划金额', required: true, min: '0.01', sortable: true }),
    plan_date: date({ label: '计划付款日', required: true, filter: 'range', sortable: true }),
    status: status({ label: '状态', machine: paymentPlanLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    paid_at: datetime({ label: '付款时间', readOnly: true, filter: 'range' }),
    // The payment request (付款申请 SQ…) finance paid it with; blank when it was marked paid by hand.
    request_code: text({ label: '付款申请单号', max: 20, readOnly: true, importable: false, filter: 'batch' }),
    created_at: createdAt(),
  },
});
