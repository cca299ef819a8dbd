// The stock list and the movement history as xlsx file tasks (文件任务): the same filters and data rules
// as the screens, written in keyset batches so memory stays flat.

import type { ExportKind } from '@entrepot/hub-server/module';
import { parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type SheetColumn, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { sql } from 'drizzle-orm';
import { MOVEMENT_EXPORT, movementTypeLabels, reversalLabel, STOCK_EXPORT, type StockDimension, stockColumns } from '../../entities/index.ts';
import { stockMovements } from '../ledger.schema.ts';
import { warehouseScope } from '../warehouse-scope.ts';
import { movementBatches, movementCount, movementQuery } from './movement.query.ts';
import { stockBatches, stockCount, stockQuery } from './stock.query.ts';
import { withNames } from './stock-names.ts';

/** ISO UTC → the Asia/Shanghai wall time the screens show (`2026-11-21 16:00:00`). */
export const shanghaiTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const quantities: SheetColumn[] = Object.entries(stockColumns).map(([key, label]) => ({ key, label }));
const STOCK_SHEETS: Record<StockDimension, { label: string; columns: SheetColumn[] }> = {
  location: {
    label: '库存(按库位)',
    columns: [
      { key: 'warehouse_name', label: '仓库' },
      { key: 'area_name', label: '库区' },
      { key: 'location_id', label: '库位' },
      { key: 'sku_id', label: 'SKU' },
      ...quantities,
      { key: 'updated_at', label: '更新时间' },
    ],
  },
  warehouse: {
    label: '库存(按仓库)',
    columns: [{ key: 'warehouse_name', label: '仓库' }, { key: 'sku_id', label: 'SKU' }, ...quantities, { key: 'rows', label: '库位数' }],
  },
  sku: { label: '库存(按SKU)', columns: [{ key: 'sku_id', label: 'SKU' }, ...quantities, { key: 'rows', label: '库存行数' }] },
};

/** `asyncExportStorageInventory` (by location), `asyncExportWarehouseInventory`, `asyncExportInventoryStatistics` (by SKU). */
export function stockExport(database: Database, dimension: StockDimension): ExportKind {
  const sheet = STOCK_SHEETS[dimension];
  return {
    kind: `wms.stock.${dimension}`,
    label: sheet.label,
    permission: STOCK_EXPORT,
    async write({ query, user, path, progress }) {
      const q = { ...parse(stockQuery, query), dimension };
      const scope = warehouseScope(user.access, sql`b.warehouse_id`);
      const total = await stockCount(database.db, q, scope);
      async function* rows() {
        for await (const batch of stockBatches(database.db, q, scope)) {
          yield (await withNames(database.db, batch)).map((r) => ({
            ...r,
            warehouse_name: r.warehouse_name ?? r.warehouse_id,
            location_id: r.location_id || '（未上架）',
            updated_at: shanghaiTime(r.updated_at),
          }));
        }
      }
      return writeXlsx(path, sheet.columns, rows(), (done) => progress(done, total));
    },
  };
}

const MOVEMENT_COLUMNS: SheetColumn[] = [
  { key: 'created_at', label: '时间' },
  { key: 'type', label: '类型' },
  { key: 'sku_id', label: 'SKU' },
  { key: 'warehouse_name', label: '仓库' },
  { key: 'location_id', label: '库位' },
  { key: 'qty', label: '数量' },
  { key: 'd_on_hand', label: '实物变动' },
  { key: 'd_reserved', label: '预占变动' },
  { key: 'd_in_transit', label: '在途变动' },
  { key: 'd_quarantined', label: '待检变动' },
  { key: 'source_type', label: '来源单据类型' },
  { key: 'source_id', label: '来源单号' },
  { key: 'source_line', label: '来源行' },
  { key: 'correlation_id', label: '调拨单号' },
  { key: 'operator', label: '操作人' },
  { key: 'reversal', label: '冲销' },
  { key: 'note', label: '备注' },
];

/** The movement history's export (our kind: the catalogue names none). */
export function movementExport(database: Database): ExportKind {
  return {
    kind: 'wms.stock.movements',
    label: '库存流水',
    permission: MOVEMENT_EXPORT,
    async write({ query, user, path, progress }) {
      const q = parse(movementQuery, query);
      const scope = warehouseScope(user.access, stockMovements.warehouseId);
      const total = await movementCount(database.db, q, scope);
      async function* rows() {
        for await (const batch of movementBatches(database.db, q, scope)) {
          yield (await withNames(database.db, batch)).map((r) => ({
            ...r,
            created_at: shanghaiTime(r.created_at),
            type: movementTypeLabels[r.type] ?? r.type,
            warehouse_name: r.warehouse_name ?? r.warehouse_id,
            reversal: reversalLabel(r),
          }));
        }
      }
      return writeXlsx(path, MOVEMENT_COLUMNS, rows(), (done) => progress(done, total));
    },
  };
}
