import { defineQuery, number, text } from '@entrepot/entity';
import { STOCK_EXPORT, STOCK_READ } from './stock.ts';

const figure = (label: string) => number({ label, min: -2_147_483_648, max: 2_147_483_647, sortable: true });

/** The figures of a row, and of the 合计 (the declared `totals` of `GET stock/summary`). */
export const stockSummaryFigures = ['opening', 'received', 'transferred_in', 'shipped', 'transferred_out', 'adjusted', 'closing'] as const;
export type StockSummaryTotals = Record<(typeof stockSummaryFigures)[number], number>;

/**
 * 出入库汇总 (`GET stock/summary`, export `GET stock/summary/export`): per warehouse and SKU, the on-hand stock at
 * the start of a period of days, what came in and went out in it by movement type, and the stock at its end, with
 * the `totals` of every filtered row (README "Stock summary report"). The filters act on the ledger's legs before
 * they are summed, so the source reads them (server/stock/stock-summary.ts: `day_from`, `day_to`, `warehouse_id`,
 * `sku`), the warehouse data rule inside.
 */
export const stockSummaryList = defineQuery({
  name: 'wms.stockSummary',
  label: '出入库汇总',
  permission: STOCK_READ,
  exportPermission: STOCK_EXPORT,
  defaultSort: [
    { field: 'warehouse_name', dir: 'asc' },
    { field: 'sku_id', dir: 'asc' },
  ],
  totals: stockSummaryFigures,
  fields: {
    warehouse_id: text({ label: '仓库编号', max: 64, list: false }),
    warehouse_name: text({ label: '仓库', max: 100, sortable: true }),
    sku_id: text({ label: 'SKU', max: 64, sortable: true }),
    opening: figure('期初实物'),
    received: figure('收货入库'),
    transferred_in: figure('调拨入库'),
    shipped: figure('出库'),
    transferred_out: figure('调拨出库'),
    adjusted: figure('调整盘点'),
    closing: figure('期末实物'),
  },
});
