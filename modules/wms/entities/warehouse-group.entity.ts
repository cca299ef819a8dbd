import { defineEntity, references, text } from '@entrepot/entity';

/** A warehouse group (仓库分组): warehouses that are chosen or reported together (华南仓群, 美国海外仓). */
export const warehouseGroup = defineEntity({
  name: 'wms.warehouseGroup',
  table: 'wms.warehouse_groups',
  label: '仓库分组',
  titleField: 'name',
  naturalKey: ['name'],
  defaultSort: [{ field: 'name', dir: 'asc' }],
  // A user limited to some warehouses sees the groups holding at least one of them.
  scopes: { warehouse: 'warehouse_ids' },
  fields: {
    name: text({ label: '分组名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    warehouse_ids: references({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'in' }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
