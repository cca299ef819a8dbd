import { code, createdAt, date, datetime, defineEntity, defineMachine, enumOf, quantity, reference, status, text } from '@entrepot/entity';

/**
 * A purchase task's life (README "Purchase tasks"): 待下单 until a buyer turns it into a purchase order (已下单,
 * with the order it went into), or stops it — 已停售 when the SKU stops selling, 已取消 by hand.
 */
export const taskLifecycle = defineMachine({
  initial: 'open',
  states: {
    open: { label: '待下单', color: 'orange' },
    ordered: { label: '已下单', color: 'green' },
    stopped: { label: '已停售', color: 'gray' },
    cancelled: { label: '已取消', color: 'gray' },
  },
  transitions: {
    order: { label: '生成采购单', from: ['open'], to: 'ordered', permission: 'createOrder', stamp: 'ordered_at' },
    stopSale: { label: '停售', from: ['open'], to: 'stopped' },
    cancel: { label: '取消', from: ['open'], to: 'cancelled' },
    reopen: { label: '重新打开', from: ['stopped', 'cancelled'], to: 'open', permission: 'cancel' },
  },
});

export const taskSources = [
  { value: 'manual', label: '手工创建' },
  { value: 'stocking', label: '备货计划' },
  { value: 'stockout', label: '缺货' },
  { value: 'replenish', label: '补货建议' },
  { value: 'plan', label: '计划单' },
] as const;

/** 采购任务: a SKU and quantity to buy for a warehouse by a day; the buyer picks the supplier and makes orders. */
export const task = defineEntity({
  name: 'purchase.task',
  table: 'purchase.tasks',
  label: '采购任务',
  titleField: 'code',
  naturalKey: ['code'],
  counts: 'status',
  editableIn: ['open'],
  scopes: { owner: 'buyer_id' },
  indexes: [['status', 'supplier_id', '-created_at', '-id']],
  fields: {
    code: code({ label: '任务编号', max: 20, pattern: 'RW{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal', immutable: true }),
    quantity: quantity({ label: '需采购数量', required: true, min: 1, sortable: true }),
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', filter: 'equal', activeOnly: ['active'] }),
    warehouse_id: reference({ label: '收货仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    buyer_id: reference({ label: '采购员', to: 'admin.staff', filter: 'equal' }),
    need_date: date({ label: '需求日期', filter: 'range', sortable: true }),
    source: enumOf({ label: '来源', options: taskSources, default: 'manual', filter: 'equal' }),
    status: status({ label: '状态', machine: taskLifecycle, filter: 'equal' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', readOnly: true, filter: 'equal' }),
    plan_id: reference({ label: '计划单', to: 'purchase.planOrder', readOnly: true, importable: false, filter: 'equal' }),
    ordered_at: datetime({ label: '下单时间', readOnly: true, importable: false }),
    remark: text({ label: '备注', max: 200 }),
    created_at: createdAt(),
  },
});
