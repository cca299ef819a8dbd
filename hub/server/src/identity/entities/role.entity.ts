import { boolean, defineEntity, references, text } from '@entrepot/entity';

export const role = defineEntity({
  name: 'admin.role',
  table: 'identity.roles',
  label: '角色',
  titleField: 'name',
  defaultSort: [{ field: 'name', dir: 'asc' }],
  fields: {
    name: text({ label: '角色名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    description: text({ label: '描述', max: 200 }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    permissions: references({ label: '权限', to: 'admin.permission', key: 'code', list: false }),
  },
});
