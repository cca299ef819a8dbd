import { BASE, orderTracking, purchaseResources as R, SERVICE } from '@entrepot/module-purchase/entities';
import { QueryListPage, RecordLink } from '@entrepot/web/area';

const API = SERVICE + BASE;
const cells = { order_code: (row: { order_code?: unknown }) => <RecordLink screen={R.order.screen!.url} number={row.order_code} /> };

/**
 * 采购管理 → 采购跟踪 (`#/purchase/management/tracking`): the declared query — every open line of the orders still
 * receiving, latest first by days late — with its filters and export; an order's number opens it.
 */
export function TrackingPage() {
  return <QueryListPage query={orderTracking} url={`${API}/track`} exportUrl={`${API}/tracks/export`} slots={{ cells }} />;
}
