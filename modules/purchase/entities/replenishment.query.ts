import { decimal, defineEntity, defineQuery, enumOf, number, quantity, reference, text } from '@entrepot/entity';

/** The screen's hash route (routes.tsv). */
export const REPLENISH_SCREEN = '/purchase/management/replenish';

/** Days the server assumes a supplier takes when neither the supplier nor its quotation names one. */
export const DEFAULT_LEAD_DAYS = 15;

const needs = [
  { value: 'yes', label: '需补货' },
  { value: 'no', label: '无需补货' },
] as const;

/**
 * 补货建议 (`GET replenishments`, export `replenishments/export`, screen replenish): per SKU on sale, what it
 * sells a day, how long the stock lasts and how much to buy now (README "Replenishment") —
 * 日均销量 = (近7天/7 + 近30天/30) / 2; 需求 = 日均 × (交期 + 安全天数 + 备货天数), rounded up; 建议补货 =
 * 需求 − 可用 − 在途 − 采购未到 − 已计划, raised to the default supplier's 起订量, never below 0; 人工调整
 * replaces it when set. Read with the plan's permissions: who plans reads it.
 */
export const replenishment = defineQuery({
  name: 'purchase.replenishment',
  label: '补货建议',
  permission: 'purchase.planOrder.read',
  defaultSort: [{ field: 'suggested', dir: 'desc' }],
  fields: {
    sku_code: text({ label: 'SKU', max: 40, filter: 'like', sortable: true }),
    sku_name: text({ label: '商品名称', max: 200, filter: 'like' }),
    supplier: text({ label: '默认供应商', max: 100, filter: 'like' }),
    need: enumOf({ label: '是否需补货', options: needs, filter: 'equal', list: false }),
    suggested: quantity({ label: '建议补货', filter: 'range', sortable: true }),
    adjusted: quantity({ label: '人工调整' }),
    days_of_stock: number({ label: '可售天数', min: 0, max: 99_999, filter: 'range', sortable: true }),
    daily_sales: decimal({ label: '日均销量', precision: 12, scale: 2, sortable: true }),
    available: number({ label: '可用库存', min: 0, max: 999_999_999, sortable: true }),
    in_transit: quantity({ label: '在途' }),
    on_order: quantity({ label: '采购未到' }),
    planned: quantity({ label: '已计划' }),
    sales_7d: quantity({ label: '近7天销量', sortable: true }),
    sales_30d: quantity({ label: '近30天销量', sortable: true }),
    lead_days: quantity({ label: '交期(天)' }),
    safety_days: quantity({ label: '安全天数' }),
    cover_days: quantity({ label: '备货天数' }),
    moq: quantity({ label: '起订量' }),
    remark: text({ label: '备注', max: 200 }),
  },
});

/**
 * 补货参数 (`PUT replenishments`): what a planner sets for one SKU over the settings' defaults — its own safety
 * and cover days, a quantity replacing the suggestion, a remark. Empty values fall back to the defaults.
 */
export const replenishmentSetting = defineEntity({
  name: 'purchase.replenishmentSetting',
  table: 'purchase.replenishment_settings',
  label: '补货参数',
  titleField: 'sku_id',
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, unique: true }),
    safety_days: quantity({ label: '安全天数', max: 365 }),
    cover_days: quantity({ label: '备货天数', max: 365 }),
    adjusted: quantity({ label: '人工调整', max: 999_999 }),
    remark: text({ label: '备注', max: 200 }),
  },
});
