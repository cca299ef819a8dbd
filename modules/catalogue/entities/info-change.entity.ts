import { children, code, createdAt, datetime, defineEntity, defineMachine, enumOf, files, number, reference, status, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';
import { spu } from './spu.entity.ts';

/**
 * A product change request (商品信息变更): waits for its approval (审批中), then 已通过 (every line applied),
 * 部分生效 (some lines refused at apply: their current value changed after submit…), 未生效 (all refused),
 * 已驳回 or 已撤回. Moved only by the approval engine's decisions (info-change-apply.ts), never by a route.
 */
export const infoChangeStatus = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '审批中', color: 'blue' },
    approved: { label: '已通过', color: 'green' },
    partial: { label: '部分生效', color: 'orange' },
    failed: { label: '未生效', color: 'red' },
    rejected: { label: '已驳回', color: 'red' },
    withdrawn: { label: '已撤回', color: 'gray' },
  },
  transitions: {
    apply: { label: '审批通过', from: ['pending'], to: 'approved' },
    applyPartly: { label: '审批通过（部分生效）', from: ['pending'], to: 'partial' },
    applyNone: { label: '审批通过（未生效）', from: ['pending'], to: 'failed' },
    reject: { label: '驳回', from: ['pending'], to: 'rejected' },
    withdraw: { label: '撤回', from: ['pending'], to: 'withdrawn' },
  },
});

export type InfoChangeTarget = 'spu' | 'sku';

/** The fields a request may change, declared once: `<target>.<field of the SPU or SKU entity>`. */
export const INFO_CHANGE_FIELDS = [
  ['spu', 'name'],
  ['spu', 'name_en'],
  ['spu', 'brand_id'],
  ['spu', 'season'],
  ['spu', 'description'],
  ['sku', 'name'],
  ['sku', 'sale_price'],
  ['sku', 'cost_price'],
  ['sku', 'weight'],
  ['sku', 'barcode'],
] as const satisfies readonly (readonly ['spu', keyof typeof spu.fields] | readonly ['sku', keyof typeof sku.fields])[];

export type InfoChangeFieldKey = `${(typeof INFO_CHANGE_FIELDS)[number][0]}.${(typeof INFO_CHANGE_FIELDS)[number][1]}`;

export interface InfoChangeField {
  key: InfoChangeFieldKey;
  target: InfoChangeTarget;
  /** The SPU's or SKU's own field (its rules check the new value). */
  field: string;
  label: string;
  /** The field's type in the SPU/SKU declaration (text, money, decimal, enum, reference, richText). */
  type: string;
}

export const infoChangeFields: InfoChangeField[] = INFO_CHANGE_FIELDS.map(([target, field]) => {
  const decl = (target === 'spu' ? spu : sku).fields[field as never] as { label: string; type: string };
  return { key: `${target}.${field}` as InfoChangeFieldKey, target, field, label: decl.label, type: decl.type };
});

export const infoChangeOutcomes = [
  { value: 'waiting', label: '待生效' },
  { value: 'applied', label: '已生效' },
  { value: 'failed', label: '未生效' },
  { value: 'closed', label: '已关闭' },
] as const;

/** One change of a request: a field of the SPU or of one of its SKUs, its value when submitted and the new one. */
export const infoChangeLine = defineEntity({
  name: 'catalogue.infoChangeLine',
  table: 'catalogue.info_change_lines',
  label: '变更明细',
  titleField: 'target_code',
  fields: {
    request_id: reference({ label: '变更申请', to: 'catalogue.infoChange', required: true, filter: 'equal' }),
    position: number({ label: '顺序', min: 0, max: 9999 }),
    target: enumOf({
      label: '对象',
      options: [
        { value: 'spu', label: 'SPU' },
        { value: 'sku', label: 'SKU' },
      ],
      required: true,
    }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', filter: 'equal' }),
    target_code: text({ label: '编码', max: 40, required: true }),
    field: enumOf({ label: '字段', options: infoChangeFields.map((f) => ({ value: f.key, label: f.label })), required: true }),
    // Values as the SPU/SKU field writes them (decimal strings, a brand's id, a season's value, HTML)…
    old_value: text({ label: '原值', max: 200_000 }),
    new_value: text({ label: '新值', max: 200_000 }),
    // …and as people read them (the brand's name, 夏季, the description's text).
    old_text: text({ label: '原值显示', max: 500 }),
    new_text: text({ label: '新值显示', max: 500 }),
    outcome: enumOf({ label: '结果', options: infoChangeOutcomes, default: 'waiting' }),
    note: text({ label: '说明', max: 500 }),
  },
});

/** 商品信息变更申请: changes to an SPU already selling and its SKUs, applied only once approved. */
export const infoChange = defineEntity({
  name: 'catalogue.infoChange',
  table: 'catalogue.info_changes',
  label: '商品信息变更',
  titleField: 'code',
  naturalKey: ['code'],
  indexes: [
    ['status', '-created_at', '-id'],
    ['spu_id', 'status'],
  ],
  scopeThrough: { field: 'spu_id', parent: spu },
  counts: 'status',
  fields: {
    code: code({ label: '单号', max: 20, pattern: 'BG{yyyyMMdd}{seq:3}', filter: 'batch', sortable: true, immutable: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, filter: 'equal', immutable: true }),
    spu_code: text({ label: 'SPU编码', max: 16, filter: 'like', readOnly: true }),
    reason: text({ label: '变更原因', max: 500, required: true, multiline: true }),
    status: status({ label: '状态', machine: infoChangeStatus, filter: 'equal' }),
    requester_id: reference({ label: '申请人', to: 'admin.staff', filter: 'equal', readOnly: true }),
    approval_request_id: text({ label: '审批单', max: 36, readOnly: true, list: false }),
    decided_at: datetime({ label: '完成时间', readOnly: true }),
    applied_count: number({ label: '已生效', min: 0, max: 9999, readOnly: true, list: false }),
    failed_count: number({ label: '未生效', min: 0, max: 9999, readOnly: true, list: false }),
    attachments: files({ label: '附件', max: 10, list: false }),
    created_at: { ...createdAt(), label: '申请时间', days: true },
    lines: children({ label: '变更明细', entity: infoChangeLine, foreignKey: 'request_id', orderBy: 'position', max: 200 }),
  },
});
