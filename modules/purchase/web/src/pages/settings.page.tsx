import { BASE, purchaseSettings, SERVICE } from '@entrepot/module-purchase/entities';
import { SettingsPage } from '@entrepot/web/area';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

/** 采购设置 (`#/purchase/systemSetup`): the area's typed settings, their log, 编辑 for those who may. */
export function PurchaseSettingsPage() {
  return <SettingsPage entity={purchaseSettings} url={`${SERVICE}${BASE}/settings`} lookups={PURCHASE_LOOKUPS} />;
}
