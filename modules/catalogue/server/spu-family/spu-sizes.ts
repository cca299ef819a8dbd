// `spusize`: the size runs of the SPUs (the values of their 尺码 dimension, in the SPU's order, each with how
// many SKUs use it): what a size chart (hopcode, `spusize/{id}`) is drawn over. A paged list of the SPUs that
// have a size dimension, within the caller's SPU data rules; `?id=|code=` narrows it to one SPU, `keyword`
// to codes or names containing it.
import { type PageQuery, pageAnswer, pageQuery, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter } from '@entrepot/server-kit/entity';
import { and, asc, count, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { skus, spuOptions, spus } from '../catalogue.schema.ts';
import { stateLabel } from '../state-request-rules.ts';
import { spuKeyCondition, spuKeyOf } from './spu-of.ts';

/** The dimension names that mean a size (compared lower-case): 尺码 in the catalogue's own forms and imports. */
export const SIZE_DIMENSIONS = ['尺码', '尺寸', '码数', 'size'];

const isSize = (dimension: SQL | typeof spuOptions.dimension) => inArray(sql`lower(${dimension})`, SIZE_DIMENSIONS);
const sizeQuery = pageQuery.extend({ keyword: z.string().trim().max(100, '关键词最多100个字符').optional() });
const str = (v: unknown) => String(v ?? '');

export async function spuSizes(exec: Executor, query: unknown, scope?: SQL) {
  const q = parse(sizeQuery.loose(), withoutEmpty(query));
  const key = spuKeyOf(q);
  const where = and(
    sql`exists (select 1 from ${spuOptions} where ${spuOptions.spu_id} = ${spus.id} and ${isSize(spuOptions.dimension)})`,
    key ? spuKeyCondition(key) : undefined,
    q.keyword ? or(likeFilter(spus.code, q.keyword), likeFilter(spus.name, q.keyword)) : undefined,
    scope,
  );
  const [total] = await exec.select({ n: count() }).from(spus).where(where);
  const page = await exec
    .select({ id: spus.id, code: spus.code, name: spus.name, status: spus.status })
    .from(spus)
    .where(where)
    .orderBy(sql`${spus.code} collate "C"`, asc(spus.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return pageAnswer(await withSizes(exec, page), total?.n ?? 0, q as PageQuery);
}

async function withSizes(exec: Executor, page: { id: unknown; code: unknown; name: unknown; status: unknown }[]) {
  const ids = page.map((p) => str(p.id));
  if (ids.length === 0) return [];
  const options = await exec
    .select()
    .from(spuOptions)
    .where(and(inArray(spuOptions.spu_id, ids), isSize(spuOptions.dimension)))
    .orderBy(asc(spuOptions.position), asc(spuOptions.id));
  const used = await exec.select({ spu_id: skus.spu_id, values: skus.option_values }).from(skus).where(inArray(skus.spu_id, ids));
  const uses = new Map<string, number>();
  for (const row of used)
    for (const v of row.values ?? []) {
      const key = `${row.spu_id}\u0000${v.dimension}\u0000${v.code}`;
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  return page.map((spu) => {
    const own = options.filter((o) => o.spu_id === str(spu.id));
    const dimension = str(own[0]?.dimension);
    return {
      spu_id: spu.id,
      code: spu.code,
      name: spu.name,
      status: spu.status,
      status_label: stateLabel('spu', str(spu.status)),
      dimension,
      sizes: own
        .filter((o) => o.dimension === dimension)
        .map((o) => ({ value: o.value, code: o.code, position: o.position, sku_count: uses.get(`${spu.id}\u0000${dimension}\u0000${o.code}`) ?? 0 })),
    };
  });
}
