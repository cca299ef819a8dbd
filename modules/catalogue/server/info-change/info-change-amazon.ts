// The Amazon listings of SKUs (spuskuchange/isamazon, read from the SKU mappings with platform_code `amazon`): the
// create screen warns before a listed SKU's name or price changes.
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { skus, spus } from '../catalogue.schema.ts';
import { skuMappings } from '../reference.schema.ts';

export const isAmazonInput = z
  .strictObject({
    spu_id: z.uuid('请选择SPU').optional(),
    sku_ids: z.array(z.uuid('SKU编号不正确')).max(1000, '一次最多1000个SKU').optional(),
  })
  .refine((v) => v.spu_id || v.sku_ids?.length, { message: '请选择SPU或SKU', path: ['sku_ids'] });

/** Per SKU (of the SPU, or the given ones the caller sees): whether it is listed on Amazon, and under which seller SKUs. */
export async function amazonListings(exec: Executor, input: z.output<typeof isAmazonInput>, spuScope: SQL | undefined) {
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(input.spu_id ? eq(skus.spu_id, input.spu_id) : inArray(skus.id, input.sku_ids!), spuScope))
    .orderBy(asc(skus.code));
  const ids = rows.map((r) => r.id);
  const maps = ids.length
    ? await exec
        .select({ sku_id: skuMappings.sku_id, platform_sku: skuMappings.platform_sku, account: skuMappings.account })
        .from(skuMappings)
        .where(and(inArray(skuMappings.sku_id, ids), eq(skuMappings.platform_code, 'amazon')))
        .orderBy(asc(skuMappings.platform_sku))
    : [];
  return rows.map((r) => {
    const listings = maps.filter((m) => m.sku_id === r.id).map((m) => ({ platform_sku: m.platform_sku, account: m.account }));
    return { sku_id: r.id, code: r.code, name: r.name, is_amazon: listings.length > 0, amazon_skus: listings };
  });
}
