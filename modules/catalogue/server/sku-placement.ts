// Where a SKU belongs on the warehouse's shelves (public.ts, for goods in's put-away suggestion): its SPU's brand
// and its category, by SKU code.
import type { Executor } from '@entrepot/server-kit/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { skus, spus } from './catalogue.schema.ts';

export interface SkuPlacement {
  brand_id: string | null;
  category_id: string | null;
}

/** By SKU code in lower case: the brand and category of each SKU found. */
export async function skuPlacements(exec: Executor, codes: readonly string[]): Promise<Map<string, SkuPlacement>> {
  const wanted = [...new Set(codes.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await exec
    .select({
      key: sql<string>`lower(${skus.code})`,
      brand_id: spus.brand_id,
      category_id: sql<string | null>`coalesce(${skus.category_id}, ${spus.category_id})`,
    })
    .from(skus)
    .leftJoin(spus, eq(spus.id, skus.spu_id))
    .where(inArray(sql`lower(${skus.code})`, wanted));
  return new Map(rows.map((r) => [r.key, { brand_id: r.brand_id === null ? null : r.brand_id, category_id: r.category_id === null ? null : r.category_id }]));
}
