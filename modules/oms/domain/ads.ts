// The advertising API seen from the orders area (README "Advertising"): Amazon Ads' consent (授权), the profiles
import { toScaled } from '@entrepot/entity';
// of a seller account (同步广告账户) and the Sponsored Products report of one day. A real adapter calls Amazon's
// advertising API; the local fake (`server/ads/fake-ads.ts`) answers the demo and the tests.

/** A sales account as the advertising API knows it: its marketplace is its site. */
export interface AdSeller {
  id: string;
  account_name: string;
  site_code: string;
}

export interface AdProfile {
  profile_id: string;
  country: string;
  currency: string;
}

/** One Sponsored Products ad's day: money as decimal text in the profile's currency. */
export interface SpReportLine {
  campaign: string;
  ad_group: string;
  sku_code: string;
  impressions: number;
  clicks: number;
  spend: string;
  ad_orders: number;
  ad_units: number;
  ad_sales: string;
}

export interface AdsAdapter {
  /** 授权: the seller's consent; answers the consent page and until when the grant holds. */
  authorize(seller: AdSeller): Promise<{ url: string; expires_at: string }>;
  /** 同步广告账户: the advertising profiles of a seller account (none when it does not advertise). */
  profiles(seller: AdSeller): Promise<AdProfile[]>;
  /** The SP report of one marketplace day (`YYYY-MM-DD`); a day not over yet has no report (empty). */
  spReport(profile: AdProfile, day: string): Promise<SpReportLine[]>;
}

/** The currency of each Amazon marketplace the demo sells on. */
export const SITE_CURRENCY: Record<string, string> = { US: 'USD', CA: 'CAD', MX: 'MXN', UK: 'GBP', DE: 'EUR', FR: 'EUR', JP: 'JPY' };

/** `part` as a percentage of `whole` (decimal texts), rounded half up to two decimals; null when `whole` is 0. */
export function percentOf(part: string, whole: string): string | null {
  const p = toScaled(part, 4);
  const w = toScaled(whole, 4);
  if (w === 0n) return null;
  const negative = p < 0n !== w < 0n;
  const [a, b] = [p < 0n ? -p : p, w < 0n ? -w : w];
  const hundredths = (a * 10_000n * 2n + b) / (b * 2n); // round half up
  const text = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  return negative && hundredths !== 0n ? `-${text}` : text;
}
