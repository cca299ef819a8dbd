import { area } from '@entrepot/module-wms/entities';
import { SettingsListPage } from '../settings-list.page.tsx';

/** 仓储管理 → 基础资料 → 库区 (`#/warehouse/basic-information/area`). */
export function AreaPage() {
  return <SettingsListPage entity={area} name="area" />;
}
