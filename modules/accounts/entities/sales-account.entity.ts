import { defineEntity, reference, status, text } from '@entrepot/entity';
import { accountStatus } from './main-account.entity.ts';

/** A sales account (销售账号) under a shop on one site: the unit orders, listings and reports belong to. */
export const salesAccount = defineEntity({
  name: 'accounts.salesAccount',
  table: 'accounts.sales_accounts',
  label: '销售账号',
  titleField: 'account_name',
  naturalKey: ['platform_code', 'account_name'],
  defaultSort: [
    { field: 'platform_code', dir: 'asc' },
    { field: 'account_name', dir: 'asc' },
  ],
  indexes: [['platform_code', 'account_name']],
  // {platforms: [codes]} and {accounts: [sales account ids]} restrict it; `id` is the account's own key.
  scopes: { platform: 'platform_code', account: 'id' as 'account_name' },
  fields: {
    account_name: text({ label: '账号名称', max: 100, required: true, filter: 'like', sortable: true }),
    main_account_id: reference({ label: '店铺', to: 'accounts.mainAccount', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    /** Copied from the shop by the server. */
    platform_code: text({ label: '平台编码', max: 30, readOnly: true, filter: 'equal', sortable: true }),
    site_id: reference({ label: '站点', to: 'accounts.site', required: true, filter: 'equal', onDelete: 'restrict' }),
    /** Copied from the site by the server. */
    site_code: text({ label: '站点编码', max: 10, readOnly: true, filter: 'equal', sortable: true }),
    team: text({ label: '团队', max: 50, filter: 'equal', sortable: true }),
    responsible_staff_id: reference({ label: '负责人', to: 'admin.staff', filter: 'equal', mustExist: true }),
    status: status({ label: '状态', machine: accountStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    /** `<platform>:<lower(account name)>`, server-made: account names are unique per platform. Never on the wire. */
    account_key: text({ label: '同平台账号名称', max: 150, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
  },
});
