import { defineEntity, defineMachine, enumOf, money, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/**
 * The review of a SKU's customs data (报关审核): new or changed data waits (待审核) until a reviewer passes it
 * (已审核) or sends it back (驳回, with the reason). Only reviewed data is declared by logistics. Editing the
 * declared values sends it back to 待审核 (the write rules in server/customs.commands.ts).
 */
export const customsAuditStatus = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待审核', color: 'orange' },
    approved: { label: '已审核', color: 'green' },
    rejected: { label: '驳回', color: 'red' },
  },
  transitions: {
    approve: { label: '审核通过', from: ['pending'], to: 'approved', permission: 'review' },
    reject: { label: '驳回', from: ['pending'], to: 'rejected', permission: 'review' },
  },
});

export type CustomsReviewAction = keyof typeof customsAuditStatus.transitions;

export const customsReviewActions = [
  { value: 'approve', label: '审核通过' },
  { value: 'reject', label: '驳回' },
] as const;

/**
 * One review of one SKU's customs data (the `auditlog` list): what was reviewed (HS编码, 申报品名, 申报价值 as
 * they were), the outcome, the reason and the reviewer. Written by the review commands only, never edited.
 */
export const customsAuditLog = defineEntity({
  name: 'catalogue.customsAuditLog',
  table: 'catalogue.customs_audit_logs',
  label: '报关审核日志',
  titleField: 'sku_code',
  indexes: [
    ['sku_id', '-created_at'],
    ['-created_at', '-id'],
  ],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal', list: false }),
    sku_code: text({ label: 'SKU编码', max: 40, required: true, filter: 'batch', sortable: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', filter: 'equal' }),
    action: enumOf({ label: '审核结果', options: customsReviewActions, required: true, filter: 'equal' }),
    remark: text({ label: '审核意见', max: 200 }),
    hs_code: text({ label: 'HS编码', max: 10, filter: 'batch' }),
    declared_name: text({ label: '申报品名(中文)', max: 100, filter: 'like' }),
    declared_value: money({ label: '申报价值' }),
    currency: text({ label: '币种', max: 3 }),
    operator: text({ label: '审核人', max: 50, filter: 'like' }),
  },
});
