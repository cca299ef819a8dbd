import { describe, expect, it } from 'vitest';
import { decideDeletePriceCode } from './delete-price-code.command.ts';

describe('deleting a price code', () => {
  it('deletes a code no SKU has a price in', () => {
    expect(decideDeletePriceCode({ id: 'pc1', hasSkuPrices: false })).toEqual({ remove: 'pc1' });
  });

  it('refuses while a SKU has a price in it', () => {
    expect(decideDeletePriceCode({ id: 'pc1', hasSkuPrices: true })).toEqual({ refused: { conflict: '该价格代码已有SKU价格，不能删除，请停用' } });
  });
});
