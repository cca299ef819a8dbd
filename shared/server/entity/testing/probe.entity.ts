// A test entity using every field type, for the engine's own tests.
import { boolean, code, datetime, defineEntity, defineMachine, enumOf, money, number, reference, references, status, text } from '@entrepot/entity';

export const probeMachine = defineMachine({
  initial: 'draft',
  states: { draft: { label: '草稿', color: 'gray' }, active: { label: '启用', color: 'green' }, stopped: { label: '停用', color: 'red' } },
  transitions: {
    activate: { label: '启用', from: ['draft', 'stopped'], to: 'active', guard: (r) => (r.name === '禁用品' ? '该测试项不能启用' : null) },
    stop: { label: '停用', from: ['active'], to: 'stopped' },
    park: { label: '搁置', from: ['active'], to: 'stopped', input: ['note', 'group_id'] },
  },
});

export const probeGroup = defineEntity({
  name: 'probe.group',
  table: 'probe.groups',
  label: '分组',
  titleField: 'name',
  naturalKey: ['name'],
  fields: { name: text({ label: '分组名', max: 50, required: true, unique: true }) },
});

export const probeItem = defineEntity({
  name: 'probe.item',
  table: 'probe.items',
  label: '测试项',
  titleField: 'name',
  naturalKey: ['code'],
  scopes: { owner: 'created_by' },
  indexes: [
    ['state', '-created_at', '-id'],
    ['active', 'kind', 'qty', 'id'],
  ],
  fields: {
    code: code({ label: '编码', max: 30, pattern: 'PI{seq:4}', filter: 'batch', sortable: true }),
    name: text({ label: '名称', max: 50, required: true, filter: 'like', sortable: true }),
    qty: number({ label: '数量', min: 0, max: 999999, filter: 'range', sortable: true }),
    active: boolean({ label: '有效', filter: 'equal', default: true }),
    kind: enumOf({
      label: '类型',
      options: [
        { value: 'a', label: '甲' },
        { value: 'b', label: '乙' },
      ],
      filter: 'in',
    }),
    state: status({ label: '状态', machine: probeMachine, filter: 'equal' }),
    group_id: reference({ label: '分组', to: 'probe.group', filter: 'equal' }),
    tags: references({ label: '标签', to: 'probe.group', filter: 'in' }),
    due_at: datetime({ label: '到期', filter: 'range', sortable: true }),
    note: text({ label: '备注', max: 200, audited: false }),
    price: money({ label: '单价', filter: 'range', sortable: true }),
  },
});
