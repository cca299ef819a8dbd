import { warehouse } from '@entrepot/module-wms/entities';
import { ExportButton } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { exportUrl, warehouseUrls } from '../../entity/wms-urls.ts';

// Warehouses are disabled, never deleted (stock and documents point at them): no delete route, no import.
const WITHHELD = [warehouse.permission('delete'), warehouse.permission('import')];
const slots: EntityListSlots = { toolbar: (list) => <ExportButton entity={warehouse} list={list} url={exportUrl('warehouse')} /> };

/** 仓储管理 → 基础资料 → 仓库 (`#/warehouse/basic-information/warehouse`): list, filters, 新增, 编辑, 详情, 停用/启用, 导出. */
export function WarehousePage() {
  const config = useEntityConfig(warehouse, warehouseUrls, { withhold: WITHHELD });
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
