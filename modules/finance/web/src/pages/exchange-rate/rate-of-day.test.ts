import { describe, expect, it } from 'vitest';
import { rateRows, todayInShanghai } from './rate-of-day.ts';

describe('the rate-of-day panel', () => {
  it("takes today's Shanghai date, not the browser's", () => {
    expect(todayInShanghai(new Date('2026-03-14T16:30:00Z'))).toBe('2026-03-15');
    expect(todayInShanghai(new Date('2026-03-14T15:59:59Z'))).toBe('2026-03-14');
  });

  it('says when a currency has no rate yet, and marks the base currency', () => {
    expect(
      rateRows([
        { currency_code: 'CNY', currency_name: '人民币', rate: '1.000000', effective_date: null },
        { currency_code: 'USD', currency_name: '美元', rate: '7.130000', effective_date: '2026-02-01' },
        { currency_code: 'SGD', currency_name: '新加坡元', rate: null, effective_date: null },
      ]),
    ).toEqual([
      { currency_code: 'CNY', currency: 'CNY 人民币', rate: '1.000000', effective: '本位币' },
      { currency_code: 'USD', currency: 'USD 美元', rate: '7.130000', effective: '2026-02-01' },
      { currency_code: 'SGD', currency: 'SGD 新加坡元', rate: '暂无汇率', effective: '-' },
    ]);
  });
});
