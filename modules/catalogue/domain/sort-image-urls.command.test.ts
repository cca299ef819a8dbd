import { describe, expect, it } from 'vitest';
import { decideSortImageUrls } from './sort-image-urls.command.ts';

const entries = [
  { id: 'a', spu_id: 'spu1', sort: 2 },
  { id: 'b', spu_id: 'spu1', sort: 5 },
  { id: 'c', spu_id: 'spu1', sort: 9 },
];

describe('sorting image-url entries', () => {
  it('gives the entries, in the new order, the places they held, moving only the ones whose place changes', () => {
    expect(decideSortImageUrls({ entries }, { ids: ['c', 'b', 'a'] })).toEqual({
      moves: [
        { id: 'a', sort: 9 },
        { id: 'c', sort: 2 },
      ],
      sorted: 3,
    });
  });

  it('moves nothing when the order is the one they have', () => {
    expect(decideSortImageUrls({ entries }, { ids: ['a', 'b', 'c'] })).toEqual({ moves: [], sorted: 3 });
  });

  it('places an entry without a place as at 0, and moves it even when it stays there', () => {
    const unplaced = [
      { id: 'a', spu_id: 'spu1', sort: null },
      { id: 'b', spu_id: 'spu1', sort: 3 },
    ];
    expect(decideSortImageUrls({ entries: unplaced }, { ids: ['a', 'b'] })).toEqual({ moves: [{ id: 'a', sort: 0 }], sorted: 2 });
    expect(decideSortImageUrls({ entries: unplaced }, { ids: ['b', 'a'] })).toEqual({
      moves: [
        { id: 'a', sort: 3 },
        { id: 'b', sort: 0 },
      ],
      sorted: 2,
    });
  });

  it('refuses entries of more than one SPU', () => {
    expect(decideSortImageUrls({ entries: [...entries, { id: 'd', spu_id: 'spu2', sort: 1 }] }, { ids: ['d', 'a', 'b', 'c'] })).toEqual({
      refused: { conflict: '只能排序同一SPU的图片链接' },
    });
  });
});
