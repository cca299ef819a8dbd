import { decimal, defineQuery, enumOf, number, quantity, text } from '@entrepot/entity';

/** The screen's hash route (routes.tsv). */
export const STATION_REPLENISH_SCREEN = '/purchase/management/station-replenishment';

const needs = [
  { value: 'buy', label: '需采购' },
  { value: 'ship', label: '国内可发' },
  { value: 'no', label: '无需补货' },
] as const;

/**
 * 站点补货 (`GET station/replenishment`, screen station-replenishment): per station — an overseas or platform
 * warehouse (海外仓, FBA/WFS) — and SKU it sold in the last 30 days: its daily sales there, stock there and on the
 * way, and how much to send: 建议补货 = ⌈日均 × (头程天数 + 安全天数 + 备货天数)⌉ − 站点可用 − 在途, never below 0;
 * 需采购 = 建议补货 − 国内可用 (what domestic stock cannot send), never below 0. 日均 as 补货建议's.
 */
export const stationReplenishment = defineQuery({
  name: 'purchase.stationReplenishment',
  label: '站点补货',
  permission: 'purchase.planOrder.read',
  defaultSort: [{ field: 'suggested', dir: 'desc' }],
  fields: {
    station: text({ label: '站点仓库', max: 100, filter: 'like', sortable: true }),
    sku_code: text({ label: 'SKU', max: 40, filter: 'like', sortable: true }),
    sku_name: text({ label: '商品名称', max: 200, filter: 'like' }),
    supplier: text({ label: '默认供应商', max: 100, filter: 'like' }),
    need: enumOf({ label: '补货情况', options: needs, filter: 'equal' }),
    suggested: quantity({ label: '建议补货', filter: 'range', sortable: true }),
    to_buy: quantity({ label: '需采购', sortable: true }),
    days_of_stock: number({ label: '站点可售天数', min: 0, max: 99_999, sortable: true }),
    daily_sales: decimal({ label: '站点日均销量', precision: 12, scale: 2, sortable: true }),
    sales_7d: quantity({ label: '站点近7天销量' }),
    sales_30d: quantity({ label: '站点近30天销量', sortable: true }),
    available: number({ label: '站点可用', min: -999_999_999, max: 999_999_999 }),
    in_transit: quantity({ label: '在途' }),
    domestic: number({ label: '国内可用', min: -999_999_999, max: 999_999_999 }),
    transit_days: quantity({ label: '头程天数' }),
    safety_days: quantity({ label: '安全天数' }),
    cover_days: quantity({ label: '备货天数' }),
  },
});
