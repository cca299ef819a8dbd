// The filters of the 标准价 list and its export: the SKU list's declared ones (SKU编码 batch, 名称, 规格,
// SPU, prices, 条码, 状态…) as the engine reads them, and beside them `category_id` taking the category's
// sub-categories too and `spu_code` (SPU codes, pasted). The reader's hidden columns cannot be filtered on.
import { parse, withoutEmpty } from '@entrepot/server-kit';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, skus, spus } from '../catalogue.schema.ts';
import { pastedCodes } from '../lookups.ts';

const ownFilters = z.looseObject({
  category_id: z.uuid('分类不正确').optional(),
  spu_code: z.string().max(40_000, 'SPU编码太多').optional(),
});

/** The SKUs of the category and of every category below it. */
const inCategoryTree = (id: string) => sql`${skus.category_id} in (
  with recursive tree as (
    select id from ${categories} where id = ${id}
    union all
    select c.id from ${categories} c join tree on c.parent_id = tree.id
  ) select id from tree)`;

const ofSpuCodes = (codes: string[]) =>
  sql`${skus.spu_id} in (select s.id from ${spus} s where lower(s.code) in (${sql.join(
    codes.map((c) => sql`${c.toLowerCase()}`),
    sql`, `,
  )}))`;

/**
 * `query` split into what the engine's SKU list reads (`declared`: `category_id` left out, the engine would
 * compare it exactly) and the condition of our own filters (`narrow`: `true` when none is given).
 */
export function priceListFilters(query: unknown, hidden: ReadonlySet<string>): { declared: Record<string, unknown>; narrow: SQL } {
  const given = Object.fromEntries(Object.entries(withoutEmpty(query)).filter(([k]) => !hidden.has(k.replace(/_(from|to)$/, ''))));
  const own = parse(ownFilters, given);
  const { category_id: _category, ...declared } = given;
  const codes = pastedCodes(own.spu_code);
  const parts = [own.category_id ? inCategoryTree(own.category_id) : undefined, codes.length ? ofSpuCodes(codes) : undefined].filter(
    (p): p is SQL => p !== undefined,
  );
  return { declared, narrow: parts.length ? sql.join(parts, sql` and `) : sql`true` };
}

/** A reader whose column rules hide 成本价 gets no 标准价 either (it would give the cost away). */
export const showsPrices = (hidden: ReadonlySet<string>) => !hidden.has('cost_price');
