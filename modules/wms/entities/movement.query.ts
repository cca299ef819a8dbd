import { datetime, defineQuery, enumOf, number, text } from '@entrepot/entity';
import { MOVEMENT_EXPORT, MOVEMENT_READ, movementTypeLabels } from './stock.ts';

const delta = (label: string) => number({ label, min: -999_999_999, max: 999_999_999 });

/**
 * 库存流水 (`GET stock/movements`, export `asyncExportStockMovement`): the ledger's append-only legs, newest
 * first, with the source document and the 冲销 links, under the warehouse data rule (the source,
 * server/stock/movement.query.ts). Filters: `sku`, `warehouse_id`, `location` (lists), `type` (several),
 * `source_type`, `source_id`, `source_line`, `created_at_from` / `created_at_to` (days, Asia/Shanghai).
 */
export const stockMovementList = defineQuery({
  name: 'wms.stockMovement',
  label: '库存流水',
  permission: MOVEMENT_READ,
  exportPermission: MOVEMENT_EXPORT,
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  fields: {
    created_at: datetime({ label: '时间', filter: 'range', days: true }),
    type: enumOf({ label: '类型', options: Object.entries(movementTypeLabels).map(([value, label]) => ({ value, label })), filter: 'in' }),
    sku_id: text({ label: 'SKU', max: 64 }),
    warehouse_id: text({ label: '仓库', max: 64, filter: 'in' }),
    location_id: text({ label: '库位', max: 64 }),
    qty: number({ label: '数量', min: -999_999_999, max: 999_999_999 }),
    d_on_hand: delta('实物变动'),
    d_reserved: delta('预占变动'),
    d_in_transit: delta('在途变动'),
    d_quarantined: delta('待检变动'),
    source_type: text({ label: '来源单据类型', max: 64, filter: 'equal' }),
    source_id: text({ label: '来源单号', max: 64, filter: 'equal' }),
    source_line: text({ label: '来源行', max: 64, filter: 'equal' }),
    correlation_id: text({ label: '调拨单号', max: 64 }),
    operator: text({ label: '操作人', max: 64 }),
    note: text({ label: '备注', max: 200 }),
    posting_id: text({ label: '过账', max: 36, list: false }),
    reversal_of: text({ label: '冲销原过账', max: 36, list: false }),
    reversed_by: text({ label: '冲销过账', max: 36, list: false }),
    sku: text({ label: 'SKU', max: 64, filter: 'batch', list: false }),
    location: text({ label: '库位', max: 64, filter: 'batch', caseless: true, list: false }),
  },
});
