import { defineEntity, enabledLifecycle, number, reference, status, text } from '@entrepot/entity';
import { checkLocationCode } from './codes.ts';

/** A reservoir (货架 / 库位区): a shelf or rack of an area; its storage locations are its slots. */
export const reservoir = defineEntity({
  name: 'wms.reservoir',
  table: 'wms.reservoirs',
  label: '货架',
  titleField: 'name',
  naturalKey: ['warehouse_id', 'code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  scopes: { warehouse: 'warehouse_id' },
  fields: {
    area_id: reference({ label: '库区', to: 'wms.area', required: true, immutable: true, filter: 'equal', onDelete: 'restrict', activeOnly: true }),
    /** Copied from the area by the server: the data rules and the stock speak warehouses. */
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', readOnly: true, filter: 'equal' }),
    code: text({ label: '货架编码', max: 20, required: true, immutable: true, filter: 'batch', sortable: true, check: checkLocationCode }),
    name: text({ label: '货架名称', max: 50, required: true, filter: 'like', sortable: true }),
    levels: number({ label: '层数', min: 1, max: 99 }),
    /** A shelf kept for one brand's or one category's goods: put-away suggests it for their SKUs (README "Rules"). */
    brand_id: reference({ label: '专用品牌', to: 'catalogue.brand', filter: 'equal' }),
    category_id: reference({ label: '专用分类', to: 'catalogue.category', filter: 'equal' }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
    /** `<warehouse id>:<lower(code)>`, server-made: one shelf code per warehouse. Never on the wire. */
    reservoir_key: text({ label: '同仓库货架编码', max: 80, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
  },
});
