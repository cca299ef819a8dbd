import type { StockDimension, StockRow, StockState } from '@entrepot/module-wms/entities';
import { commaList } from '../../list/comma-list.ts';

/** The 库存查询 filter bar. */
export interface StockFilters {
  dimension: StockDimension;
  warehouse_id: string[];
  /** The batch query's comma list. */
  sku: string;
  location: string;
  area_id: string;
  state: StockState | '';
}

export const INITIAL_STOCK_FILTERS: StockFilters = { dimension: 'location', warehouse_id: [], sku: '', location: '', area_id: '', state: '' };

/** The query string of GET /stock and of the exports (empty filters left out; locations only per location). */
export function stockParams(f: StockFilters): Record<string, string> {
  const params: Record<string, string> = { dimension: f.dimension };
  if (f.warehouse_id.length) params.warehouse_id = f.warehouse_id.join(',');
  if (commaList(f.sku)) params.sku = commaList(f.sku);
  if (f.dimension === 'location' && commaList(f.location)) params.location = commaList(f.location);
  if (f.area_id) params.area_id = f.area_id;
  if (f.state) params.state = f.state;
  return params;
}

/** The export route of each dimension: the catalogue's asyncExport* names. */
export const STOCK_EXPORTS: Record<StockDimension, string> = {
  location: 'asyncExportStorageInventory',
  warehouse: 'asyncExportWarehouseInventory',
  sku: 'asyncExportInventoryStatistics',
};

/** A row's key, unique in its dimension. */
export const stockRowKey = (r: Pick<StockRow, 'warehouse_id' | 'location_id' | 'sku_id'>) => `${r.warehouse_id ?? '*'}|${r.location_id ?? '*'}|${r.sku_id}`;

/** The movement history of a row: its SKU, and its warehouse when it has one. */
export function movementSearch(r: Pick<StockRow, 'warehouse_id' | 'sku_id'>): string {
  const p = new URLSearchParams({ sku: r.sku_id });
  if (r.warehouse_id) p.set('warehouse_id', r.warehouse_id);
  return p.toString();
}
