import { describe, expect, it } from 'vitest';
import { type FlatCategory, nestCategories } from './category-nest.ts';

const row = (id: string, parent_id: string | null, name: string, level: number, sort = 0): FlatCategory => ({
  id,
  parent_id,
  code: id.toUpperCase(),
  name,
  level,
  sort,
});
// Parents before children, siblings in sort order: as categoryTree answers them.
const rows = [
  row('a', null, '服装', 1),
  row('b', null, '家居', 1, 1),
  row('a1', 'a', '上衣', 2),
  row('a2', 'a', '裤装', 2, 1),
  row('b1', 'b', '床品', 2),
  row('a11', 'a1', 'T恤', 3),
];
const shape = (nodes: ReturnType<typeof nestCategories>): unknown => nodes.map((n) => [n.name, n.path, shape(n.children)]);

describe('nestCategories', () => {
  it('nests every level in the rows order, with each node path', () => {
    expect(shape(nestCategories(rows))).toEqual([
      [
        '服装',
        '服装',
        [
          ['上衣', '服装 / 上衣', [['T恤', '服装 / 上衣 / T恤', []]]],
          ['裤装', '服装 / 裤装', []],
        ],
      ],
      ['家居', '家居', [['床品', '家居 / 床品', []]]],
    ]);
  });

  it('answers the descendants of one category, paths from the root', () => {
    expect(shape(nestCategories(rows, 'a'))).toEqual([
      ['上衣', '服装 / 上衣', [['T恤', '服装 / 上衣 / T恤', []]]],
      ['裤装', '服装 / 裤装', []],
    ]);
    expect(nestCategories(rows, 'a11')).toEqual([]);
    expect(nestCategories(rows, 'nope')).toEqual([]);
  });

  it('stops at the asked depth', () => {
    expect(shape(nestCategories(rows, undefined, 1))).toEqual([
      ['服装', '服装', []],
      ['家居', '家居', []],
    ]);
    expect(shape(nestCategories(rows, 'a', 1))).toEqual([
      ['上衣', '服装 / 上衣', []],
      ['裤装', '服装 / 裤装', []],
    ]);
  });
});
