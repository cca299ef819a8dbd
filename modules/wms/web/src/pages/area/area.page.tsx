import { wmsResources } from '@entrepot/module-wms/entities';
import { SettingsPage } from '../settings.page.tsx';

/** 仓储管理 → 基础资料 → 库区 (`#/warehouse/basic-information/area`). */
export function AreaPage() {
  return <SettingsPage resource={wmsResources.area} />;
}
