// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moqHint, quotedHint } from './order-quoted-prices.ts';

describe('the hint of an order line’s empty 单价', () => {
  it('names the quotation’s price in the order’s currency, or asks for a price', () => {
    expect(quotedHint({ price: '12.50', currency_id: 'cny' }, 'cny')).toBe('按报价 12.50');
    expect(quotedHint({ price: '1.80', currency_id: 'usd' }, 'cny')).toBe('报价币种不同');
    expect(quotedHint(null, 'cny')).toBe('无有效报价');
    expect(quotedHint(undefined, 'cny')).toBeUndefined(); // not asked yet
  });
});

describe('the hint of an order line’s empty 数量', () => {
  it('names the supplier’s MOQ of the SKU, or nothing', () => {
    expect(moqHint(24)).toBe('起订 24');
    expect(moqHint(null)).toBeUndefined();
    expect(moqHint(undefined)).toBeUndefined(); // not asked yet
  });
});
