import { describe, expect, it } from 'vitest';
import { type RelationFacts, relationRefusal } from './relate-skus.ts';

const ok: RelationFacts = { sku: { code: 'A-1' }, related: { code: 'B-2', status: 'active' }, self: false, creating: true, duplicate: false };

describe('关联SKU', () => {
  it.each<[string, Partial<RelationFacts>, string | null]>([
    ['a new relation to an active SKU', {}, null],
    ['a missing SKU', { sku: undefined }, 'SKU不存在'],
    ['a missing related SKU', { related: undefined }, '关联SKU不存在'],
    ['the SKU itself', { self: true }, '不能关联SKU自身'],
    ['a retired SKU, newly', { related: { code: 'B-2', status: 'retired' } }, 'SKU B-2 已淘汰，不能关联'],
    ['a retired SKU kept by an edit', { related: { code: 'B-2', status: 'retired' }, creating: false }, null],
    ['the same pair twice', { duplicate: true }, '已关联SKU B-2'],
  ])('%s', (_, over, refusal) => {
    expect(relationRefusal({ ...ok, ...over })).toBe(refusal);
  });
});
