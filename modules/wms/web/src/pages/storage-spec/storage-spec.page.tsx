import { wmsResources } from '@entrepot/module-wms/entities';
import { SettingsPage } from '../settings.page.tsx';

/** 仓储管理 → 基础资料 → 库位规格 (`#/warehouse/basic-information/storage-spec`): sizes in cm, load in kg, two decimals. */
export function StorageSpecPage() {
  return <SettingsPage resource={wmsResources.storageSpec} />;
}
