import { describe, expect, it } from 'vitest';
import { rateText, reviewState, splitElements, valueText, withElement } from './customs-rows.ts';

describe('the customs screens', () => {
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
