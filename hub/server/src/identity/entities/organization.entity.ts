import { defineEntity, enumOf, number, reference, references, text } from '@entrepot/entity';

/** Companies and departments as one tree: a department sits under a company or another department. */
export const organization = defineEntity({
  name: 'admin.organization',
  table: 'identity.organizations',
  label: '组织',
  titleField: 'name',
  defaultSort: [
    { field: 'sort', dir: 'asc' },
    { field: 'name', dir: 'asc' },
  ],
  fields: {
    name: text({ label: '组织名称', max: 50, required: true, filter: 'like', sortable: true }),
    type: enumOf({
      label: '类型',
      required: true,
      filter: 'equal',
      options: [
        { value: 'company', label: '公司' },
        { value: 'department', label: '部门' },
      ],
    }),
    parent_id: reference({ label: '上级组织', to: 'admin.organization', filter: 'equal' }),
    // What the department does: the buyer and developer lookups (and later warehouse staff) read it.
    function: enumOf({
      label: '职能',
      filter: 'equal',
      options: [
        { value: 'purchase', label: '采购' },
        { value: 'development', label: '开发' },
        { value: 'warehouse', label: '仓储' },
        { value: 'quality', label: '质检' },
        { value: 'finance', label: '财务' },
        { value: 'operations', label: '运营' },
        { value: 'customer_service', label: '客服' },
        { value: 'logistics', label: '物流' },
        { value: 'admin', label: '行政人事' },
      ],
    }),
    sort: number({ label: '排序', min: 0, max: 99999, sortable: true }),
    permissions: references({ label: '组织权限', to: 'admin.permission', key: 'code', list: false }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});
