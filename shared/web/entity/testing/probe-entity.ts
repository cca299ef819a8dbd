import { boolean, code, datetime, defineEntity, defineMachine, enumOf, json, number, reference, references, status, text } from '@entrepot/entity';

// One field of every type, for the engine's tests (the real entities live in their modules).
export const probeStatus = defineMachine({
  initial: 'draft',
  states: {
    draft: { label: '草稿', color: 'gray' },
    active: { label: '生效', color: 'green' },
    closed: { label: '已关闭', color: 'red' },
  },
  transitions: {
    activate: { label: '生效', from: ['draft'], to: 'active' },
    close: { label: '关闭', from: ['draft', 'active'], to: 'closed', permission: 'close' },
  },
});

export const probe = defineEntity({
  name: 'test.probe',
  table: 'test.probes',
  label: '探针',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 10, required: true, filter: 'like', sortable: true }),
    code: code({ label: '编码', max: 20, filter: 'batch', immutable: true, pattern: 'PB{seq:4}' }),
    kind: enumOf({
      label: '类型',
      filter: 'equal',
      options: [
        { value: 'a', label: '甲' },
        { value: 'b', label: '乙' },
      ],
    }),
    enabled: boolean({ label: '启用', filter: 'equal', default: true }),
    qty: number({ label: '数量', min: 0, max: 999999, filter: 'range', sortable: true }),
    owner_id: reference({ label: '负责人', to: 'test.person', filter: 'equal' }),
    tags: references({ label: '标签', to: 'test.tag', key: 'code', filter: 'in' }),
    due_at: datetime({ label: '截止时间', filter: 'range' }),
    status: status({ label: '状态', machine: probeStatus, filter: 'equal' }),
    phone: text({ label: '电话', max: 11, list: false, check: (v) => (/^1[3-9]\d{9}$/.test(v) ? null : '请输入正确的手机号码') }),
    meta: json({ label: '附加信息', check: (v) => (typeof v === 'object' && !Array.isArray(v) ? null : '附加信息必须是对象') }),
  },
});

export const probeRow = (over: Record<string, unknown> = {}) => ({
  id: '0190a000-0000-7000-8000-000000000001',
  version: 3,
  created_at: '2026-11-21T08:00:00Z',
  updated_at: '2026-11-21T09:00:00Z',
  name: '纸箱',
  code: 'PB0001',
  kind: 'a',
  enabled: true,
  qty: 12,
  owner_id: '0190a000-0000-7000-8000-0000000000aa',
  owner_id_title: '王芳',
  tags: ['fragile', 'heavy'],
  tags_titles: ['易碎', '重货'],
  due_at: '2026-11-30T04:00:00Z',
  status: 'draft',
  phone: null,
  ...over,
});

/** The probe's routes as a page calls them (`/probes`, `/probe/{id}`, `/probe/{id}/{transition}`). */
export const probeUrls = {
  list: '/probes',
  detail: (id: string) => `/probe/${id}`,
  create: '/probe',
  update: (id: string) => `/probe/${id}`,
  remove: (id: string) => `/probe/${id}`,
  transition: (id: string, n: string) => `/probe/${id}/${n}`,
};
