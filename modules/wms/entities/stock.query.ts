import { datetime, defineQuery, number, text } from '@entrepot/entity';
import { STOCK_EXPORT, STOCK_READ, stockColumns } from './stock.ts';

const qty = (label: string) => number({ label, min: -2_147_483_648, max: 2_147_483_647, sortable: true });

/**
 * 库存查询 (`GET stock`, exports `asyncExportStorageInventory` / `asyncExportWarehouseInventory` /
 * `asyncExportInventoryStatistics`): the ledger's balances per location, or summed per warehouse and SKU, or per
 * SKU (`dimension`), with the filtered `totals`. The filters act on the balance rows before they are summed, so
 * the source reads them (server/stock/stock.query.ts: `dimension`, `warehouse_id`, `sku`, `location`, `area_id`,
 * `state`), the data rule inside.
 */
export const stockList = defineQuery({
  name: 'wms.stock',
  label: '库存',
  permission: STOCK_READ,
  exportPermission: STOCK_EXPORT,
  defaultSort: [{ field: 'sku_id', dir: 'asc' }],
  totals: ['on_hand', 'reserved', 'available', 'in_transit', 'quarantined'],
  fields: {
    warehouse_id: text({ label: '仓库', max: 64, sortable: true }),
    location_id: text({ label: '库位', max: 64, sortable: true }),
    sku_id: text({ label: 'SKU', max: 64, sortable: true }),
    on_hand: qty(stockColumns.on_hand),
    reserved: qty(stockColumns.reserved),
    available: qty(stockColumns.available),
    in_transit: qty(stockColumns.in_transit),
    quarantined: qty(stockColumns.quarantined),
    rows: number({ label: '库存行数', min: 0 }),
    updated_at: datetime({ label: '更新时间', sortable: true }),
  },
});
