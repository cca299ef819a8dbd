import { describe, expect, it } from 'vitest';
import { NO_SKU_FILTERS, rateText, reviewState, skuListParams, splitElements, valueText, withElement } from './customs-rows.ts';

describe('the customs screens', () => {
  it('sends only the filters that are set', () => {
    expect(skuListParams(NO_SKU_FILTERS)).toEqual({});
    expect(skuListParams({ code: ' TS001-BLK ', spu: '', hs_code: '6109100021', declared_name: ' ', audit_status: ['pending', 'none'] })).toEqual({
      code: 'TS001-BLK',
      hs_code: '6109100021',
      audit_status: 'pending,none',
    });
  });

  it('reads and writes the declaration elements in their `|` form, one value per element', () => {
    expect(splitElements('T恤| 针织 |', 4)).toEqual(['T恤', '针织', '', '']);
    expect(splitElements(null, 2)).toEqual(['', '']);
    expect(splitElements('a|b|c', 2)).toEqual(['a', 'b']);
    expect(withElement(['T恤', '', ''], 1, '针|织')).toBe('T恤|针织|');
  });

  it('shows rates as percentages exactly, values with their currency, a SKU without data as 未维护', () => {
    expect([rateText('0.1300'), rateText('0.0925'), rateText('1.0000'), rateText('0'), rateText(null)]).toEqual(['13%', '9.25%', '100%', '0%', '-']);
    expect([valueText('4.50', 'USD'), valueText(null, 'USD')]).toEqual(['4.50 USD', '-']);
    expect([reviewState('approved').label, reviewState(null).label]).toEqual(['已审核', '未维护']);
  });
});
