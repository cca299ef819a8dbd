import { describe, expect, it } from 'vitest';
import { categoryMaxLevel } from '../entities/category.entity.ts';
import { categoryParent, decidePlaceCategory, type PlaceCategoryState } from './place-category.command.ts';

// A tree: top ─ mid ─ low ─ leaf (levels 1–4), and a lone top category `other`.
const ancestry = new Map<string, string | null>([
  ['top', null],
  ['mid', 'top'],
  ['low', 'mid'],
  ['leaf', 'low'],
  ['other', null],
]);
const created = (parent_id?: unknown) => decidePlaceCategory({ category: null, ancestry }, { parent_id });
const moved = (category: PlaceCategoryState['category'], parent_id: unknown, way = ancestry) => decidePlaceCategory({ category, ancestry: way }, { parent_id });

describe('placing a category in the tree', () => {
  it('gives a new category the level below its parent, 1 at the top', () => {
    expect(created()).toEqual({ level: 1 });
    expect(created(null)).toEqual({ level: 1 });
    expect(created('')).toEqual({ level: 1 });
    expect(created('top')).toEqual({ level: 2 });
    expect(created('low')).toEqual({ level: 4 });
    expect(categoryParent('')).toBeNull();
    expect(categoryParent('top')).toBe('top');
  });

  it('moves a category without children, or keeps one with children where it is', () => {
    expect(moved({ id: 'leaf', parent_id: 'low', children: 0 }, 'other')).toEqual({ level: 2 });
    expect(moved({ id: 'mid', parent_id: 'top', children: 1 }, 'top')).toEqual({ level: 2 }); // same parent: not a move
    expect(moved({ id: 'leaf', parent_id: 'low', children: 0 }, null)).toEqual({ level: 1 });
  });

  it('refuses itself or a descendant as its parent', () => {
    const cycle = { refused: { field: 'parent_id', rule: '不能选择自己或下级分类作为上级分类' } };
    expect(moved({ id: 'mid', parent_id: 'top', children: 1 }, 'mid')).toEqual(cycle);
    // the walk up from `leaf` stopped at `mid`, the category moved
    const way = new Map<string, string | null>([
      ['leaf', 'low'],
      ['low', 'mid'],
    ]);
    expect(moved({ id: 'mid', parent_id: 'top', children: 1 }, 'leaf', way)).toEqual(cycle);
  });

  it('refuses a parent that is not there, or one above it that is not', () => {
    const missing = { refused: { field: 'parent_id', rule: '上级分类不存在' } };
    expect(created('gone')).toEqual(missing);
    expect(decidePlaceCategory({ category: null, ancestry: new Map([['orphan', 'gone']]) }, { parent_id: 'orphan' })).toEqual(missing);
  });

  it(`refuses a tree deeper than ${categoryMaxLevel} levels`, () => {
    const tooDeep = { refused: { field: 'parent_id', rule: `分类最多${categoryMaxLevel}级` } };
    expect(created('leaf')).toEqual(tooDeep);
    expect(moved({ id: 'other', parent_id: null, children: 0 }, 'leaf')).toEqual(tooDeep);
    // a loop already stored (never written through these rules) does not walk forever
    const loop = new Map<string, string | null>([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(decidePlaceCategory({ category: null, ancestry: loop }, { parent_id: 'a' })).toEqual(tooDeep);
  });

  it('refuses moving a category that has children', () => {
    expect(moved({ id: 'mid', parent_id: 'top', children: 1 }, 'other')).toEqual({ refused: { conflict: '该分类下有子分类，不能移动' } });
    expect(moved({ id: 'mid', parent_id: 'top', children: 2 }, null)).toEqual({ refused: { conflict: '该分类下有子分类，不能移动' } });
  });
});
