import { defineEntity, enumOf, text } from '@entrepot/entity';

/**
 * The permission catalogue. Codes declared by the modules are synced at start as read-only rows
 * (source `declared`); an administrator may add custom codes (source `custom`).
 */
export const permission = defineEntity({
  name: 'admin.permission',
  table: 'identity.permissions',
  label: '权限',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({
      label: '权限编码',
      max: 100,
      required: true,
      unique: true,
      immutable: true,
      filter: 'like',
      sortable: true,
      check: (v) => (/^[a-z][a-z0-9-]*(\.[a-zA-Z0-9_-]+)+$/.test(v) ? null : '权限编码格式为 模块.对象.操作'),
    }),
    name: text({ label: '权限名称', max: 100, required: true, filter: 'like' }),
    system: text({ label: '所属系统', max: 50, required: true, filter: 'equal', sortable: true }),
    source: enumOf({
      label: '来源',
      readOnly: true,
      filter: 'equal',
      default: 'custom',
      options: [
        { value: 'declared', label: '系统声明' },
        { value: 'custom', label: '自定义' },
      ],
    }),
  },
});
