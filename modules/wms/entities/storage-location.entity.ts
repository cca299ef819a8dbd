import { defineEntity, enabledLifecycle, reference, status, text } from '@entrepot/entity';
import { checkLocationCode } from './codes.ts';

/**
 * A storage location (库位): one slot of a warehouse. Its code (A-01-03) is the `location_id` of the stock
 * ledger's balances and movements, unique within its warehouse and fixed once created.
 */
export const storageLocation = defineEntity({
  name: 'wms.storageLocation',
  table: 'wms.storage_locations',
  label: '库位',
  titleField: 'code',
  naturalKey: ['warehouse_id', 'code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  indexes: [['warehouse_id', 'code']],
  scopes: { warehouse: 'warehouse_id' },
  fields: {
    code: text({ label: '库位编码', max: 30, required: true, immutable: true, filter: 'batch', sortable: true, check: checkLocationCode }),
    area_id: reference({ label: '库区', to: 'wms.area', required: true, immutable: true, filter: 'equal', onDelete: 'restrict', activeOnly: true }),
    reservoir_id: reference({ label: '货架', to: 'wms.reservoir', immutable: true, filter: 'equal', onDelete: 'restrict' }),
    /** Copied from the area by the server. */
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', readOnly: true, filter: 'equal' }),
    spec_id: reference({ label: '库位规格', to: 'wms.storageSpec', filter: 'equal', onDelete: 'restrict', inUse: '还有库位使用该规格，不能删除' }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
    /** `<warehouse id>:<upper(code)>`, server-made: one location code per warehouse. Never on the wire. */
    location_key: text({ label: '同仓库库位编码', max: 100, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
  },
});
