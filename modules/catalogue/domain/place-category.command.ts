// A category created or moved (the category service's writes and the import): its level follows its parent, at
// most categoryMaxLevel deep; a category cannot sit under itself or one of its descendants, nor under a parent
// that does not exist; a category with children does not move. The server (../server/category.commands.ts)
// loads the way up from the chosen parent and the category's children, then writes the level decided here.
import { categoryMaxLevel } from '../entities/category.entity.ts';
import { type Refusal, refuseConflict, refuseField } from './refusal.ts';

/** The parent a write names: none (a top category) when empty. */
export const categoryParent = (value: unknown): string | null => (value == null || value === '' ? null : String(value));

export interface PlaceCategoryState {
  /** The category moved, its parent now and how many children it has; null for a new one. */
  category: { id: string; parent_id: string | null; children: number } | null;
  /**
   * The way up from the chosen parent, each category read with its parent. The walk stops at the category moved
   * (a cycle) and at an id that is not there, which is then missing from the map.
   */
  ancestry: ReadonlyMap<string, string | null>;
}

export interface PlaceCategoryInput {
  parent_id?: unknown;
}

/** The level the category gets, or why it cannot go there. */
export function decidePlaceCategory({ category, ancestry }: PlaceCategoryState, input: PlaceCategoryInput): { level: number } | Refusal {
  let level = 1;
  let cursor = categoryParent(input.parent_id);
  const seen = new Set<string>();
  while (cursor) {
    if (cursor === category?.id) return refuseField('parent_id', '不能选择自己或下级分类作为上级分类');
    if (!ancestry.has(cursor)) return refuseField('parent_id', '上级分类不存在');
    if (seen.has(cursor)) return refuseField('parent_id', `分类最多${categoryMaxLevel}级`); // a loop already stored: no depth fits
    seen.add(cursor);
    level += 1;
    cursor = ancestry.get(cursor) ?? null;
  }
  if (level > categoryMaxLevel) return refuseField('parent_id', `分类最多${categoryMaxLevel}级`);
  const moved = category !== null && (category.parent_id ?? null) !== (input.parent_id ?? null);
  if (moved && category.children > 0) return refuseConflict('该分类下有子分类，不能移动');
  return { level };
}
