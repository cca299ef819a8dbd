import { describe, expect, it } from 'vitest';
import { LargeTotals } from './large-totals.ts';

describe('LargeTotals', () => {
  it('keeps an estimate for its time to live only', () => {
    const totals = new LargeTotals(1000);
    totals.set('status=5', 550_000, 0);
    expect(totals.get('status=5', 999)).toBe(550_000);
    expect(totals.get('status=5', 1000)).toBeUndefined();
    expect(totals.get('status=6', 10)).toBeUndefined();
  });

  it('forgets the oldest filter when full', () => {
    const totals = new LargeTotals(1000, 2);
    totals.set('a', 1, 0);
    totals.set('b', 2, 0);
    totals.set('c', 3, 0);
    expect([totals.get('a', 1), totals.get('b', 1), totals.get('c', 1)]).toEqual([undefined, 2, 3]);
  });
});
