// The local fake of the advertising API (README "Advertising"): one profile per Amazon seller account, three
// campaigns of two ad groups each, and a deterministic SP report per profile and day — the same day always reads
// the same, so a re-sync replaces rows with equal ones. Money is counted in cents, never in floats.
import { type AdProfile, type AdSeller, type AdsAdapter, SITE_CURRENCY, type SpReportLine } from '../../domain/ads.ts';
import { mix } from '../marketplace/mix.ts';

const CAMPAIGNS = [
  { name: 'SP-自动投放-主推款', groups: ['自动-紧密匹配', '自动-同类商品'] },
  { name: 'SP-手动-核心关键词', groups: ['核心大词', '长尾词'] },
  { name: 'SP-品牌防御', groups: ['品牌词', '竞品ASIN'] },
];

const between = (lo: number, hi: number, r: number) => lo + Math.floor(r * (hi - lo + 1));
const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

export function fakeAds(o: { skus: readonly string[]; now?: () => Date }): AdsAdapter {
  const now = o.now ?? (() => new Date());
  return {
    async authorize(seller) {
      return {
        url: `https://www.amazon.com/ap/oa?client_id=entrepot-demo&scope=advertising::campaign_management&state=${seller.id}`,
        expires_at: new Date(now().getTime() + 60 * 86400_000).toISOString(),
      };
    },
    async profiles(seller: AdSeller): Promise<AdProfile[]> {
      const currency = SITE_CURRENCY[seller.site_code];
      if (!currency) return [];
      return [{ profile_id: String(1_000_000_000 + Math.floor(mix(seller.id, 'profile') * 8_999_999_999)), country: seller.site_code, currency }];
    },
    async spReport(profile, day): Promise<SpReportLine[]> {
      // A marketplace day's report exists once the day is over (by UTC here).
      if (day >= now().toISOString().slice(0, 10)) return [];
      return CAMPAIGNS.flatMap((c, ci) =>
        c.groups.map((group, gi) => {
          const r = (k: string) => mix(profile.profile_id, day, ci, gi, k);
          const impressions = between(400, 6000, r('i'));
          const clicks = Math.floor((impressions * between(20, 120, r('c'))) / 10_000);
          const cpc = between(35, 180, r('p'));
          const orders = Math.floor((clicks * between(4, 16, r('o'))) / 100);
          const price = between(1299, 4599, r('s'));
          return {
            campaign: c.name,
            ad_group: group,
            sku_code: o.skus[between(0, o.skus.length - 1, r('k'))]!,
            impressions,
            clicks,
            spend: cents(clicks * cpc),
            ad_orders: orders,
            ad_units: orders + Math.floor(orders * r('u') * 0.3),
            ad_sales: cents(orders * price),
          };
        }),
      );
    },
  };
}
