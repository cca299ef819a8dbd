import { defineEntity, reference, text } from '@entrepot/entity';

/** A post within an organization (采购专员, 仓管员…); groups and approval steps can name jobs. */
export const job = defineEntity({
  name: 'admin.job',
  table: 'identity.jobs',
  label: '岗位',
  titleField: 'name',
  defaultSort: [{ field: 'name', dir: 'asc' }],
  fields: {
    name: text({ label: '岗位名称', max: 50, required: true, filter: 'like', sortable: true }),
    organization_id: reference({ label: '所属组织', to: 'admin.organization', required: true, filter: 'equal' }),
    remark: text({ label: '备注', max: 200 }),
  },
});
