// The category tree's writes: a record's level follows its parent (at most categoryMaxLevel deep), a
// parent cannot move under its own descendants, and a category with children or SPUs is not deleted.
import { conflict, invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { usedBy, type WriteRules } from '@entrepot/server-kit/entity';
import { asc, count, eq } from 'drizzle-orm';
import { categoryMaxLevel } from '../entities/index.ts';
import { categories, spus } from './catalogue.schema.ts';
import { productFields } from './product-field/product-field.schema.ts';
import { samples } from './sample/sample.schema.ts';
import { sizeChartTemplates } from './size-chart/size-chart.schema.ts';
import { standardPriceRatios } from './standard-price/standard-price.schema.ts';

type Row = Record<string, unknown>;

/** The level a category gets under this parent; refuses a missing parent, a cycle, or a tree too deep. */
async function levelUnder(exec: Executor, parentId: unknown, self?: string): Promise<number> {
  if (parentId == null || parentId === '') return 1;
  let level = 1;
  let cursor: string | null = String(parentId);
  while (cursor) {
    if (cursor === self) throw invalid('parent_id', '不能选择自己或下级分类作为上级分类');
    const [row] = await exec.select({ parent_id: categories.parent_id }).from(categories).where(eq(categories.id, cursor));
    if (!row) throw invalid('parent_id', '上级分类不存在');
    level += 1;
    cursor = (row.parent_id as string | null) ?? null;
  }
  if (level > categoryMaxLevel) throw invalid('parent_id', `分类最多${categoryMaxLevel}级`);
  return level;
}

/** Every category, ordered for building the tree (level, sort, code). */
export async function categoryTree(exec: Executor): Promise<Row[]> {
  return (await exec
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
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.code))) as Row[];
}

/**
 * The tree's write rules (on the category service: the screens' writes and the import apply them): the level
 * follows the parent, a parent with children does not move, a category with children or SPUs stays.
 */
export const categoryRules: WriteRules = {
  derive: async (exec, input, before) => {
    if (!before) return { level: await levelUnder(exec, input.parent_id) };
    if (!('parent_id' in input)) return {};
    const level = await levelUnder(exec, input.parent_id, String(before.id));
    const moved = (before.parent_id ?? null) !== (input.parent_id ?? null);
    if (moved && (await childCount(exec, String(before.id))) > 0) throw conflict('该分类下有子分类，不能移动');
    return { level };
  },
  inUse: async (exec, record) => {
    const id = String(record.id);
    if ((await childCount(exec, id)) > 0) return '该分类下有子分类，不能删除';
    // Every record that names a category: deleting it would leave them pointing at nothing.
    return (
      (await usedBy(exec, spus, eq(spus.category_id, id), '该分类下有SPU，不能删除')) ??
      (await usedBy(exec, samples, eq(samples.category_id, id), '该分类下有样品，不能删除')) ??
      (await usedBy(exec, standardPriceRatios, eq(standardPriceRatios.category_id, id), '该分类设有标准价倍率，请先删除该倍率')) ??
      (await usedBy(exec, sizeChartTemplates, eq(sizeChartTemplates.category_id, id), '该分类是尺码模板的适用分类，请先修改尺码模板')) ??
      (await usedBy(exec, productFields, eq(productFields.category_id, id), '该分类是自定义字段的适用分类，请先修改字段'))
    );
  },
};

async function childCount(exec: Executor, id: string): Promise<number> {
  const [kids] = await exec.select({ n: count() }).from(categories).where(eq(categories.parent_id, id));
  return kids?.n ?? 0;
}
