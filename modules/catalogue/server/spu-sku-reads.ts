// Small reads of the SPU and SKU screens named by the spec: `searchspu/{keyword}`, `spu/baseinfo`,
// `spu/skuattr`, `newskus` (its condition on the SKU list) and `sku/rank`. Each answers plain data within the
// caller's data rules; sku-extras-routes.ts guards them.
import { invalid, notFound, parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter } from '@entrepot/server-kit/entity';
import { and, asc, count, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SkuOptionValue } from '../entities/index.ts';
import { categories, skus, spus } from './catalogue.schema.ts';
import { skuMappings } from './reference.schema.ts';
import type { CatalogueServices } from './services.ts';

const str = (v: unknown) => String(v ?? '');

/** `searchspu/{keyword}`: up to 20 SPUs, the one coded exactly so first, then code or name containing it. */
export async function searchSpus(exec: Executor, keyword: string, scope?: SQL) {
  const k = keyword.trim();
  if (!k) throw invalid('keyword', '请输入SPU编码或名称');
  const exact = sql`lower(${spus.code}) = ${k.toLowerCase()}`;
  return exec
    .select({ id: spus.id, code: spus.code, name: spus.name, name_en: spus.name_en, status: spus.status, category_id: spus.category_id })
    .from(spus)
    .where(and(or(exact, likeFilter(spus.code, k), likeFilter(spus.name, k)), scope))
    .orderBy(desc(exact), asc(spus.code))
    .limit(20);
}

const spuKey = z.looseObject({ id: z.string().trim().optional(), code: z.string().trim().max(16).optional() });

/** The SPU named by `?id=` or `?code=` within the data rules. */
async function spuOf(exec: Executor, query: unknown, scope?: SQL) {
  const q = parse(spuKey, query ?? {});
  const by = q.id && z.uuid().safeParse(q.id).success ? eq(spus.id, q.id) : q.code ? sql`lower(${spus.code}) = ${q.code.toLowerCase()}` : undefined;
  if (!by) throw invalid('id', '请选择SPU');
  const [row] = await exec.select({ id: spus.id }).from(spus).where(and(by, scope));
  if (!row) throw notFound('SPU');
  return row.id;
}

/** The names from the top of the tree down to the category (服装 / 上衣 / T恤). */
async function categoryPath(exec: Executor, id: unknown): Promise<string[]> {
  const names: string[] = [];
  let next = id == null ? null : str(id);
  for (let depth = 0; next && depth < 8; depth++) {
    const [row] = await exec.select({ name: categories.name, parent: categories.parent_id }).from(categories).where(eq(categories.id, next));
    if (!row) break;
    names.unshift(row.name);
    next = row.parent == null ? null : row.parent;
  }
  return names;
}

/** `spu/baseinfo?id=|code=`: the SPU's header (no description, pictures or options) with its SKU counts by status. */
export async function spuBaseInfo(exec: Executor, s: CatalogueServices, query: unknown, scope?: SQL) {
  const id = await spuOf(exec, query, scope);
  const { description: _d, images: _i, options: _o, ...base } = await s.spu.get(exec, id);
  const byStatus = await exec.select({ status: skus.status, n: count() }).from(skus).where(eq(skus.spu_id, id)).groupBy(skus.status);
  const skuCounts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  const total = Object.values(skuCounts).reduce((a, b) => a + b, 0);
  return { ...base, category_path: (await categoryPath(exec, base.category_id)).join(' / '), sku_count: total, sku_counts: skuCounts };
}

/** `spu/skuattr?id=|code=`: the SPU's variant dimensions, each value with how many of its SKUs use it. */
export async function spuSkuAttrs(exec: Executor, s: CatalogueServices, query: unknown, scope?: SQL) {
  const id = await spuOf(exec, query, scope);
  const spu = await s.spu.get(exec, id);
  const used = await exec.select({ values: skus.option_values }).from(skus).where(eq(skus.spu_id, id));
  const uses = new Map<string, number>();
  for (const row of used) for (const v of row.values ?? []) uses.set(`${v.dimension}\u0000${v.code}`, (uses.get(`${v.dimension}\u0000${v.code}`) ?? 0) + 1);
  const options = (spu.options ?? []) as unknown as SkuOptionValue[]; // the children as the detail answers them
  const dimensions = [...new Set(options.map((o) => o.dimension))];
  return {
    spu_id: id,
    code: spu.code,
    dimensions: dimensions.map((dimension) => ({
      dimension,
      values: options
        .filter((o) => o.dimension === dimension)
        .map((o) => ({ value: o.value, code: o.code, sku_count: uses.get(`${dimension}\u0000${o.code}`) ?? 0 })),
    })),
  };
}

const newQuery = z.looseObject({ days: z.coerce.number().int('天数须为整数').min(1, '天数最少1天').max(90, '天数最多90天').default(7) });

/** `newskus?days=7`: the SKU list's condition — created within the last N days (1–90, default 7). */
export function createdWithin(request: FastifyRequest): SQL {
  const { days } = parse(newQuery, request.query ?? {});
  return gte(skus.created_at, sql`now() - ${days}::int * interval '1 day'`);
}

const rankQuery = z.looseObject({
  limit: z.coerce.number().int().min(1).max(100, '最多100条').default(20),
  category_id: z
    .uuid('分类不正确')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  status: z.string().max(20).optional(),
});

/**
 * `sku/rank`: SKUs ranked by their platform listings (SKU映射 rows: how many seller SKUs sell them), the
 * one measure of reach the catalogue owns; ranking by sales waits for the orders module.
 */
export async function skuRank(exec: Executor, query: unknown, scope?: SQL) {
  const q = parse(rankQuery, query ?? {});
  const listings = count(skuMappings.id);
  const where = and(q.category_id ? eq(skus.category_id, q.category_id) : undefined, q.status ? inArray(skus.status, q.status.split(',')) : undefined, scope);
  const rows = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, spec: skus.spec, status: skus.status, listings })
    .from(skus)
    .innerJoin(skuMappings, eq(skuMappings.sku_id, skus.id))
    .where(where)
    .groupBy(skus.id)
    .orderBy(desc(listings), asc(skus.code))
    .limit(q.limit);
  return rows.map((r, i) => ({ rank: i + 1, ...r, listings: Number(r.listings) }));
}
