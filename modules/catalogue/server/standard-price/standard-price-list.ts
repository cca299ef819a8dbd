// `GET standardprice/list`: the declared query `standardPriceList` over the SKUs the reader may see (filters,
// sort, paging and titles derived), each page's rows with, per platform, the ratio that applies and the 标准价
// (standard-prices.ts); the platforms beside the list for the screen's headers.
import { parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database, Executor } from '@entrepot/server-kit/db';
import { type DataAccess, type EntityRegistry, hiddenFields, queryList, type Route, rowScope, sourceColumns } from '@entrepot/server-kit/entity';
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STANDARD_PRICE_PLATFORMS, sku, standardPriceList } from '../../entities/index.ts';
import { categories, skuNamed, skus, spus } from '../catalogue.schema.ts';
import { showsPrices, standardPricesOf } from './standard-prices.ts';

type Row = Record<string, unknown>;

const PLATFORMS = STANDARD_PRICE_PLATFORMS.map((p) => ({ value: p.value, label: p.label }));
const ownFilters = z.looseObject({ category_id: z.uuid('分类不正确').optional() });

/** The SKUs of the category and of every category below it. */
const inCategoryTree = (id: string) => sql`${skus.category_id} in (
  with recursive tree as (
    select id from ${categories} where id = ${id}
    union all
    select c.id from ${categories} c join tree on c.parent_id = tree.id
  ) select id from tree)`;

/** The reader's hidden SKU columns (a hidden SPU hides its code here too). */
export function hiddenColumns(access: DataAccess | undefined): ReadonlySet<string> {
  const hidden = hiddenFields(sku, access);
  return hidden.has('spu_id') ? new Set([...hidden, 'spu_code']) : hidden;
}

/** The query without the filters and sort on the reader's hidden SKU columns (no way to guess a hidden cost). */
export function visibleQuery(query: unknown, hidden: ReadonlySet<string>): Row {
  const given = withoutEmpty(query);
  if (typeof given.sort === 'string' && given.sort.split(',').some((s) => hidden.has(s.replace(/^[-+]/, '')))) delete given.sort;
  return Object.fromEntries(Object.entries(given).filter(([k]) => !hidden.has(k.replace(/_(from|to)$/, ''))));
}

/** The SKUs within the reader's data rules (and the category asked for, with its sub-categories), one row each. */
export function standardPriceSource(access: DataAccess | undefined, query: unknown) {
  const { category_id } = parse(ownFilters, withoutEmpty(query));
  const shown = showsPrices(hiddenColumns(access));
  return new QueryBuilder()
    .select(
      sourceColumns({
        ...skuNamed,
        spec: skus.spec,
        spu_code: spus.code,
        category_id: skus.category_id,
        status: skus.status,
        cost_price: shown ? skus.cost_price : sql`null::numeric`,
      }),
    )
    .from(skus)
    .leftJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(rowScope(sku, skus, access), category_id ? inCategoryTree(category_id) : undefined))
    .as('q');
}

/** A page's rows without the hidden columns, each with its `prices` (no 标准价 when 成本价 is hidden). */
export async function withPrices(exec: Executor, rows: Row[], hidden: ReadonlySet<string>): Promise<Row[]> {
  const prices = await standardPricesOf(
    exec,
    rows.map((r) => String(r.id)),
    showsPrices(hidden),
  );
  return rows.map((r) => ({
    ...Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.has(k.replace(/_title$/, '')))),
    prices: prices.get(String(r.id)),
  }));
}

export function standardPriceListRoute(database: Database, registry: EntityRegistry): Route {
  const hiddenOf = (r: FastifyRequest) => hiddenColumns(requestUser(r).access);
  const list = queryList(standardPriceList, database, {
    registry,
    source: (r) => standardPriceSource(requestUser(r).access, r.query),
    rows: (rows, r) => withPrices(database.db, rows, hiddenOf(r)),
  });
  return {
    config: list.config,
    async handler(request, reply) {
      (request as FastifyRequest & { query: unknown }).query = visibleQuery(request.query, hiddenOf(request));
      const page = (await list.handler.call(this, request, reply)) as { data: Row };
      return { ...page, data: { ...page.data, platforms: PLATFORMS } };
    },
  };
}
