import { storageSpec } from '@entrepot/module-wms/entities';
import { SettingsListPage } from '../settings-list.page.tsx';

/** 仓储管理 → 基础资料 → 库位规格 (`#/warehouse/basic-information/storage-spec`): sizes in cm, load in kg, two decimals. */
export function StorageSpecPage() {
  return <SettingsListPage entity={storageSpec} name="storageSpec" />;
}
