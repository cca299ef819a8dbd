import { defineEntity, enabledLifecycle, enumOf, reference, status, text } from '@entrepot/entity';
import { checkLocationCode } from './codes.ts';

/** What an area is used for: receiving and quarantine areas hold stock before put-away. */
export const areaTypes = [
  { value: 'storage', label: '存储区' },
  { value: 'picking', label: '拣货区' },
  { value: 'receiving', label: '收货区' },
  { value: 'quarantine', label: '待检区' },
  { value: 'staging', label: '发货暂存区' },
  { value: 'returns', label: '退货区' },
  { value: 'defective', label: '次品区' },
] as const;

/** A warehouse area (库区): a zone of one warehouse that shelves and storage locations belong to. */
export const area = defineEntity({
  name: 'wms.area',
  table: 'wms.areas',
  label: '库区',
  titleField: 'name',
  naturalKey: ['warehouse_id', 'code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  scopes: { warehouse: 'warehouse_id' },
  fields: {
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, immutable: true, filter: 'equal', activeOnly: true }),
    code: text({ label: '库区编码', max: 20, required: true, immutable: true, filter: 'batch', sortable: true, check: checkLocationCode }),
    name: text({ label: '库区名称', max: 50, required: true, filter: 'like', sortable: true }),
    type: enumOf({ label: '库区类型', required: true, filter: 'equal', options: areaTypes }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
    /** `<warehouse id>:<lower(code)>`, server-made: one area code per warehouse. Never on the wire. */
    area_key: text({ label: '同仓库库区编码', max: 80, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
  },
});
