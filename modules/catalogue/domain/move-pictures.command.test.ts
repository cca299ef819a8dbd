import { describe, expect, it } from 'vitest';
import { decideMovePictures } from './move-pictures.command.ts';

const target = { spu_id: 'spu2', sku_id: 'sku9' };

describe('moving pictures', () => {
  it('numbers the pictures after the new owner’s last, in the order read, and resyncs the owners losing their main', () => {
    const pictures = [
      { id: 'p1', spu_id: 'spu1', sku_id: null, is_main: true },
      { id: 'p2', spu_id: 'spu1', sku_id: 'sku1', is_main: false },
      { id: 'p3', spu_id: 'spu1', sku_id: 'sku1', is_main: true },
    ];
    expect(decideMovePictures({ pictures, lastSort: 3 }, target)).toEqual({
      moves: [
        { id: 'p1', sort: 4 },
        { id: 'p2', sort: 5 },
        { id: 'p3', sort: 6 },
      ],
      resync: [
        { spu_id: 'spu1', sku_id: null },
        { spu_id: 'spu1', sku_id: 'sku1' },
      ],
      moved: 3,
    });
  });

  it('leaves the pictures with the owner already where they are, still counting them', () => {
    const pictures = [
      { id: 'p1', ...target, is_main: true },
      { id: 'p2', spu_id: 'spu2', sku_id: null, is_main: false },
    ];
    expect(decideMovePictures({ pictures, lastSort: null }, target)).toEqual({ moves: [{ id: 'p2', sort: 1 }], resync: [target], moved: 2 });
  });
});
