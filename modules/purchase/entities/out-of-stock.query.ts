import { date, datetime, defineQuery, enumOf, number, quantity, text } from '@entrepot/entity';

/** The screens' hash routes (routes.tsv): the exception list and the planner's. */
export const OUT_OF_STOCK_SCREEN = '/purchase/abnormal/outStock';
export const STOCKOUT_SCREEN = '/purchase/management/stockout';

const coverages = [
  { value: 'short', label: '需补采购' },
  { value: 'covered', label: '已覆盖' },
] as const;

/**
 * 缺货 (`exception/outOfStock`, `out/of/stock`; screens outStock and stockout): per SKU that marketplace
 * packages wait for (40 缺货), how many units and packages wait and since when, and what is coming — stock
 * available in any warehouse, open purchase orders (and the first day they are expected), open tasks and plans
 * — with the 缺口 nothing covers yet: 缺货数量 − 可用库存 − 采购未到 − 已计划, never below 0.
 */
export const outOfStock = defineQuery({
  name: 'purchase.outOfStock',
  label: '缺货',
  permission: 'purchase.planOrder.read',
  defaultSort: [{ field: 'since', dir: 'asc' }],
  fields: {
    sku_code: text({ label: 'SKU', max: 40, filter: 'like', sortable: true }),
    sku_name: text({ label: '商品名称', max: 200, filter: 'like' }),
    spu_code: text({ label: 'SPU', max: 40, filter: 'like', sortable: true }),
    supplier: text({ label: '默认供应商', max: 100, filter: 'like' }),
    coverage: enumOf({ label: '覆盖情况', options: coverages, filter: 'equal' }),
    waiting: quantity({ label: '缺货数量', sortable: true }),
    gap: quantity({ label: '缺口', filter: 'range', sortable: true }),
    packages: quantity({ label: '缺货包裹' }),
    since: datetime({ label: '最早下单', filter: 'range', sortable: true }),
    days_waiting: number({ label: '缺货天数', min: 0, max: 99_999, sortable: true }),
    available: number({ label: '可用库存(全部仓库)', min: 0, max: 999_999_999 }),
    on_order: quantity({ label: '采购未到' }),
    next_arrival: date({ label: '预计到货' }),
    planned: quantity({ label: '已计划' }),
  },
});
