import { describe, expect, it } from 'vitest';
import { byOwner, ownerOf, ownerQuery, type PictureRow, repeatedOwner } from './picture-rows.ts';

describe('picture rows', () => {
  it('orders the grid: the SPU’s own pictures first, then each SKU’s by its code, each in its sort order', () => {
    const row = (id: string, sku: string | null, sort: number): PictureRow => ({
      id,
      name: null,
      spu_id: 's',
      sku_id: sku && `id-${sku}`,
      sku_id_title: sku,
      tags: [],
      is_main: false,
      sort,
      file: null,
    });
    const rows = [row('k2', 'TS-WHT', 1), row('s2', null, 2), row('k1', 'TS-BLK', 2), row('k0', 'TS-BLK', 1), row('s1', null, 1)];
    expect(rows.sort(byOwner).map((r) => r.id)).toEqual(['s1', 's2', 'k0', 'k1', 'k2']);
  });

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
