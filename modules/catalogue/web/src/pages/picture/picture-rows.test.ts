import { describe, expect, it } from 'vitest';
import { ownerOf, ownerQuery, repeatedOwner } from './picture-rows.ts';

describe('picture rows', () => {
  it('keys a picture by its SKU, else its SPU', () => {
    expect(ownerOf({ spu_id: 'a', sku_id: null })).toBe('spu:a');
    expect(ownerOf({ spu_id: 'a', sku_id: 'k' })).toBe('k');
  });

  it('finds two pictures of one owner in a batch main choice', () => {
    expect(
      repeatedOwner([
        { spu_id: 'a', sku_id: null },
        { spu_id: 'a', sku_id: 'k', sku_id_title: 'TS-BLK' },
      ]),
    ).toBeNull();
    expect(
      repeatedOwner([
        { spu_id: 'a', sku_id: null },
        { spu_id: 'a', sku_id: null },
      ]),
    ).toBe('SPU');
    expect(
      repeatedOwner([
        { spu_id: 'a', sku_id: 'k', sku_id_title: 'TS-BLK' },
        { spu_id: 'a', sku_id: 'k', sku_id_title: 'TS-BLK' },
      ]),
    ).toBe('TS-BLK');
  });

  it('turns the owner choice into list filters', () => {
    expect(ownerQuery('all')).toEqual({});
    expect(ownerQuery('spu')).toEqual({ owner: 'spu' });
    expect(ownerQuery('k1')).toEqual({ sku_id: 'k1' });
  });
});
