import { defineEntity, enabledLifecycle, enumOf, number, reference, status, text } from '@entrepot/entity';
import { SUBJECT_CODE_RULE } from '../domain/subject-tree.ts';

/** 会计科目 categories of the Chinese chart of accounts. */
export const subjectCategories = [
  { value: 'asset', label: '资产' },
  { value: 'liability', label: '负债' },
  { value: 'common', label: '共同' },
  { value: 'equity', label: '所有者权益' },
  { value: 'cost', label: '成本' },
  { value: 'profit_loss', label: '损益' },
] as const;

/**
 * A finance subject (会计科目) in a tree: a child's code extends its parent's (1002 → 100201) and it keeps
 * the parent's category. Code, parent and category are fixed once created, so the tree cannot be bent into a cycle.
 */
export const subject = defineEntity({
  name: 'finance.subject',
  table: 'finance.subjects',
  label: '会计科目',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({ label: '科目编码', max: 20, required: true, unique: true, immutable: true, filter: 'batch', sortable: true, check: SUBJECT_CODE_RULE }),
    name: text({ label: '科目名称', max: 50, required: true, filter: 'like', sortable: true }),
    parent_id: reference({
      label: '上级科目',
      to: 'finance.subject',
      immutable: true,
      filter: 'equal',
      onDelete: 'restrict',
      inUse: '该科目下还有下级科目，不能删除',
    }),
    /** Server-made: 1 for a top subject, the parent's + 1 below. */
    level: number({ label: '级次', readOnly: true, filter: 'equal', sortable: true }),
    category: enumOf({ label: '科目类别', options: subjectCategories, required: true, immutable: true, filter: 'equal' }),
    direction: enumOf({
      label: '余额方向',
      options: [
        { value: 'debit', label: '借' },
        { value: 'credit', label: '贷' },
      ],
      required: true,
      filter: 'equal',
    }),
    sort: number({ label: '排序', min: 0, max: 99999, sortable: true }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
