// `GET producttag/{id}` (id = SPU): the product's tags — the tags on its SKUs (商品标签), grouped by tag with
// the SKUs carrying each, in the tag types' and tags' order; `all_skus` says a tag is on every SKU of the SPU.
import type { Executor } from '@entrepot/server-kit/db';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { skus } from '../catalogue.schema.ts';
import { skuTags, tags, tagTypes } from '../reference.schema.ts';
import { spuOf } from './spu-field-values.ts';

interface TagGroup {
  tag_id: string;
  name: string;
  colour: string | null;
  tag_type_id: string;
  tag_type_name: string;
  skus: { id: string; code: string }[];
  all_skus: boolean;
}

export async function productTags(exec: Executor, spuId: string, scope: SQL | undefined) {
  const target = await spuOf(exec, spuId, scope);
  const [count] = await exec.select({ n: sql<number>`count(*)::int` }).from(skus).where(eq(skus.spu_id, spuId));
  const rows = await exec
    .select({
      tag_id: tags.id,
      name: tags.name,
      colour: tags.colour,
      tag_type_id: tagTypes.id,
      tag_type_name: tagTypes.name,
      sku_id: skus.id,
      sku_code: skus.code,
    })
    .from(skuTags)
    .innerJoin(skus, eq(skus.id, skuTags.sku_id))
    .innerJoin(tags, eq(tags.id, skuTags.tag_id))
    .innerJoin(tagTypes, eq(tagTypes.id, tags.tag_type_id))
    .where(eq(skus.spu_id, spuId))
    .orderBy(asc(tagTypes.sort), asc(tagTypes.name), asc(tags.sort), asc(tags.name), asc(skus.code));
  const skuCount = Number(count?.n ?? 0);
  const groups = new Map<string, TagGroup>();
  for (const r of rows) {
    const id = r.tag_id;
    const group = groups.get(id) ?? {
      tag_id: id,
      name: r.name,
      colour: r.colour ?? null,
      tag_type_id: r.tag_type_id,
      tag_type_name: r.tag_type_name,
      skus: [],
      all_skus: false,
    };
    group.skus.push({ id: r.sku_id, code: r.sku_code });
    group.all_skus = group.skus.length === skuCount;
    groups.set(id, group);
  }
  return { spu: { id: target.id, code: target.code, name: target.name }, sku_count: skuCount, tags: [...groups.values()] };
}
