import { describe, expect, it } from 'vitest';
import { decideSetSkuPrices, type SetSkuPricesInput } from './set-sku-prices.command.ts';

const sku = { id: 's1', code: 'TS001-BLK-M' };
const state = {
  sku,
  codes: new Map([
    ['usd', { code: 'USD-RETAIL', status: 'enabled' }],
    ['eur', { code: 'EUR-RETAIL', status: 'enabled' }],
    ['gbp', { code: 'GBP-RETAIL', status: 'enabled' }],
    ['old', { code: 'OLD', status: 'disabled' }],
  ]),
  existing: new Map([
    ['usd', { id: 'p-usd', price: '10.00' }],
    ['eur', { id: 'p-eur', price: '9.00' }],
    ['old', { id: 'p-old', price: '5.00' }],
  ]),
};
const decide = (prices: SetSkuPricesInput['prices']) => decideSetSkuPrices(state, { prices });

describe('setting a SKU’s prices', () => {
  it('updates, clears and adds prices in the order named, and says what changed', () => {
    expect(
      decide([
        { price_code_id: 'usd', price: '12.50' },
        { price_code_id: 'eur', price: null },
        { price_code_id: 'gbp', price: '8.00' },
      ]),
    ).toEqual({
      sku,
      steps: [{ update: { id: 'p-usd', price: '12.50' } }, { remove: 'p-eur' }, { create: { price_code_id: 'gbp', price: '8.00' } }],
      changed: {
        'USD-RETAIL': { from: '10.00', to: '12.50' },
        'EUR-RETAIL': { from: '9.00', to: null },
        'GBP-RETAIL': { from: null, to: '8.00' },
      },
    });
  });

  it('writes nothing for a price unchanged or a code already without one', () => {
    expect(decide([])).toEqual({ sku, steps: [], changed: {} });
    expect(
      decide([
        { price_code_id: 'usd', price: '10.00' },
        { price_code_id: 'gbp', price: null },
      ]),
    ).toEqual({ sku, steps: [], changed: {} });
  });

  it('clears or keeps a price in a disabled code, but sets none there', () => {
    expect(decide([{ price_code_id: 'old', price: null }])).toEqual({ sku, steps: [{ remove: 'p-old' }], changed: { OLD: { from: '5.00', to: null } } });
    expect(decide([{ price_code_id: 'old', price: '5.00' }])).toEqual({ sku, steps: [], changed: {} });
    expect(decide([{ price_code_id: 'old', price: '6.00' }])).toEqual({ refused: { conflict: '价格代码 OLD 已停用，不能设置价格' } });
  });

  it('refuses a code named twice or one that does not exist', () => {
    expect(
      decide([
        { price_code_id: 'usd', price: '1.00' },
        { price_code_id: 'usd', price: '2.00' },
      ]),
    ).toEqual({ refused: { field: 'prices', rule: '价格代码重复' } });
    expect(decide([{ price_code_id: 'gone', price: '1.00' }])).toEqual({ refused: { field: 'prices', rule: '价格代码不存在' } });
  });

  it('refuses the whole set at the first bad line, writing nothing', () => {
    expect(
      decide([
        { price_code_id: 'usd', price: '12.50' },
        { price_code_id: 'old', price: '6.00' },
      ]),
    ).toEqual({ refused: { conflict: '价格代码 OLD 已停用，不能设置价格' } });
  });
});
