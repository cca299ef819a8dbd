import { wmsResources } from '@entrepot/module-wms/entities';
import { SettingsPage } from '../settings.page.tsx';

/** 仓储管理 → 基础资料 → 仓库 (`#/warehouse/basic-information/warehouse`): list, filters, 新增, 编辑, 详情, 停用/启用, 导入, 导出. */
export function WarehousePage() {
  return <SettingsPage resource={wmsResources.warehouse} />;
}
