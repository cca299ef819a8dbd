import {
  approvalLifecycle,
  boolean,
  children,
  code,
  createdAt,
  date,
  datetime,
  defineEntity,
  defineMachine,
  files,
  money,
  quantity,
  reference,
  status,
  text,
} from '@entrepot/entity';
import { supplier } from './supplier.entity.ts';

/**
 * A quotation takes effect only once approved, and is never edited afterwards (README "Quotation lifecycle"):
 * a change is a new quotation (`revise`) that, once approved, ends the one it replaces.
 */
const quotationApproval = approvalLifecycle({ approved: 'active', stamp: 'approved_at' });
export const quotationLifecycle = defineMachine({
  initial: 'draft',
  states: {
    ...quotationApproval.states,
    active: { label: '已生效', color: 'green' },
    expired: { label: '已失效', color: 'gray' },
  },
  transitions: {
    ...quotationApproval.transitions,
    expire: { label: '失效', from: ['active'], to: 'expired' },
  },
});

/** One quantity break: from `min_quantity` pieces on, each costs `price`. */
export const quotationBreak = defineEntity({
  name: 'purchase.quotationBreak',
  table: 'purchase.quotation_breaks',
  label: '阶梯价',
  titleField: 'min_quantity',
  // The break a quantity reaches, read per quotation by the applying-price statement (server/quotation-valid.ts),
  // its price in the index: the statement never visits the table.
  indexes: [['quotation_id', 'min_quantity', 'price']],
  fields: {
    quotation_id: reference({ label: '报价', to: 'purchase.quotation', required: true, filter: 'equal' }),
    min_quantity: quantity({ label: '起始数量', required: true }),
    price: money({ label: '单价', required: true, min: '0.01' }),
  },
});

/** 报价: a supplier's price for one SKU, in quantity breaks, for a period. */
export const quotation = defineEntity({
  name: 'purchase.quotation',
  table: 'purchase.quotations',
  label: '报价',
  titleField: 'code',
  naturalKey: ['code'],
  counts: 'status',
  editableIn: ['draft', 'rejected'],
  scopeThrough: { field: 'supplier_id', parent: supplier },
  approval: { documentType: 'purchase.quotation', submit: 'submit', onDecision: { approved: 'approve', rejected: 'reject', withdrawn: 'withdraw' } },
  indexes: [['sku_id', 'status']],
  // The quotations in force of a SKU as the applying-price statement reads them, without visiting the table.
  partialIndexes: [{ on: ['sku_id', 'valid_from', 'valid_to', 'supplier_id', 'currency_id', 'id', 'code'], where: { status: 'active' } }],
  fields: {
    code: code({ label: '报价单号', max: 20, pattern: 'BJ{seq:6}', immutable: true, filter: 'batch', sortable: true }),
    supplier_id: reference({
      label: '供应商',
      to: 'purchase.supplier',
      required: true,
      filter: 'equal',
      onDelete: 'restrict',
      activeOnly: ['pending', 'active'],
    }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    /** The breaks in a line for the list and exports (`1件起 18.00；100件起 17.10`), written with them. */
    breaks_text: text({ label: '阶梯价', max: 500, readOnly: true, importable: false }),
    currency_id: reference({ label: '币种', to: 'finance.currency', required: true, activeOnly: true }),
    tax_included: boolean({ label: '含税', default: true }),
    lead_days: quantity({ label: '交期(天)', max: 365 }),
    valid_from: date({ label: '生效日期', required: true, filter: 'range', sortable: true }),
    valid_to: date({ label: '失效日期', filter: 'range' }),
    status: status({ label: '状态', machine: quotationLifecycle, filter: 'equal' }),
    breaks: children({ label: '阶梯价', entity: quotationBreak, foreignKey: 'quotation_id', orderBy: 'min_quantity', max: 10, required: true }),
    attachments: files({ label: '附件', max: 10 }),
    supersedes_id: reference({ label: '替代报价', to: 'purchase.quotation', readOnly: true, list: false }),
    approved_at: datetime({ label: '生效时间', readOnly: true, importable: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    created_at: createdAt(),
  },
});
