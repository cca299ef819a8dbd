// The 标准价倍率 service (sharing the product master data's registry, so rows carry their category's title)
// and its write rules: one row per platform + category, the platform default kept.
import type { Executor } from '@entrepot/server-kit/db';
import { EntityService, type WriteRules } from '@entrepot/server-kit/entity';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { STANDARD_PRICE_PLATFORMS, standardPriceRatio } from '../../entities/index.ts';
import { categories } from '../catalogue.schema.ts';
import { catalogueServices } from '../services.ts';
import { standardPriceRatios as r } from './standard-price.schema.ts';

export const platformLabel = (code: unknown) => STANDARD_PRICE_PLATFORMS.find((p) => p.value === code)?.label ?? String(code);

async function categoryName(exec: Executor, id: unknown): Promise<string | undefined> {
  const [row] = await exec
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, String(id)))
    .limit(1);
  return row?.name;
}

/** Every writer (the routes, the seed) applies them (the category's existence is its declared reference). */
export const standardPriceRules: WriteRules<typeof standardPriceRatio> = {
  async check(exec, after, before) {
    // Writers of one platform's rows take turns (until the transaction ends), so two concurrent creates of the
    // same override cannot both pass the duplicate check: the table has no unique index over a nullable pair.
    await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue.standard_price_ratios:${String(after.platform)}`}))`);
    const category = after.category_id == null ? null : String(after.category_id);
    const [same] = await exec
      .select({ id: r.id })
      .from(r)
      .where(
        and(eq(r.platform, String(after.platform)), category ? eq(r.category_id, category) : isNull(r.category_id), before ? ne(r.id, before.id) : undefined),
      )
      .limit(1);
    if (!same) return null;
    const platform = platformLabel(after.platform);
    return category ? `${platform} 已有分类「${await categoryName(exec, category)}」的倍率，请直接修改` : `${platform} 已有平台默认倍率，请直接修改`;
  },
  async inUse(_exec, record) {
    return record.category_id == null ? `${platformLabel(record.platform)} 的平台默认倍率不能删除，可修改倍率或停用` : null;
  },
};

/** The catalogue's services with the ratios' in the same registry. */
export function standardPriceServices() {
  const catalogue = catalogueServices();
  catalogue.registry.add(standardPriceRatio, r);
  return { catalogue, ratio: new EntityService(standardPriceRatio, r, catalogue.registry).withRules(standardPriceRules) };
}

export type StandardPriceServices = ReturnType<typeof standardPriceServices>;
