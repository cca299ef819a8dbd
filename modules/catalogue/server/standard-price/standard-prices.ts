// The 标准价 of SKUs: per platform the ratio that applies — the nearest enabled category override up the SKU's
// category path, else the enabled platform default — and 成本价 × 倍率 rounded to 2 places (half up),
// computed by PostgreSQL on the numerics, never in JavaScript.
import type { Executor } from '@entrepot/server-kit/db';
import { sql } from 'drizzle-orm';
import { STANDARD_PRICE_PLATFORMS, type StandardPricePlatform } from '../../entities/index.ts';
import { categories, skus } from '../catalogue.schema.ts';
import { standardPriceRatios } from './standard-price.schema.ts';

/** The ratio a SKU's price on one platform uses, and the price (null: no 成本价, or the caller may not see it). */
export interface AppliedRatio {
  ratio_id: string;
  ratio: string;
  /** The override's category; null: the platform default. */
  category_id: string | null;
  category_name: string | null;
  standard_price: string | null;
}

/** Platform → the ratio applied, or null when no enabled row applies (no 标准价 on that platform). */
export type PlatformPrices = Record<StandardPricePlatform, AppliedRatio | null>;

/** Deeper than the category tree's 4 levels: a guard should the tree ever hold a cycle. */
const MAX_DEPTH = 8;
/** A platform default ranks after every override of the path. */
const DEFAULT_RANK = 1000;

interface PriceRow extends AppliedRatio {
  sku_id: string;
  platform: StandardPricePlatform;
}

/** The prices of these SKUs; `withPrice` false (the 成本价 column hidden from the reader): the ratios only. */
export async function standardPricesOf(exec: Executor, skuIds: string[], withPrice: boolean): Promise<Map<string, PlatformPrices>> {
  const result = new Map<string, PlatformPrices>();
  if (skuIds.length === 0) return result;
  const price = withPrice ? sql`round(a.cost_price * a.ratio, 2)::text` : sql`null::text`;
  const { rows } = await exec.execute<PriceRow & Record<string, unknown>>(sql`
    with recursive page as (
      select s.id, s.category_id, s.cost_price from ${skus} s where s.id = any(${`{${skuIds.join(',')}}`}::uuid[])
    ), chain as (
      select c.id as leaf, c.id as category_id, c.parent_id, 0 as depth
        from ${categories} c where c.id in (select category_id from page)
      union all
      select ch.leaf, c.id, c.parent_id, ch.depth + 1
        from chain ch join ${categories} c on c.id = ch.parent_id where ch.depth < ${sql.raw(String(MAX_DEPTH))}
    ), applied as (
      select distinct on (p.id, x.platform) p.id as sku_id, x.platform, x.id as ratio_id, x.ratio, x.category_id, p.cost_price
      from page p
      join lateral (
        select r.id, r.platform, r.ratio, r.category_id, ch.depth as rank
          from chain ch join ${standardPriceRatios} r on r.category_id = ch.category_id
          where ch.leaf = p.category_id and r.enabled
        union all
        select r.id, r.platform, r.ratio, r.category_id, ${sql.raw(String(DEFAULT_RANK))}
          from ${standardPriceRatios} r where r.category_id is null and r.enabled
      ) x on true
      order by p.id, x.platform, x.rank
    )
    select a.sku_id, a.platform, a.ratio_id, a.ratio::text as ratio, a.category_id, c.name as category_name, ${price} as standard_price
    from applied a left join ${categories} c on c.id = a.category_id`);
  for (const id of skuIds) result.set(id, Object.fromEntries(STANDARD_PRICE_PLATFORMS.map((p) => [p.value, null])) as PlatformPrices);
  for (const { sku_id, platform, ...applied } of rows) {
    const prices = result.get(sku_id);
    if (prices && platform in prices) prices[platform] = applied;
  }
  return result;
}

/** A reader whose column rules hide 成本价 gets no 标准价 either (it would give the cost away). */
export const showsPrices = (hidden: ReadonlySet<string>) => !hidden.has('cost_price');
