// A marketplace seen from the orders area (README "Pulling orders"): one adapter per platform answers pages of
// orders after a cursor. Cursors are the marketplace's own (a time, a token); pages may overlap the previous one
// and an order may come twice — the store keys orders by sales account and platform order id, so nothing doubles.
import type { IncomingOrderInput } from './incoming.ts';

export interface MarketplaceAccount {
  id: string;
  account_name: string;
  platform_code: string;
}

/** An order the platform reports cancelled (the buyer withdrew it, the platform voided it): README "Platform cancellations". */
export interface PlatformCancellation {
  platform_order_id: string;
  cancelled_at: string;
  reason: string;
}

export interface MarketplacePage {
  orders: IncomingOrderInput[];
  /** Orders of this account the platform reports cancelled in this page's window (may repeat earlier reports). */
  cancellations?: PlatformCancellation[];
  /** Where the next page starts; stored only once this page's orders are. */
  cursor: string | null;
  /** Nothing more for now: the pull stops until its next run. */
  done: boolean;
}

export interface MarkShipment {
  platform_order_id: string;
  tracking_no: string | null;
  carrier: string | null;
  shipped_at: string;
}

export interface MarkResult {
  platform_order_id: string;
  ok: boolean;
  reason?: string;
}

export interface MarketplaceAdapter {
  /** The platforms it serves (`amazon`, `walmart`…). */
  platforms: readonly string[];
  fetchPage(account: MarketplaceAccount, cursor: string | null, pageSize: number): Promise<MarketplacePage>;
  /**
   * 标记发货: tells the platform these orders shipped with their tracking numbers; answers per order whether the
   * platform took it, and its words when it did not. A thrown error means the platform was not reached.
   */
  markShipped?(account: MarketplaceAccount, shipments: readonly MarkShipment[]): Promise<MarkResult[]>;
  /** 推送库存: the quantity each seller SKU may sell now; answers per SKU whether the platform took it. */
  pushInventory?(
    account: MarketplaceAccount,
    items: readonly { platform_sku: string; quantity: number }[],
  ): Promise<{ platform_sku: string; ok: boolean; reason?: string }[]>;
  /** Walmart's acknowledge: the platform is told the order was received (a no-op where a platform has none). */
  acknowledge?(account: MarketplaceAccount, platformOrderIds: readonly string[]): Promise<void>;
}
