import { describe, expect, it } from 'vitest';
import { type CategoryRow, toTree } from './category-tree.ts';

const row = (id: string, parent_id: string | null, level: number): CategoryRow => ({
  id,
  parent_id,
  code: id,
  name: id,
  name_en: null,
  level,
  sort: 0,
  version: 1,
});

describe('toTree', () => {
  it('nests rows under their parents in order, orphans as roots', () => {
    const tree = toTree([row('a', null, 1), row('b', 'a', 2), row('c', 'b', 3), row('d', 'a', 2), row('x', 'gone', 2)]);
    expect(tree.map((n) => n.key)).toEqual(['a', 'x']);
    expect(tree[0]?.children.map((n) => n.key)).toEqual(['b', 'd']);
    expect(tree[0]?.children[0]?.children[0]?.title).toBe('c（c）');
  });
});
