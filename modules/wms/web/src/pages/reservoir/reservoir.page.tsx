import { wmsResources } from '@entrepot/module-wms/entities';
import { SettingsPage } from '../settings.page.tsx';

/** 仓储管理 → 基础资料 → 货架 (`#/warehouse/basic-information/reservoir`): the spec's reservoirs, shelves of an area. */
export function ReservoirPage() {
  return <SettingsPage resource={wmsResources.reservoir} />;
}
