import {
  approvalLifecycle,
  children,
  code,
  createdAt,
  date,
  datetime,
  defineEntity,
  defineMachine,
  enumOf,
  quantity,
  reference,
  status,
  text,
} from '@entrepot/entity';

/**
 * A plan order's life (README "Plan orders"): written as a draft, approved through the approval engine; the
 * approval turns each line into a 采购任务 (待下单) for its supplier. A plan can be invalidated while none of
 * its tasks has been ordered — its open tasks are cancelled with it.
 */
const planApproval = approvalLifecycle({ approved: 'approved', stamp: 'approved_at', withdrawLabel: '结束审批' });
export const planOrderLifecycle = defineMachine({
  initial: 'draft',
  states: {
    ...planApproval.states,
    approved: { label: '已审批', color: 'green' },
    invalid: { label: '已作废', color: 'gray' },
  },
  transitions: {
    ...planApproval.transitions,
    invalid: { label: '作废', from: ['draft', 'rejected', 'approved'], to: 'invalid' },
  },
});

/**
 * 计划单明细: one SKU to buy, from a supplier (its default one when left blank), with the supplier's 起订量 and
 * the SKU's recent sales beside the quantity for the approver; the task the approval made from it.
 */
export const planOrderLine = defineEntity({
  name: 'purchase.planOrderLine',
  table: 'purchase.plan_order_lines',
  label: '计划明细',
  titleField: 'sku_id',
  fields: {
    plan_id: reference({ label: '计划单', to: 'purchase.planOrder', required: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', activeOnly: ['active'] }),
    quantity: quantity({ label: '计划数量', required: true, min: 1 }),
    moq: quantity({ label: '起订量', readOnly: true, importable: false }),
    sales_7d: quantity({ label: '近7天销量', readOnly: true, importable: false }),
    sales_30d: quantity({ label: '近30天销量', readOnly: true, importable: false }),
    task_id: reference({ label: '采购任务', to: 'purchase.task', readOnly: true, importable: false }),
    remark: text({ label: '备注', max: 200 }),
  },
});

/** 计划单: what a team plans to buy for a warehouse by a day; approved, it becomes the buyers' purchase tasks. */
/** Where a plan came from: written by hand, or made from a list of suggestions (its tasks say so too). */
export const planSources = [
  { value: 'manual', label: '手工创建' },
  { value: 'replenish', label: '补货建议' },
  { value: 'station', label: '站点补货' },
  { value: 'stockout', label: '缺货' },
] as const;

export const planOrder = defineEntity({
  name: 'purchase.planOrder',
  table: 'purchase.plan_orders',
  label: '计划单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['draft', 'rejected'],
  // A planner limited to his own records (data rule 本人) sees the plans he wrote.
  scopes: { owner: 'created_by' },
  approval: {
    documentType: 'purchase.planOrder',
    submit: 'submit',
    onDecision: { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' },
  },
  document: { lines: 'lines', sums: { total_quantity: 'quantity' } },
  indexes: [['status', '-created_at', '-id']],
  fields: {
    code: code({ label: '计划单号', max: 20, pattern: 'JH{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    status: status({ label: '状态', machine: planOrderLifecycle, filter: 'equal' }),
    warehouse_id: reference({ label: '收货仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    need_date: date({ label: '需求日期', required: true, filter: 'range', sortable: true }),
    source: enumOf({ label: '来源', options: planSources, default: 'manual', readOnly: true, importable: false, filter: 'equal' }),
    // The writer's department when written; 同步团队信息 reads it again.
    team_id: reference({ label: '团队', to: 'admin.organization', readOnly: true, importable: false, filter: 'equal' }),
    total_quantity: quantity({ label: '计划总数', readOnly: true, importable: false, max: 999_999_999, sortable: true }),
    approved_at: datetime({ label: '审批通过时间', readOnly: true, importable: false }),
    // When the lines' 近7天/近30天销量 were last read (written, or 刷新销量).
    sales_refreshed_at: datetime({ label: '销量更新时间', readOnly: true, importable: false, list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    lines: children({ label: '计划明细', entity: planOrderLine, foreignKey: 'plan_id', max: 500, required: true }),
    created_at: createdAt(),
  },
});
