import { wmsResources } from '@entrepot/module-wms/entities';
import { SettingsPage } from '../settings.page.tsx';

/** 仓储管理 → 基础资料 → 仓库分组 (`#/warehouse/basic-information/warehouse-group`). */
export function WarehouseGroupPage() {
  return <SettingsPage resource={wmsResources.warehouseGroup} />;
}
