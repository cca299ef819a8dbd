import { warehouse } from '@entrepot/module-wms/entities';
import { SettingsListPage } from '../settings-list.page.tsx';

// Warehouses are disabled, never deleted (stock and documents point at them): no delete route.
const OPTIONS = { withhold: [warehouse.permission('delete')] };

/** 仓储管理 → 基础资料 → 仓库 (`#/warehouse/basic-information/warehouse`): list, filters, 新增, 编辑, 详情, 停用/启用, 导入, 导出. */
export function WarehousePage() {
  return <SettingsListPage entity={warehouse} name="warehouse" options={OPTIONS} />;
}
