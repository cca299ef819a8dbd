// The SPU and SKU lists' filters beyond their declared fields (README: Product master data): a SKU by its
// SPU's 品牌, 开发人员 and 季节, and either by a SKU tag (标签) — the filters a product developer narrows by.
// The list and the export apply them alike (EntityService.queryFilter).
import { parse, withoutEmpty } from '@entrepot/server-kit';
import { and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { seasons } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { skuTags } from './reference.schema.ts';

const id = (label: string) => z.uuid(`${label}不正确`).optional();
const spuOfSku = z.looseObject({
  brand_id: id('品牌'),
  developer_id: id('开发人员'),
  season: z.enum(seasons.map((s) => s.value) as [string, ...string[]], '季节不正确').optional(),
  tag_id: id('标签'),
});
const tagOnly = z.looseObject({ tag_id: id('标签') });

/** SKUs: the SPU's brand, developer and season; a tag on the SKU. */
export function skuQueryFilter(query: Record<string, unknown>): SQL | undefined {
  const q = parse(spuOfSku, withoutEmpty(query));
  const onSpu = [
    q.brand_id ? sql`${spus.brand_id} = ${q.brand_id}` : undefined,
    q.developer_id ? sql`${spus.developer_id} = ${q.developer_id}` : undefined,
    q.season ? sql`${spus.season} = ${q.season}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return and(
    onSpu.length ? sql`exists (select 1 from ${spus} where ${spus.id} = ${skus.spu_id} and ${and(...onSpu)})` : undefined,
    q.tag_id ? sql`exists (select 1 from ${skuTags} where ${skuTags.sku_id} = ${skus.id} and ${skuTags.tag_id} = ${q.tag_id})` : undefined,
  );
}

/** SPUs: one of its SKUs carries the tag. */
export function spuQueryFilter(query: Record<string, unknown>): SQL | undefined {
  const q = parse(tagOnly, withoutEmpty(query));
  if (!q.tag_id) return undefined;
  return sql`exists (select 1 from ${skus} join ${skuTags} on ${skuTags.sku_id} = ${skus.id} where ${skus.spu_id} = ${spus.id} and ${skuTags.tag_id} = ${q.tag_id})`;
}
