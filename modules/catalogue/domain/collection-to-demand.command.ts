// `collection/todemand` `{id, category_id}`: a collected listing made a 商品需求 (a 草稿 of the asker's, with the
// listing's title, link, price, currency and platform) and closed as 已转需求. Refused: a listing not 已采集. The
// server (../server/collection/collection-commands.ts) locks the listing, creates the demand and moves the
// listing (its demand_id written) in one transaction.

import { declaredCurrencies } from '../entities/sku-customs.entity.ts';
import { STANDARD_PRICE_PLATFORMS } from '../entities/standard-price-ratio.entity.ts';
import { type Refusal, refuseConflict } from './refusal.ts';

export interface CollectionToDemandInput {
  category_id: string;
}

export interface CollectionToDemandState {
  /** The listing named, locked. */
  listing: {
    code: string;
    status: string;
    url: string;
    title: string | null;
    price: string | null;
    currency: string | null;
    platform: string | null;
  };
  /** Who asks: the demand's developer. */
  actorId: string;
}

export interface ListingToDemand {
  /** The new demand's fields. */
  demand: {
    title: string;
    category_id: string;
    reference_url: string;
    target_price: string | null;
    currency: string;
    platform: string | null;
    description: string;
    developer_id: string;
  };
  /** The listing's move once the demand is made (its id then written as demand_id). */
  move: { field: 'status'; from: readonly string[]; to: 'converted'; action: 'todemand' };
}

const known = (options: readonly { value: string }[], v: string | null) => (options.some((o) => o.value === v) ? v : undefined);

/**
 * The demand: the listing's title (its code when it has none), cut to 100 characters; its currency when a declared
 * one, else USD; its platform when one a 标准价 is computed for, else none.
 */
export function decideCollectionToDemand({ listing, actorId }: CollectionToDemandState, input: CollectionToDemandInput): ListingToDemand | Refusal {
  if (listing.status !== 'collected') return refuseConflict(`采集记录 ${listing.code} 还没有采集成功，不能转为需求`);
  return {
    demand: {
      title: (listing.title ?? listing.code).slice(0, 100),
      category_id: input.category_id,
      reference_url: listing.url,
      target_price: listing.price,
      currency: known(declaredCurrencies, listing.currency) ?? 'USD',
      platform: known(STANDARD_PRICE_PLATFORMS, listing.platform) ?? null,
      description: `由数据采集 ${listing.code} 转入`,
      developer_id: actorId,
    },
    move: { field: 'status', from: ['collected'], to: 'converted', action: 'todemand' },
  };
}
