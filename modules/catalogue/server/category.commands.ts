// The category tree's writes: a record's level follows its parent (at most categoryMaxLevel deep), a
// parent cannot move under its own descendants, and a category with children or SPUs is not deleted. The
// decisions are ../domain/place-category.command.ts and ../domain/delete-category.command.ts; this file reads
// what they need and answers the engine's write rules with them.
import type { Executor } from '@entrepot/server-kit/db';
import type { WriteRules } from '@entrepot/server-kit/entity';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { decideDeleteCategory } from '../domain/delete-category.command.ts';
import { categoryParent, decidePlaceCategory } from '../domain/place-category.command.ts';
import { isRefusal } from '../domain/refusal.ts';
import type { category } from '../entities/index.ts';
import { categories, spus } from './catalogue.schema.ts';
import { productFields } from './product-field/product-field.schema.ts';
import { demands } from './reference.schema.ts';
import { orRefuse, refusalError } from './refusal.ts';
import { samples } from './sample/sample.schema.ts';
import { sizeChartTemplates } from './size-chart/size-chart.schema.ts';
import { standardPriceRatios } from './standard-price/standard-price.schema.ts';

/**
 * The way up from the chosen parent (../domain/place-category.command.ts decides on it): each category read with
 * its parent, stopping at the category itself, at an id that is not there, and at one already read.
 */
async function ancestryOf(exec: Executor, parentId: string | null, self?: string): Promise<Map<string, string | null>> {
  const ancestry = new Map<string, string | null>();
  let cursor = parentId;
  while (cursor && cursor !== self && !ancestry.has(cursor)) {
    const [row] = await exec.select({ parent_id: categories.parent_id }).from(categories).where(eq(categories.id, cursor));
    if (!row) break;
    const parent: string | null = row.parent_id ?? null;
    ancestry.set(cursor, parent);
    cursor = parent;
  }
  return ancestry;
}

/** Whether any row of the table matches. */
async function anyRow(exec: Executor, table: PgTable, where: SQL): Promise<boolean> {
  return (await exec.select({ one: sql`1` }).from(table).where(where).limit(1)).length > 0;
}

/** Every category, ordered for building the tree (level, sort, code). */
export async function categoryTree(exec: Executor) {
  return await exec
    .select({
      id: categories.id,
      parent_id: categories.parent_id,
      code: categories.code,
      name: categories.name,
      name_en: categories.name_en,
      level: categories.level,
      sort: categories.sort,
      version: categories.version,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.code));
}

/**
 * The tree's write rules (on the category service: the screens' writes and the import apply them): the level
 * follows the parent, a parent with children does not move, a category with children or SPUs stays — decided by
 * ../domain/place-category.command.ts and ../domain/delete-category.command.ts on what is read here.
 */
export const categoryRules: WriteRules<typeof category> = {
  derive: async (exec, input, before) => {
    if (before && !('parent_id' in input)) return {};
    const self = before ? before.id : undefined;
    const ancestry = await ancestryOf(exec, categoryParent(input.parent_id), self);
    const category = self ? { id: self, parent_id: before?.parent_id ?? null, children: await childCount(exec, self) } : null;
    return orRefuse(decidePlaceCategory({ category, ancestry }, input));
  },
  inUse: async (exec, record) => {
    const id = record.id;
    // Every record that names a category: deleting it would leave them pointing at nothing.
    const decision = decideDeleteCategory({
      id,
      children: await childCount(exec, id),
      spus: await anyRow(exec, spus, eq(spus.category_id, id)),
      samples: await anyRow(exec, samples, eq(samples.category_id, id)),
      demands: await anyRow(exec, demands, eq(demands.category_id, id)),
      standardPriceRatios: await anyRow(exec, standardPriceRatios, eq(standardPriceRatios.category_id, id)),
      sizeChartTemplates: await anyRow(exec, sizeChartTemplates, eq(sizeChartTemplates.category_id, id)),
      productFields: await anyRow(exec, productFields, eq(productFields.category_id, id)),
    });
    return isRefusal(decision) ? refusalError(decision).message : null;
  },
};

async function childCount(exec: Executor, id: string): Promise<number> {
  const [kids] = await exec.select({ n: count() }).from(categories).where(eq(categories.parent_id, id));
  return kids?.n ?? 0;
}
