import { defineEntity, enabledLifecycle, reference, references, status, text } from '@entrepot/entity';

/** Shops and sales accounts are switched on and off like any master data. */
export const accountStatus = enabledLifecycle;

/** A main account (主账号 / shop): the seller's registration on one platform, held by one legal entity. */
export const mainAccount = defineEntity({
  name: 'accounts.mainAccount',
  table: 'accounts.main_accounts',
  label: '店铺',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  scopes: { platform: 'platform_code' },
  fields: {
    code: text({
      label: '店铺编码',
      max: 30,
      required: true,
      unique: true,
      immutable: true,
      filter: 'batch',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9_.-]+$/.test(v) ? null : '店铺编码只能包含字母、数字、下划线、点和横线'),
    }),
    name: text({ label: '店铺名称', max: 100, required: true, unique: true, filter: 'like', sortable: true }),
    platform_id: reference({ label: '平台', to: 'accounts.platform', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    platform_code: text({ label: '平台编码', max: 30, readOnly: true, filter: 'equal', sortable: true }),
    site_ids: references({ label: '站点', to: 'accounts.site', filter: 'in' }),
    company_id: reference({ label: '公司主体', to: 'admin.company', filter: 'equal', mustExist: true }),
    status: status({ label: '状态', machine: accountStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
  },
});
