import { code, createdAt, datetime, defineEntity, defineMachine, enumOf, money, reference, status, text } from '@entrepot/entity';
import { platformField } from './platforms.ts';

/** A refund's decision (README "After-sales"): 待审核 → 已通过 or 已驳回 (with the reason); 重新提交 a rejected one. */
export const refundLifecycle = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待审核', color: 'orange' },
    approved: { label: '已通过', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
  },
  transitions: {
    resubmit: { label: '重新提交', from: ['rejected'], to: 'pending', permission: 'update' },
  },
});

export const refundTypes = [
  { value: 'refund', label: '仅退款' },
  { value: 'return', label: '退货退款' },
] as const;

export const refundReasons = [
  { value: 'not_received', label: '未收到货' },
  { value: 'damaged', label: '商品破损' },
  { value: 'wrong_item', label: '发错货' },
  { value: 'not_as_described', label: '与描述不符' },
  { value: 'buyer_remorse', label: '买家不想要了' },
  { value: 'other', label: '其他' },
] as const;

export const afterSalesSources = [
  { value: 'platform', label: '平台售后' },
  { value: 'manual', label: '手工登记' },
] as const;

/** 退款: money given back on an order, from the platform's after-sales or registered by customer service. */
export const refund = defineEntity({
  name: 'oms.refund',
  table: 'oms.refunds',
  label: '退款',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['pending', 'rejected'],
  scopes: { platform: 'platform_code', account: 'account_id' },
  indexes: [['status', '-created_at', '-id']],
  fields: {
    code: code({ label: '退款单号', max: 20, pattern: 'RF{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    order_id: reference({ label: '订单', to: 'oms.order', required: true, immutable: true, filter: 'equal' }),
    order_code: text({ label: '订单号', max: 20, readOnly: true, filter: 'batch' }),
    platform_order_id: text({ label: '平台订单号', max: 60, readOnly: true, filter: 'batch' }),
    platform_code: platformField({ readOnly: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', readOnly: true, filter: 'equal' }),
    refund_type: enumOf({ label: '退款类型', options: refundTypes, required: true, default: 'refund', filter: 'equal' }),
    reason: enumOf({ label: '退款原因', options: refundReasons, required: true, filter: 'equal' }),
    amount: money({ label: '退款金额', required: true, min: '0.01', sortable: true }),
    currency: text({ label: '币种', max: 3, readOnly: true }),
    source: enumOf({ label: '来源', options: afterSalesSources, default: 'manual', readOnly: true, filter: 'equal' }),
    status: status({ label: '审核状态', machine: refundLifecycle, filter: 'equal' }),
    reject_reason: text({ label: '驳回原因', max: 300, readOnly: true }),
    audited_at: datetime({ label: '审核时间', readOnly: true, filter: 'range' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    created_at: createdAt(),
  },
});

export const complaintLifecycle = defineMachine({
  initial: 'open',
  states: {
    open: { label: '处理中', color: 'orange' },
    closed: { label: '已处理', color: 'green' },
  },
  transitions: {
    close: { label: '处理完成', from: ['open'], to: 'closed', stamp: 'closed_at', guard: (r) => (String(r.result ?? '').trim() ? null : '请先填写处理结果') },
    reopen: { label: '重新打开', from: ['closed'], to: 'open' },
  },
});

export const complaintTypes = [
  { value: 'quality', label: '质量问题' },
  { value: 'logistics', label: '物流问题' },
  { value: 'service', label: '服务态度' },
  { value: 'wrong_item', label: '发错货' },
  { value: 'other', label: '其他' },
] as const;

/** 客诉: a buyer's complaint about an order, followed until customer service closes it with a result. */
export const complaint = defineEntity({
  name: 'oms.complaint',
  table: 'oms.complaints',
  label: '客诉',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  scopes: { platform: 'platform_code', account: 'account_id' },
  fields: {
    code: code({ label: '客诉单号', max: 20, pattern: 'CP{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    order_id: reference({ label: '订单', to: 'oms.order', required: true, immutable: true, filter: 'equal' }),
    order_code: text({ label: '订单号', max: 20, readOnly: true, filter: 'batch' }),
    platform_code: platformField({ readOnly: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', readOnly: true, filter: 'equal' }),
    type: enumOf({ label: '客诉类型', options: complaintTypes, required: true, filter: 'equal' }),
    content: text({ label: '客诉内容', max: 2000, required: true, multiline: true, filter: 'like' }),
    result: text({ label: '处理结果', max: 2000, multiline: true }),
    status: status({ label: '状态', machine: complaintLifecycle, filter: 'equal' }),
    closed_at: datetime({ label: '处理时间', readOnly: true, list: false }),
    created_at: createdAt(),
  },
});
