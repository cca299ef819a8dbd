import { createdAt, datetime, defineEntity, defineMachine, files, references, richText, status, text } from '@entrepot/entity';

/** A notice is written, published to its suppliers, and may be withdrawn and published again. */
export const noticeLifecycle = defineMachine({
  initial: 'draft',
  states: {
    draft: { label: '草稿', color: 'default' },
    published: { label: '已发布', color: 'green' },
    withdrawn: { label: '已撤回', color: 'gray' },
  },
  transitions: {
    publish: { label: '发布', from: ['draft', 'withdrawn'], to: 'published', stamp: 'published_at' },
    withdraw: { label: '撤回', from: ['published'], to: 'withdrawn' },
  },
});

/** 供应商公告: what buyers tell suppliers (holidays, packing rules); to all suppliers, or to the ones chosen. */
export const notice = defineEntity({
  name: 'purchase.notice',
  table: 'purchase.notices',
  label: '供应商公告',
  titleField: 'title',
  editableIn: ['draft', 'withdrawn'],
  counts: 'status',
  fields: {
    title: text({ label: '标题', max: 100, required: true, filter: 'like' }),
    supplier_ids: references({ label: '接收供应商', to: 'purchase.supplier', filter: 'equal' }),
    content: richText({ label: '内容', required: true }),
    attachments: files({ label: '附件', max: 10 }),
    status: status({ label: '状态', machine: noticeLifecycle, filter: 'equal' }),
    published_at: datetime({ label: '发布时间', readOnly: true, importable: false, sortable: true }),
    created_at: createdAt(),
  },
});
