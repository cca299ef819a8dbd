import { warehouse } from '@entrepot/module-wms/entities';
import { FileToolbar } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { API, exportUrl, warehouseUrls } from '../../entity/wms-urls.ts';

// Warehouses are disabled, never deleted (stock and documents point at them): no delete route.
const WITHHELD = [warehouse.permission('delete')];
const slots: EntityListSlots = {
  toolbar: (list) => <FileToolbar entity={warehouse} list={list} exportUrl={exportUrl('warehouse')} importBase={`${API}/warehouse`} />,
};

/** 仓储管理 → 基础资料 → 仓库 (`#/warehouse/basic-information/warehouse`): list, filters, 新增, 编辑, 详情, 停用/启用, 导入, 导出. */
export function WarehousePage() {
  const config = useEntityConfig(warehouse, warehouseUrls, { withhold: WITHHELD });
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
