import { checkColumnRules, checkRowRule, defineEntity, json, references, text } from '@entrepot/entity';

/** A data-permission group: its members (staff and whole jobs) get the group's row and column rules. */
export const group = defineEntity({
  name: 'admin.group',
  table: 'identity.groups',
  label: '数据权限组',
  titleField: 'name',
  defaultSort: [{ field: 'name', dir: 'asc' }],
  fields: {
    name: text({ label: '组名', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    description: text({ label: '描述', max: 200 }),
    member_ids: references({ label: '成员', to: 'admin.staff', filter: 'in', list: false }),
    job_ids: references({ label: '岗位', to: 'admin.job', filter: 'in', list: false }),
    /** Which records members see, e.g. {organization: 'own_and_below'} or {warehouses: [...]}; {} = all. */
    row_rules: json({ label: '行权限', check: checkRowRule }),
    /** Fields hidden from members, per entity: {'purchase.order': ['price']}. */
    column_rules: json({ label: '列权限', check: checkColumnRules }),
  },
});
