// Our SKUs behind a marketplace order's lines (public.ts, for orders): the seller SKU's mapping (SKU映射) when there
// is one, else the SKU whose code is the seller SKU itself — with the weight the order's rules and packages use.
import type { Executor } from '@entrepot/server-kit/db';
import { inArray, sql } from 'drizzle-orm';
import { skus } from './catalogue.schema.ts';
import { skuMappings } from './reference.schema.ts';

export interface OrderSku {
  sku_id: string;
  sku_code: string;
  name: string;
  /** kg, decimal text; null when the catalogue has none. */
  weight: string | null;
}

/** By seller SKU in lower case: the SKU each of these matches; a seller SKU that matches none is absent. */
export async function skusOfPlatformSkus(exec: Executor, platformSkus: readonly string[]): Promise<Map<string, OrderSku>> {
  const wanted = [...new Set(platformSkus.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  const found = new Map<string, OrderSku>();
  if (wanted.length === 0) return found;
  const row = { sku_id: skus.id, sku_code: skus.code, name: skus.name, weight: skus.weight };
  const mapped = await exec
    .select({ key: sql<string>`lower(${skuMappings.platform_sku})`, ...row })
    .from(skuMappings)
    .innerJoin(skus, sql`${skus.id} = ${skuMappings.sku_id}`)
    .where(inArray(sql`lower(${skuMappings.platform_sku})`, wanted));
  const direct = await exec
    .select({ key: sql<string>`lower(${skus.code})`, ...row })
    .from(skus)
    .where(inArray(sql`lower(${skus.code})`, wanted));
  // A mapping wins over a SKU that happens to share the seller SKU's code.
  for (const r of [...direct, ...mapped]) {
    found.set(r.key, {
      sku_id: r.sku_id,
      sku_code: r.sku_code,
      name: r.name ?? '',
      weight: r.weight === null ? null : r.weight,
    });
  }
  return found;
}
