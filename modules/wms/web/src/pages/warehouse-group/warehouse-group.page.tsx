import { warehouseGroup } from '@entrepot/module-wms/entities';
import { SettingsListPage } from '../settings-list.page.tsx';

/** 仓储管理 → 基础资料 → 仓库分组 (`#/warehouse/basic-information/warehouse-group`). */
export function WarehouseGroupPage() {
  return <SettingsListPage entity={warehouseGroup} name="warehouseGroup" />;
}
