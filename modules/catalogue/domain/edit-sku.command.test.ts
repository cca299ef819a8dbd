import { describe, expect, it } from 'vitest';
import { skuPriceChange } from './edit-sku.command.ts';

const before = { id: 's1', code: 'TS001-BLK', name: 'T恤', cost_price: '10.00', sale_price: '25.00' };

describe('the price change an edit announces', () => {
  it('names each changed price with its value before and after', () => {
    expect(skuPriceChange(before, { ...before, sale_price: '29.90' })).toEqual({ id: 's1', code: 'TS001-BLK', sale_price: { from: '25.00', to: '29.90' } });
    expect(skuPriceChange(before, { ...before, cost_price: null, sale_price: '30.00' })).toEqual({
      id: 's1',
      code: 'TS001-BLK',
      cost_price: { from: '10.00', to: null },
      sale_price: { from: '25.00', to: '30.00' },
    });
    expect(skuPriceChange({ ...before, cost_price: null }, { ...before, cost_price: '8.00' })).toEqual(
      expect.objectContaining({ cost_price: { from: null, to: '8.00' } }),
    );
  });

  it('announces nothing when no price changed', () => {
    expect(skuPriceChange(before, { ...before, name: 'T恤 新' })).toBeNull();
    expect(skuPriceChange({ ...before, cost_price: undefined }, { ...before, cost_price: null })).toBeNull();
  });
});
