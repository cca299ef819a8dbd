import { BASE, orderTrackReport, SERVICE } from '@entrepot/module-purchase/entities';
import { QueryListPage } from '@entrepot/web/area';
import { PURCHASE_LOOKUPS } from '../purchase-lookups.ts';

const API = `${SERVICE}${BASE}/report/orderTrack`;
const percent = (value: unknown) => (value == null ? '' : `${value}%`);
const slots = {
  cells: { arrival_rate: (r: { arrival_rate: unknown }) => percent(r.arrival_rate), on_time_rate: (r: { on_time_rate: unknown }) => percent(r.on_time_rate) },
};

/**
 * 采购报表 → 采购跟踪报表 (`#/purchase/report/orderTrack`): per supplier, how its orders of the period were
 * delivered (README "Order track report"), largest purchase first, with its filters and export.
 */
export function OrderTrackReportPage() {
  return <QueryListPage query={orderTrackReport} url={API} exportUrl={`${API}/export`} lookups={PURCHASE_LOOKUPS} slots={slots} />;
}
