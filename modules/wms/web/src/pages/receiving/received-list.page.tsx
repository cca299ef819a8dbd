import { receivingResources } from '@entrepot/module-wms/entities';
import { ResourceListPage } from '@entrepot/web/area';
import { WMS_LOOKUPS } from '../../entity/wms-urls.ts';

/** 收货质检 → 收货明细 (`#/warehouse/receiving-inspection/received-list`): every receipt line — by SKU, order, receipt — with its counted, failed and shelved figures; export. */
export function ReceivedListPage() {
  return <ResourceListPage resource={receivingResources.receiptLine} lookups={WMS_LOOKUPS} className="wms-page" />;
}
