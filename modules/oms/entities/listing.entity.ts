import { datetime, defineEntity, defineQuery, enabledLifecycle, number, quantity, reference, status, text } from '@entrepot/entity';
import { platformField } from './platforms.ts';

/** The screens' hash routes (routes.tsv). */
export const STOCK_ADJUSTMENT_URL = '/order/listing/stock-adjustment';
export const SKU_STOCK_ADJUSTMENT_URL = '/order/listing/sku-stock-adjustment';

/**
 * 平台刊登 (`/order/listing/amazon`, `/walmart`): a seller SKU of one sales account on its platform, the SKU of ours
 * behind it, and how much of our stock the platform is offered — a share of what is available (in one warehouse, or
 * all of them) less a reserve, or a fixed figure (README "Listings and stock pushes").
 */
export const listing = defineEntity({
  name: 'oms.listing',
  table: 'oms.listings',
  label: '平台刊登',
  titleField: 'platform_sku',
  naturalKey: ['account_id', 'platform_sku'],
  defaultSort: [{ field: 'platform_sku', dir: 'asc' }],
  scopes: { platform: 'platform_code', account: 'account_id' },
  fields: {
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', required: true, immutable: true, filter: 'equal' }),
    /** The account's platform, copied by the server (set by a platform's screen, where another is refused). */
    platform_code: platformField(),
    platform_sku: text({ label: '平台SKU', max: 80, required: true, immutable: true, filter: 'like', sortable: true }),
    platform_item_id: text({ label: 'ASIN/商品ID', max: 40, filter: 'like' }),
    sku_id: reference({ label: '我方SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    title: text({ label: '刊登标题', max: 300, list: false }),
    warehouse_id: reference({ label: '发货仓库', to: 'wms.warehouse', filter: 'equal' }),
    share_percent: quantity({ label: '共享比例(%)', required: true, default: 100, max: 100 }),
    safety_stock: quantity({ label: '保留库存', default: 0 }),
    fixed_quantity: quantity({ label: '固定推送数量' }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    pushed_quantity: quantity({ label: '上次推送数量', readOnly: true, importable: false }),
    pushed_at: datetime({ label: '上次推送时间', readOnly: true, importable: false, sortable: true }),
    push_error: text({ label: '推送失败原因', max: 300, readOnly: true, importable: false, filter: 'like' }),
  },
});

/**
 * 库存调整 (`/order/listing/stock-adjustment`): each enabled listing with the stock available to it now and the
 * quantity a push would send (固定推送数量, else (可用 − 保留) × 共享比例, never below 0), beside what was pushed last.
 */
export const listingStock = defineQuery({
  name: 'oms.listingStock',
  label: '库存调整',
  permission: 'oms.listing.read',
  defaultSort: [{ field: 'platform_sku', dir: 'asc' }],
  fields: {
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', filter: 'equal', list: false }),
    account: text({ label: '销售账号', max: 100 }),
    platform_code: platformField(),
    platform_sku: text({ label: '平台SKU', max: 80, filter: 'like', sortable: true }),
    sku_code: text({ label: '我方SKU', max: 40, filter: 'like', sortable: true }),
    warehouse: text({ label: '发货仓库', max: 60 }),
    available: number({ label: '可用库存', min: -999_999_999, max: 999_999_999, sortable: true }),
    share_percent: quantity({ label: '共享比例(%)' }),
    safety_stock: quantity({ label: '保留库存' }),
    fixed_quantity: quantity({ label: '固定推送数量' }),
    push_quantity: number({ label: '应推送数量', min: 0, max: 999_999_999, sortable: true }),
    pushed_quantity: quantity({ label: '上次推送数量' }),
    pushed_at: datetime({ label: '上次推送时间', sortable: true }),
    push_error: text({ label: '推送失败原因', max: 300, filter: 'like' }),
  },
});

/** SKU库存调整 (`/order/listing/sku-stock-adjustment`): per SKU of ours, what is available and what its listings were offered. */
export const skuListingStock = defineQuery({
  name: 'oms.skuListingStock',
  label: 'SKU库存调整',
  permission: 'oms.listing.read',
  defaultSort: [{ field: 'sku_code', dir: 'asc' }],
  fields: {
    sku_code: text({ label: 'SKU', max: 40, filter: 'like', sortable: true }),
    available: number({ label: '可用库存(全部仓库)', min: -999_999_999, max: 999_999_999, sortable: true }),
    listings: number({ label: '刊登数', min: 0, max: 99_999, sortable: true }),
    pushed_total: number({ label: '已推送合计', min: 0, max: 999_999_999, sortable: true }),
    /** Offered more than there is: the platforms together may sell what we do not hold. */
    oversold: number({ label: '超卖风险', min: 0, max: 999_999_999, sortable: true }),
  },
});
