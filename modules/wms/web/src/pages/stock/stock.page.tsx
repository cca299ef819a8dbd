import { Button, Radio, Tag } from '@arco-design/web-react';
import { enumOf, type Field, reference, text } from '@entrepot/entity';
import { type StockDimension, stockDimensions, stockList, stockStates, type WarehouseNames } from '@entrepot/module-wms/entities';
import { ExportButton, QueryListPage, type QueryListPageProps, useArea } from '@entrepot/web/area';
import { ALL_WAREHOUSES, API, WMS_LOOKUPS } from '../../entity/wms-urls.ts';
import { MOVEMENT_PATH, movementSearch } from '../stock-movement/movement-params.ts';

type Slots = NonNullable<QueryListPageProps<typeof stockList>['slots']>;
type Row = Parameters<NonNullable<Slots['rowActions']>>[0] & WarehouseNames;

/** The filters the source reads on the balance rows before they are summed (server/stock/stock.query.ts). */
const FILTERS: Record<string, Field> = {
  warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', filter: 'in' }),
  sku: text({ label: 'SKU', max: 64, filter: 'batch' }),
  location: text({ label: '库位', max: 64, filter: 'batch' }),
  area_id: reference({ label: '库区', to: 'wms.area', filter: 'equal' }),
  state: enumOf({ label: '库存状态', options: [...stockStates], filter: 'equal' }),
};
const INITIAL = { dimension: 'location' };
/** 仓库: every warehouse the user may see, disabled ones included. */
const LOOKUPS = { ...WMS_LOOKUPS, 'wms.warehouse': ALL_WAREHOUSES };

/** The export route of each dimension: the catalogue's asyncExport* names. */
const STOCK_EXPORTS: Record<StockDimension, string> = {
  location: 'asyncExportStorageInventory',
  warehouse: 'asyncExportWarehouseInventory',
  sku: 'asyncExportInventoryStatistics',
};
const QUANTITIES = ['on_hand', 'reserved', 'available', 'in_transit', 'quarantined'];
/** The columns of each dimension: where (warehouse, area, location), the SKU, the quantities, how many rows summed. */
const COLUMNS: Record<StockDimension, string[]> = {
  location: ['warehouse_id', 'area', 'location_id', 'sku_id', ...QUANTITIES, 'updated_at'],
  warehouse: ['warehouse_id', 'sku_id', ...QUANTITIES, 'locations', 'updated_at'],
  sku: ['sku_id', ...QUANTITIES, 'rows', 'updated_at'],
};
const dimensionOf = (list: { query: { filters: Record<string, unknown> } }) => (list.query.filters.dimension ?? 'location') as StockDimension;

/**
 * 仓储管理 → 库存管理 → 库存查询 (`#/warehouse/Inventory-management/stock`): the declared query `stockList` — the
 * ledger's balances per location, warehouse or SKU (按库位/按仓库/按SKU), filtered, sorted, paged, with the 合计 of
 * every filtered row; 导出 as a file task; 流水 opens a row's movements.
 */
export function StockPage() {
  const { bridge } = useArea();
  const slots: Slots = {
    queryFields: FILTERS,
    cells: {
      warehouse_id: (r) => (r as Row).warehouse_name ?? r.warehouse_id,
      location_id: (r) => r.location_id || <Tag size="small">未上架</Tag>,
    },
    columns: [
      { key: 'area', title: '库区', width: 110, render: (_: unknown, r) => (r as Row).area_name ?? '-' },
      { key: 'locations', title: '库位数', dataIndex: 'rows', width: 90 },
    ],
    shownColumns: (list) => COLUMNS[dimensionOf(list)],
    rowActions: (r) => (
      <Button type="text" size="mini" onClick={() => bridge.openTab(MOVEMENT_PATH, { search: movementSearch(r as Row), title: `库存流水 ${r.sku_id}` })}>
        流水
      </Button>
    ),
    toolbar: (list) => (
      <>
        <Radio.Group
          type="button"
          aria-label="统计维度"
          options={stockDimensions.map((d) => ({ value: d.value, label: d.label }))}
          value={dimensionOf(list)}
          onChange={(dimension: StockDimension) => list.search({ ...list.filters, dimension })}
        />
        <ExportButton entity={stockList} url={`${API}/${STOCK_EXPORTS[dimensionOf(list)]}`} method="post" list={list} />
      </>
    ),
  };
  return <QueryListPage query={stockList} url={`${API}/stock`} lookups={LOOKUPS} initialFilters={INITIAL} slots={slots} className="wms-page" />;
}
