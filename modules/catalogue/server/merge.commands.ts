import type { Executor } from '@entrepot/server-kit/db';
import { desc, eq, or } from 'drizzle-orm';
import { skuMerges } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';

/** `sku/merge/{id}`: the merges a SKU took part in (merged away or merged into), newest first. */
export async function mergesOfSku(exec: Executor, extras: SkuExtrasServices, skuId: string) {
  const rows = await exec
    .select()
    .from(skuMerges)
    .where(or(eq(skuMerges.from_sku_id, skuId), eq(skuMerges.to_sku_id, skuId)))
    .orderBy(desc(skuMerges.created_at), desc(skuMerges.id));
  return extras.merge.expand(
    exec,
    rows.map((r) => extras.merge.toWire(r)),
  );
}
