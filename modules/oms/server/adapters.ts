// The marketplace behind each platform (README "Pulling orders"). No real platform API is reachable from here: every
// platform is served by the local fake, whose demo stream places an order per account every OMS_FAKE_INTERVAL_S
// seconds (default 900) from two days before the server started. A real adapter implements `MarketplaceAdapter` and replaces it here.
import { DEMO_SKUS } from '@entrepot/module-wms';
import type { AdsAdapter } from '../domain/ads.ts';
import type { MarketplaceAdapter } from '../domain/marketplace.ts';
import { fakeAds } from './ads/fake-ads.ts';
import { fakeMarketplace } from './marketplace/fake-marketplace.ts';

export function marketplaceAdapter(now = new Date()): MarketplaceAdapter {
  const intervalS = Number(process.env.OMS_FAKE_INTERVAL_S ?? 900);
  const start = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
  // One order in 25 (the 7th, 32nd…) is cancelled by its buyer soon after (README "Platform cancellations").
  return fakeMarketplace({ start, intervalMs: Math.max(1, intervalS) * 1000, skus: DEMO_SKUS, cancelRate: 0.04 });
}

/** The advertising API (README "Advertising"): the local fake, reporting on the demo SKUs. */
export function adsAdapter(): AdsAdapter {
  return fakeAds({ skus: DEMO_SKUS });
}
