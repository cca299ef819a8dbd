import { describe, expect, it } from 'vitest';
import { decideAddPictures, decidePictureOwner } from './add-pictures.command.ts';

describe('the owner pictures go to', () => {
  it('is the SPU itself when no SKU is named', () => {
    expect(decidePictureOwner({ sku: null }, { spu_id: 'spu1' })).toEqual({ spu_id: 'spu1', sku_id: null });
    expect(decidePictureOwner({ sku: null }, { spu_id: 'spu1', sku_id: null })).toEqual({ spu_id: 'spu1', sku_id: null });
  });

  it('is a SKU of the SPU', () => {
    expect(decidePictureOwner({ sku: { spu_id: 'spu1' } }, { spu_id: 'spu1', sku_id: 'sku1' })).toEqual({ spu_id: 'spu1', sku_id: 'sku1' });
  });

  it('refuses a SKU of another SPU', () => {
    expect(decidePictureOwner({ sku: { spu_id: 'spu2' } }, { spu_id: 'spu1', sku_id: 'sku1' })).toEqual({
      refused: { field: 'sku_id', rule: 'SKU不属于该SPU' },
    });
  });
});

describe('adding pictures', () => {
  const files = new Map([
    ['f1', { name: '正面.png' }],
    ['f2', { name: 'x'.repeat(250) }],
  ]);

  it('numbers the pictures after the owner’s last, in the order given, with their names and tags', () => {
    expect(decideAddPictures({ lastSort: 4, files }, { files: ['f2', 'f1', 'f3'], tags: ['白底'] })).toEqual([
      { file: 'f2', name: 'x'.repeat(200), tags: ['白底'], sort: 5 },
      { file: 'f1', name: '正面.png', tags: ['白底'], sort: 6 },
      { file: 'f3', name: null, tags: ['白底'], sort: 7 },
    ]);
  });

  it('starts at 1 for an owner with no pictures, no tags when none are given', () => {
    expect(decideAddPictures({ lastSort: null, files: new Map() }, { files: ['f1'] })).toEqual([{ file: 'f1', name: null, tags: [], sort: 1 }]);
  });
});
