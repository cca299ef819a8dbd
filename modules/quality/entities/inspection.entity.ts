import {
  children,
  code,
  createdAt,
  date,
  datetime,
  decimal,
  defineEntity,
  defineMachine,
  enabledLifecycle,
  enumOf,
  images,
  quantity,
  reference,
  status,
  text,
} from '@entrepot/entity';

/**
 * The stages a purchase order is inspected at the supplier (spec 001 "Quality"): the product meeting before
 * production (产前会), then early (初期), mid (中期) and end-term (尾期) inspections. The spec's path segments:
 * `main` (every stage), `initial`, `mid`, `endterm`; the product meeting's is ours (`meeting`).
 */
export const inspectionStages = [
  { value: 'meeting', label: '产前会' },
  { value: 'initial', label: '初期验货' },
  { value: 'mid', label: '中期验货' },
  { value: 'endterm', label: '尾期验货' },
] as const;
export type InspectionStage = (typeof inspectionStages)[number]['value'];

export const inspectionResults = [
  { value: 'pass', label: '合格', color: 'green' },
  { value: 'fail', label: '不合格', color: 'red' },
  { value: 'concession', label: '让步接收', color: 'orange' },
] as const;

/**
 * 待检验 while the inspector fills it in; 完成 records the result (a result is required); a failed end-term
 * inspection holds the order's receipt until a buyer 放行 it with a reason (server/release.ts).
 */
export const inspectionLifecycle = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待检验', color: 'orange' },
    completed: { label: '已完成', color: 'green' },
    released: { label: '已放行', color: 'blue' },
  },
  transitions: {
    complete: {
      label: '完成',
      from: ['pending'],
      to: 'completed',
      stamp: 'completed_at',
      guard: (r) => (r.result ? null : '请先填写检验结果'),
    },
    reopen: { label: '重新检验', from: ['completed'], to: 'pending' },
    release: { label: '放行', from: ['completed'], to: 'released', stamp: 'released_at' },
  },
});

/** 检查项: one point the inspector checks (workmanship, size, colour, packing…) and what he found. */
export const inspectionItem = defineEntity({
  name: 'quality.inspectionItem',
  table: 'quality.inspection_items',
  label: '检查项',
  titleField: 'item',
  fields: {
    inspection_id: reference({ label: '质检单', to: 'quality.inspection', required: true, filter: 'equal' }),
    item: text({ label: '检查项', max: 100, required: true }),
    standard: text({ label: '标准', max: 300 }),
    result: enumOf({ label: '结果', options: inspectionResults.slice(0, 2) }),
    remark: text({ label: '说明', max: 300 }),
  },
});

/** 质检单: one inspection of a purchase order at one stage, at the supplier, with its checklist and photos. */
export const inspection = defineEntity({
  name: 'quality.inspection',
  table: 'quality.inspections',
  label: '质检单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['pending'],
  // A document: the checklist is its lines (the form and detail open wide).
  document: { lines: 'items' },
  indexes: [['order_id', 'stage', '-created_at']],
  fields: {
    code: code({ label: '质检单号', max: 20, pattern: 'QC{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    stage: enumOf({ label: '验货阶段', options: inspectionStages, required: true, immutable: true, filter: 'equal' }),
    order_id: reference({ label: '采购单', to: 'purchase.order', required: true, immutable: true, filter: 'equal' }),
    /** The order's, copied by the server. */
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', readOnly: true, filter: 'equal' }),
    inspector_id: reference({ label: '质检员', to: 'admin.staff', filter: 'equal' }),
    inspect_date: date({ label: '检验日期', filter: 'range', sortable: true }),
    batch_quantity: quantity({ label: '批量', default: 0 }),
    sample_quantity: quantity({ label: '抽检数量', default: 0 }),
    defect_quantity: quantity({ label: '不良数量', default: 0 }),
    result: enumOf({ label: '检验结果', options: inspectionResults, filter: 'equal' }),
    status: status({ label: '状态', machine: inspectionLifecycle, filter: 'equal' }),
    release_reason: text({ label: '放行原因', max: 300, readOnly: true, list: false }),
    photos: images({ label: '照片', max: 9 }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    items: children({ label: '检查项', entity: inspectionItem, foreignKey: 'inspection_id', max: 100 }),
    completed_at: datetime({ label: '完成时间', readOnly: true, list: false }),
    released_at: datetime({ label: '放行时间', readOnly: true, list: false }),
    created_at: createdAt(),
  },
});

/**
 * 抽检比例: the share of a received quantity inspected — a SKU's own, else its category's, else the default;
 * `min_sample` at least (but never more than the quantity).
 */
export const ratio = defineEntity({
  name: 'quality.ratio',
  table: 'quality.ratios',
  label: '抽检比例',
  titleField: 'percent',
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', filter: 'equal', unique: true }),
    category_id: reference({ label: '分类', to: 'catalogue.category', filter: 'equal', unique: true }),
    percent: decimal({ label: '抽检比例(%)', precision: 5, scale: 2, min: '0.01', max: '100', required: true }),
    min_sample: quantity({ label: '最少抽检', default: 1 }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});
