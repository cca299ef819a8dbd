// What the orders area reacts to (README "Events"): stock that became available goes to the packages waiting in
// 40 缺货, oldest first; the warehouse's shipment of a package moves it and its orders. Both run in the delivery's
// transaction and change nothing when redelivered. An order shipped whole is then marked shipped on its platform.
import { type StockChanged, stockEvents } from '@entrepot/module-wms';
import { type Actor, systemActor } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { MARK_REQUESTED, markOrders } from './marking.ts';
import { packageShipped, reallocate } from './packages.ts';
import type { OmsServices } from './services.ts';

/** Published by the warehouse's outbound work when a package leaves: `{code, tracking_no, shipped_at}`. */
export const PACKAGE_SHIPPED = 'wms.package.shipped';
const SYSTEM: Actor = systemActor('系统');

export function subscribeOms(outbox: Outbox, s: OmsServices, adapter: MarketplaceAdapter): void {
  outbox.subscribe(stockEvents.changed, 'oms.on-stock-changed', async (payload, tx) => {
    const e = payload as unknown as StockChanged;
    const freed = new Set(e.rows.filter((r) => r.d_on_hand - r.d_reserved > 0).map((r) => r.warehouse_id));
    for (const warehouseId of freed) await reallocate(tx, s, outbox, warehouseId, [e.sku_id], SYSTEM);
  });
  outbox.subscribe(PACKAGE_SHIPPED, 'oms.on-package-shipped', async (payload, tx) => {
    const e = payload as { code?: unknown; tracking_no?: unknown; shipped_at?: unknown };
    if (typeof e.code !== 'string') return;
    await packageShipped(
      tx,
      s,
      {
        code: e.code,
        tracking_no: typeof e.tracking_no === 'string' ? e.tracking_no : undefined,
        shipped_at: typeof e.shipped_at === 'string' ? e.shipped_at : undefined,
      },
      SYSTEM,
      outbox,
    );
  });
  // 标记发货: after the shipment's transaction; a platform's refusal is recorded, never retried here (标记失败 lists it).
  outbox.subscribe(MARK_REQUESTED, 'oms.mark-shipped', async (payload, tx) => {
    const ids = Array.isArray((payload as { ids?: unknown }).ids) ? (payload as { ids: unknown[] }).ids.filter((i) => typeof i === 'string') : [];
    await markOrders(tx, s, adapter, ids, SYSTEM);
  });
}
