// The stock list and the movement history as xlsx file tasks (文件任务) at the catalogue's asyncExport* names:
// the declared queries' rows (their filters, sort and data rules), a page of 1,000 at a time.

import type { QueryDecl } from '@entrepot/entity';
import type { ExportKind } from '@entrepot/hub-server/module';
import { withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type DataAccess, queryService } from '@entrepot/server-kit/entity';
import { type SheetColumn, shanghaiText, writeXlsx } from '@entrepot/server-kit/file-tasks';
import type { Subquery } from 'drizzle-orm';
import {
  MOVEMENT_EXPORT,
  movementTypeLabels,
  reversalLabel,
  STOCK_EXPORT,
  type StockDimension,
  stockColumns,
  stockList,
  stockMovementList,
} from '../../entities/index.ts';
import { movementSource } from './movement.query.ts';
import { stockSource } from './stock.query.ts';
import { withNames } from './stock-names.ts';

type Row = Record<string, string | number | boolean | null>;
const BATCH = 1000;

/** A declared query's rows as a sheet: `cells` turns each named row into the sheet's. */
function queryExportKind(
  kind: Pick<ExportKind, 'kind' | 'label' | 'permission'>,
  database: Database,
  decl: QueryDecl,
  source: (access: DataAccess | undefined, query: Record<string, unknown>) => Subquery,
  columns: SheetColumn[],
  cells: (row: Row) => Row,
): ExportKind {
  return {
    ...kind,
    async write({ query, user, path, progress }) {
      const filters = { ...withoutEmpty(query), exact_total: '1' };
      const service = queryService(decl, source(user.access, filters));
      let total = 0;
      async function* rows() {
        for (let page = 1; ; page++) {
          const listed = await service.list(database.db, { page, perPage: BATCH, query: filters });
          total = listed.total;
          yield ((await withNames(database.db, listed.rows as never[])) as Row[]).map(cells);
          if (listed.rows.length < BATCH) return;
        }
      }
      return writeXlsx(path, columns, rows(), (done) => progress(done, total));
    },
  };
}

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
  const kind = { kind: `wms.stock.${dimension}`, label: sheet.label, permission: STOCK_EXPORT };
  return queryExportKind(
    kind,
    database,
    stockList,
    (access, query) => stockSource(access, { ...query, dimension }),
    sheet.columns,
    (r) => ({
      ...r,
      warehouse_name: r.warehouse_name ?? r.warehouse_id ?? null,
      location_id: r.location_id || '（未上架）',
      updated_at: shanghaiText(String(r.updated_at)),
    }),
  );
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
  const kind = { kind: 'wms.stock.movements', label: '库存流水', permission: MOVEMENT_EXPORT };
  return queryExportKind(kind, database, stockMovementList, movementSource, MOVEMENT_COLUMNS, (r) => ({
    ...r,
    created_at: shanghaiText(String(r.created_at)),
    type: movementTypeLabels[String(r.type)] ?? String(r.type),
    warehouse_name: r.warehouse_name ?? r.warehouse_id ?? null,
    reversal: reversalLabel(r as { reversal_of: string | null; reversed_by: string | null }),
  }));
}
