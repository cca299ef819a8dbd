import { describe, expect, it } from 'vitest';
import { decideBatchMainPicture, decideMainPicture, ownerKey, ownersLosingMain, uniqueOwners } from './set-main-picture.command.ts';

const spuOwn = { spu_id: 'spu1', sku_id: null };
const sku1 = { spu_id: 'spu1', sku_id: 'sku1' };
const sku2 = { spu_id: 'spu1', sku_id: 'sku2' };

describe('owners of pictures', () => {
  it('keys the SPU’s own pictures apart from each SKU’s', () => {
    expect(ownerKey(spuOwn)).toBe('spu1/');
    expect(ownerKey(sku1)).toBe('spu1/sku1');
  });

  it('names each owner once, in the order first met, without the pictures’ other fields', () => {
    const pictures = [
      { ...sku1, id: 'p1' },
      { ...spuOwn, id: 'p2' },
      { ...sku1, id: 'p3' },
    ];
    expect(uniqueOwners(pictures)).toEqual([sku1, spuOwn]);
  });

  it('names the owners whose main picture is among the pictures', () => {
    const pictures = [
      { ...sku1, is_main: false },
      { ...sku2, is_main: true },
      { ...spuOwn, is_main: false },
      { ...sku2, is_main: true },
    ];
    expect(ownersLosingMain(pictures)).toEqual([sku2]);
    expect(ownersLosingMain([])).toEqual([]);
  });
});

describe('making a picture main', () => {
  it('takes the main picture from the owner’s previous ones', () => {
    const mates = [
      { id: 'p1', is_main: true },
      { id: 'p2', is_main: false },
      { id: 'p3', is_main: true },
    ];
    expect(decideMainPicture({ mates }, { id: 'p2' })).toEqual({ demote: ['p1', 'p3'], promote: 'p2' });
  });

  it('promotes the picture when the owner has no main picture', () => {
    expect(decideMainPicture({ mates: [{ id: 'p1', is_main: false }] }, { id: 'p1' })).toEqual({ demote: [], promote: 'p1' });
  });

  it('changes nothing for a picture already the only main one', () => {
    const mates = [
      { id: 'p1', is_main: false },
      { id: 'p2', is_main: true },
    ];
    expect(decideMainPicture({ mates }, { id: 'p2' })).toEqual({ demote: [], promote: null });
  });

  it('refuses a picture no longer with the owner it was read with', () => {
    expect(decideMainPicture({ mates: [{ id: 'p1', is_main: true }] }, { id: 'p9' })).toEqual({ refused: { conflict: '图片已被移动，请刷新后重试' } });
    expect(decideMainPicture({ mates: [] }, { id: 'p9' })).toEqual({ refused: { conflict: '图片已被移动，请刷新后重试' } });
  });
});

describe('making several pictures main at once', () => {
  it('answers the pictures in their owners’ order, leaving the list read as it was', () => {
    const pictures = [
      { ...sku2, id: 'a' },
      { ...spuOwn, id: 'b' },
      { ...sku1, id: 'c' },
      { spu_id: 'spu0', sku_id: 'sku9', id: 'd' },
    ];
    expect(decideBatchMainPicture(pictures)).toEqual({ pictures: [pictures[3], pictures[1], pictures[2], pictures[0]] });
    expect(pictures.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses two pictures of one owner', () => {
    expect(
      decideBatchMainPicture([
        { ...sku1, id: 'a' },
        { ...sku2, id: 'b' },
        { ...sku1, id: 'c' },
      ]),
    ).toEqual({
      refused: { conflict: '同一SPU或SKU只能设置一张主图' },
    });
    expect(
      decideBatchMainPicture([
        { ...spuOwn, id: 'a' },
        { ...spuOwn, id: 'b' },
      ]),
    ).toEqual({ refused: { conflict: '同一SPU或SKU只能设置一张主图' } });
  });
});
