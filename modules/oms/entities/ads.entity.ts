import { createdAt, date, datetime, decimal, defineEntity, defineQuery, enumOf, money, number, reference, text } from '@entrepot/entity';

/** The advertising screens' hash routes (routes.tsv: module advertising, served by the orders area). */
export const ADS_PERFORMANCE_URL = '/order/advertise/store-performance';
export const ADS_SP_URL = '/order/advertise/sp';
export const ADS_ACCOUNT_URL = '/order/advertise/account';

export const adAuthStatuses = [
  { value: 'unauthorised', label: '未授权', color: 'gray' },
  { value: 'authorised', label: '已授权', color: 'green' },
  { value: 'expired', label: '授权已过期', color: 'orange' },
] as const;

/**
 * 广告账户 (`/order/advertise/account`): the advertising profile of an Amazon sales account, found by 同步广告账户
 * and authorised through the advertising API's consent (授权); its SP reports are read into 广告报表 (README
 * "Advertising").
 */
export const adAccount = defineEntity({
  name: 'oms.adAccount',
  table: 'oms.ad_accounts',
  label: '广告账户',
  titleField: 'profile_id',
  defaultSort: [{ field: 'created_at', dir: 'asc' }],
  scopes: { account: 'account_id' },
  fields: {
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', required: true, unique: true, immutable: true, filter: 'equal' }),
    profile_id: text({ label: '广告配置ID', max: 40, readOnly: true, importable: false, filter: 'like' }),
    country: text({ label: '站点', max: 2, readOnly: true, importable: false, filter: 'equal' }),
    currency: text({ label: '币种', max: 3, readOnly: true, importable: false }),
    auth_status: enumOf({ label: '授权状态', options: adAuthStatuses, default: 'unauthorised', readOnly: true, importable: false, filter: 'equal' }),
    authorised_at: datetime({ label: '授权时间', readOnly: true, importable: false }),
    token_expires_at: datetime({ label: '授权到期', readOnly: true, importable: false, sortable: true }),
    synced_at: datetime({ label: '报表同步时间', readOnly: true, importable: false, sortable: true }),
    synced_through: date({ label: '报表已同步至', readOnly: true, importable: false }),
    sync_error: text({ label: '同步失败原因', max: 300, readOnly: true, importable: false }),
    created_at: createdAt(),
  },
});

/**
 * 广告报表 rows as read from the advertising API: one Sponsored Products ad (campaign, ad group, advertised SKU)
 * on one day of the profile's marketplace. Written only by the report sync (keyed, so a day read twice is replaced).
 */
export const adReport = defineEntity({
  name: 'oms.adReport',
  table: 'oms.ad_reports',
  label: 'SP广告报表',
  titleField: 'campaign',
  naturalKey: ['ad_account_id', 'report_date', 'campaign', 'ad_group', 'sku_code'],
  indexes: [['account_id', 'report_date']],
  scopes: { account: 'account_id' },
  fields: {
    ad_account_id: reference({ label: '广告账户', to: 'oms.adAccount', required: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', required: true }),
    report_date: date({ label: '日期', required: true }),
    campaign: text({ label: '广告活动', max: 200, required: true }),
    ad_group: text({ label: '广告组', max: 200, required: true }),
    sku_code: text({ label: '推广SKU', max: 60, required: true }),
    impressions: number({ label: '曝光量', min: 0, max: 2_000_000_000 }),
    clicks: number({ label: '点击量', min: 0, max: 2_000_000_000 }),
    spend: money({ label: '花费' }),
    ad_orders: number({ label: '广告订单', min: 0, max: 2_000_000_000 }),
    ad_units: number({ label: '广告销量', min: 0, max: 2_000_000_000 }),
    ad_sales: money({ label: '广告销售额' }),
    currency: text({ label: '币种', max: 3, required: true }),
  },
});

/** What every advertising view shows beside its keys (each ratio computed by the database from the sums). */
const adFigures = {
  impressions: number({ label: '曝光量', min: 0, max: 9e15, sortable: true }),
  clicks: number({ label: '点击量', min: 0, max: 9e15, sortable: true }),
  ctr: decimal({ label: '点击率(%)', precision: 9, scale: 2, sortable: true }),
  spend: money({ label: '花费', sortable: true }),
  cpc: money({ label: 'CPC' }),
  ad_orders: number({ label: '广告订单', min: 0, max: 9e15, sortable: true }),
  ad_sales: money({ label: '广告销售额', sortable: true }),
  acos: decimal({ label: 'ACoS(%)', precision: 9, scale: 2, sortable: true }),
  roas: decimal({ label: 'ROAS', precision: 9, scale: 2, sortable: true }),
};

/** SP广告报表 (`/order/advertise/sp`): per day and ad (or summed over the filters), with CTR, CPC, ACoS and ROAS. */
export const spReport = defineQuery({
  name: 'oms.spReport',
  label: 'SP广告报表',
  permission: 'oms.adAccount.read',
  defaultSort: [
    { field: 'report_date', dir: 'desc' },
    { field: 'spend', dir: 'desc' },
  ],
  fields: {
    report_date: date({ label: '日期', filter: 'range', sortable: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', filter: 'equal' }),
    campaign: text({ label: '广告活动', max: 200, filter: 'like', sortable: true }),
    ad_group: text({ label: '广告组', max: 200, filter: 'like' }),
    sku_code: text({ label: '推广SKU', max: 60, filter: 'like', sortable: true }),
    currency: text({ label: '币种', max: 3 }),
    ...adFigures,
  },
});

/**
 * 店铺业绩 (`/order/advertise/store-performance`): per sales account, China day and currency, its orders and sales
 * beside what advertising spent and brought — ACoS (花费 ÷ 广告销售额) and TACoS (花费 ÷ 销售额).
 */
export const storePerformance = defineQuery({
  name: 'oms.storePerformance',
  label: '店铺业绩',
  permission: 'oms.adAccount.read',
  defaultSort: [
    { field: 'day', dir: 'desc' },
    { field: 'sales', dir: 'desc' },
  ],
  fields: {
    day: date({ label: '日期', filter: 'range', sortable: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', filter: 'equal' }),
    currency: text({ label: '币种', max: 3 }),
    orders: number({ label: '订单数', min: 0, max: 9e15, sortable: true }),
    sales: money({ label: '销售额', sortable: true }),
    ...adFigures,
    tacos: decimal({ label: 'TACoS(%)', precision: 9, scale: 2, sortable: true }),
  },
});
