import { describe, expect, it } from 'vitest';
import { decideAddSku } from './add-sku.command.ts';

describe('adding a SKU by hand', () => {
  const spu = { code: 'TS001' };

  it('adds a SKU whose code starts with its SPU’s and a dash', () => {
    expect(decideAddSku({ spu }, { code: 'TS001-BLK-M' })).toEqual({ add: true });
  });

  it('refuses an SPU that does not exist, before the code', () => {
    expect(decideAddSku({ spu: null }, { code: 'X' })).toEqual({ refused: { field: 'spu_id', rule: 'SPU不存在' } });
  });

  it('refuses a code that does not start with the SPU’s and a dash', () => {
    const refused = { refused: { field: 'code', rule: 'SKU编码须以「TS001-」开头' } };
    expect(decideAddSku({ spu }, { code: 'TS002-BLK' })).toEqual(refused);
    expect(decideAddSku({ spu }, { code: 'TS001BLK' })).toEqual(refused);
    expect(decideAddSku({ spu }, { code: 'ts001-blk' })).toEqual(refused);
  });
});
