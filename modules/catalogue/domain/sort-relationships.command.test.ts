import { describe, expect, it } from 'vitest';
import { sortRelationships } from './sort-relationships.command.ts';

const [a, b, c] = ['0190a000-0000-7000-8000-00000000000a', '0190a000-0000-7000-8000-00000000000b', '0190a000-0000-7000-8000-00000000000c'];
const sku = '0190a000-0000-7000-8000-000000000001';
const places = [
  { id: a, sort: 1 },
  { id: b, sort: 2 },
  { id: c, sort: 3 },
];
const decide = (ids: string[]) => sortRelationships.decide(places, { sku_id: sku, ids });

describe('ordering a SKU’s related SKUs', () => {
  it('moves only the relations whose place changes', () => {
    expect(decide([a, c, b])).toEqual({
      moves: [
        { id: c, sort: 2 },
        { id: b, sort: 3 },
      ],
      count: 3,
    });
    expect(decide([a, b, c])).toEqual({ moves: [], count: 3 });
  });

  it('refuses a list that is not exactly the SKU’s relations, each once', () => {
    const stale = { refused: { message: '排序列表与该SKU的关联SKU不一致，请刷新后重试' } };
    expect(decide([a, b])).toMatchObject(stale); // one left out
    expect(decide([a, b, b])).toMatchObject(stale); // one twice
    expect(decide([a, b, sku])).toMatchObject(stale); // one that is not the SKU's
  });
});
