import { BASE, orderTracking, SERVICE } from '@entrepot/module-purchase/entities';
import { QueryListPage } from '@entrepot/web/area';

const API = SERVICE + BASE;

/**
 * 采购管理 → 采购跟踪 (`#/purchase/management/tracking`): the declared query — every open line of the orders still
 * receiving, latest first by days late — with its filters and export.
 */
export function TrackingPage() {
  return <QueryListPage query={orderTracking} url={`${API}/track`} exportUrl={`${API}/tracks/export`} />;
}
