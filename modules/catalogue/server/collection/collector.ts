// Reading a listing's page (数据采集): the adapter the commands call, and the local fake the tests and the demo use.
// A real collector (a scraping service, a marketplace's catalogue API) implements the same interface; without
// one, the links and their figures come in by the import (`collection/import`).
import { createHash } from 'node:crypto';
import { platformOfUrl } from '../../entities/index.ts';

export interface CollectedListing {
  title: string;
  /** Decimal string, in `currency`. */
  price: string;
  currency: string;
  rating: string | null;
  reviews: number | null;
  image_url: string | null;
}

export interface ListingCollector {
  /** The listing at `url`, or the reason it cannot be read (in a person's words). */
  collect(url: string): Promise<CollectedListing | { error: string }>;
}

/** The listing's id in its link: an ASIN, an offer id, a goods id… */
function listingId(url: string): string | null {
  const patterns = [/\/dp\/([A-Z0-9]{10})/i, /\/offer\/(\d+)\.html/, /goods_id=(\d+)/, /\/ip\/(?:[^/]+\/)?(\d+)/, /-p-(\d+)/];
  for (const p of patterns) {
    const m = p.exec(url);
    if (m?.[1]) return m[1];
  }
  return null;
}

/**
 * The local fake: a listing made up from the link alone, the same each time (title from the platform and its id,
 * a price and reviews from the id's hash); a link of an unknown platform, or without a listing id, is refused as a
 * real collector would.
 */
export const fakeCollector: ListingCollector = {
  async collect(url) {
    const platform = platformOfUrl(url);
    if (platform === 'other') return { error: '暂不支持该平台的链接' };
    const id = listingId(url);
    if (!id) return { error: '链接中没有商品编号，无法采集' };
    const n = createHash('sha256').update(id).digest().readUInt32BE(0);
    const cents = 999 + (n % 9000);
    const china = platform === '1688';
    return {
      title: `${china ? '1688货源' : platform.toUpperCase()} 商品 ${id}`,
      price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      currency: china ? 'CNY' : 'USD',
      rating: china ? null : `${3 + (n % 20) / 10}`.slice(0, 3),
      reviews: china ? null : n % 5000,
      image_url: null,
    };
  },
};
