import { boolean, defineEntity, json, number, shapeOf, text } from '@entrepot/entity';
import { type Conditions, checkConditions, checkLevels, type Level } from './flow-rules.ts';

/** An approval flow of one document type: conditions choose it, its levels say who approves. */
export const approvalFlow = defineEntity({
  name: 'admin.approvalFlow',
  table: 'approval.flows',
  label: '审批流',
  titleField: 'name',
  defaultSort: [
    { field: 'document_type', dir: 'asc' },
    { field: 'priority', dir: 'asc' },
  ],
  fields: {
    document_type: text({
      label: '单据类型',
      max: 100,
      required: true,
      filter: 'equal',
      sortable: true,
      check: (v) => (/^[a-z][a-z0-9-]*(\.[a-z][a-zA-Z0-9-]*)+$/.test(v) ? null : '单据类型格式应为 模块.单据，如 purchase.order'),
    }),
    name: text({ label: '名称', max: 50, required: true, filter: 'like', sortable: true }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    /** The first enabled flow (lowest number) whose conditions match is used. */
    priority: number({ label: '优先级', min: 0, max: 9999, required: true, sortable: true }),
    conditions: json({ label: '适用条件', check: shapeOf<Conditions>(checkConditions) }),
    levels: json({ label: '审批节点', required: true, check: shapeOf<Level[]>(checkLevels) }),
  },
});
