// Lookups about the SKUs of one SPU: `spu/skuattr` (its variant dimensions), `spu/skucb` (the SKUs' costs:
// 成本价 against 销售价) and `spu/checklink` (the SKUs' platform links, i.e. their SKU映射). Each answers its
// empty form when no SPU is named or the named one is unknown or hidden by the caller's data rules.
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SkuOptionValue } from '../../entities/index.ts';
import { skus, spuOptions } from '../catalogue.schema.ts';
import { skuMappings } from '../reference.schema.ts';
import type { CatalogueServices } from '../services.ts';
import { spuSkuAttrs } from '../spu-sku-reads.ts';
import { stateLabel } from '../state-request-rules.ts';
import { spuNamed } from './spu-of.ts';

/** A bag of fields: a request's query, an answer. */
type Fields = Record<string, unknown>;
const str = (v: unknown) => String(v ?? '');
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
const without = (row: Fields, hidden: ReadonlySet<string>) => Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k)));
const skuHeader = { id: skus.id, code: skus.code, spec: skus.spec, status: skus.status, option_values: skus.option_values };
const ofSpu = (spuId: string) => eq(skus.spu_id, spuId);

/** The SPU's SKUs in its matrix order (each dimension's values in the SPU's order), without their option values. */
async function inMatrixOrder<T extends { code: unknown; option_values: unknown }>(exec: Executor, spuId: string, rows: T[]) {
  const options = await exec.select().from(spuOptions).where(eq(spuOptions.spu_id, spuId));
  const position = new Map(options.map((o) => [`${o.dimension}\u0000${o.code}`, Number(o.position ?? 0)]));
  const key = (row: T) => ((row.option_values ?? []) as SkuOptionValue[]).map((v) => position.get(`${v.dimension}\u0000${v.code}`) ?? Number.MAX_SAFE_INTEGER);
  const order = (a: T, b: T) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
    return str(a.code) < str(b.code) ? -1 : 1;
  };
  return [...rows].sort(order).map(({ option_values: _o, ...row }) => row);
}

/** `spu/skuattr?id=|code=`: the dimensions and each value's use (spu-sku-reads.ts), or none. */
export async function skuAttrLookup(exec: Executor, s: CatalogueServices, query: unknown, scope?: SQL) {
  const spu = await spuNamed(exec, query, scope);
  if (!spu) return { spu_id: null, code: null, dimensions: [] };
  return spuSkuAttrs(exec, s, { id: spu.id }, scope);
}

/**
 * `spu/skucb?id=|code=` (cb = 成本): each SKU's 成本价 and 销售价 with its gross margin (毛利率, % of the sale
 * price, 2 decimals, computed by the database on the decimals), and the SPU's range of each price with the
 * SKUs that lack it. Columns the caller's column rules hide are left out, with what is computed from them.
 */
export async function skuCostLookup(exec: Executor, query: unknown, scope: SQL | undefined, hidden: ReadonlySet<string>) {
  const spu = await spuNamed(exec, query, scope);
  const band = { min: null, max: null, missing: 0 };
  if (!spu) return without({ spu_id: null, code: null, name: null, sku_count: 0, cost_price: band, sale_price: band, skus: [] }, hidden);
  const margin = sql<string | null>`case when ${skus.sale_price} > 0 and ${skus.cost_price} is not null
    then round((${skus.sale_price} - ${skus.cost_price}) * 100 / ${skus.sale_price}, 2)::text end`;
  const rows = await inMatrixOrder(
    exec,
    spu.id,
    await exec
      .select({ ...skuHeader, cost_price: skus.cost_price, sale_price: skus.sale_price, margin })
      .from(skus)
      .where(ofSpu(spu.id)),
  );
  const rangeOf = (column: typeof skus.cost_price) => ({
    min: sql<string | null>`min(${column})::text`,
    max: sql<string | null>`max(${column})::text`,
    missing: sql<number>`(count(*) filter (where ${column} is null))::int`,
  });
  const [cost] = await exec.select(rangeOf(skus.cost_price)).from(skus).where(ofSpu(spu.id));
  const [sale] = await exec.select(rangeOf(skus.sale_price)).from(skus).where(ofSpu(spu.id));
  const drop = new Set([...hidden, ...(hidden.has('cost_price') || hidden.has('sale_price') ? ['margin'] : [])]);
  return without(
    {
      spu_id: spu.id,
      code: spu.code,
      name: spu.name,
      sku_count: rows.length,
      cost_price: cost ?? band,
      sale_price: sale ?? band,
      skus: rows.map((r) => without({ ...r, status_label: stateLabel('sku', r.status) }, drop)),
    },
    hidden,
  );
}

/** Selling states: a SKU in one of them that no platform lists is not being sold anywhere. */
const SELLING = new Set(['on_sale', 'clearance']);
/** Stopped states: a platform listing of such a SKU should come down. */
const STOPPED = new Set(['suspended', 'retired']);

function linkProblem(status: string, links: number): { problem: 'unlinked' | 'stale'; message: string } | null {
  const label = stateLabel('sku', status);
  if (SELLING.has(status) && links === 0) return { problem: 'unlinked', message: `状态为「${label}」但未关联平台SKU` };
  if (STOPPED.has(status) && links > 0) return { problem: 'stale', message: `状态为「${label}」仍关联${links}个平台SKU` };
  return null;
}

/**
 * `spu/checklink?id=|code=&platform=`: the SPU's SKUs with their platform links (SKU映射: platform, account,
 * platform SKU), optionally on one platform, and what to fix: a selling SKU with no link (`unlinked`), a
 * stopped or retired one still linked (`stale`). 开发中 SKUs are not checked.
 */
export async function checkLinks(exec: Executor, query: unknown, scope?: SQL) {
  const spu = await spuNamed(exec, query, scope);
  const empty = { spu_id: null, code: null, name: null, sku_count: 0, linked: 0, unlinked: 0, stale: 0, platforms: [], skus: [] };
  if (!spu) return empty;
  const platform = str((query as Fields | undefined)?.platform).trim();
  const rows = await inMatrixOrder(exec, spu.id, await exec.select(skuHeader).from(skus).where(ofSpu(spu.id)));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await exec
        .select({
          sku_id: skuMappings.sku_id,
          id: skuMappings.id,
          platform_code: skuMappings.platform_code,
          account: skuMappings.account,
          platform_sku: skuMappings.platform_sku,
        })
        .from(skuMappings)
        .where(and(inArray(skuMappings.sku_id, ids), platform ? sql`lower(${skuMappings.platform_code}) = ${platform.toLowerCase()}` : undefined))
        .orderBy(asc(skuMappings.platform_code), asc(skuMappings.platform_sku))
    : [];
  const bySku = groupBy(links, (l) => l.sku_id);
  const list = rows.map((r) => {
    const own = (bySku.get(r.id) ?? []).map(({ sku_id: _s, ...l }) => l);
    const found = linkProblem(r.status, own.length);
    return { ...r, status_label: stateLabel('sku', r.status), links: own, problem: found?.problem ?? null, message: found?.message ?? null };
  });
  const platforms = [...groupBy(links, (l) => l.platform_code).entries()].map(([code, of]) => ({ platform_code: code, links: of.length }));
  const count = (p: string) => list.filter((x) => x.problem === p).length;
  return {
    spu_id: spu.id,
    code: spu.code,
    name: spu.name,
    sku_count: list.length,
    linked: list.filter((x) => x.links.length).length,
    unlinked: count('unlinked'),
    stale: count('stale'),
    platforms,
    skus: list,
  };
}
