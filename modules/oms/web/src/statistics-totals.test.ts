import { describe, expect, it } from 'vitest';
import { totalsOf } from './statistics-totals.ts';

const row = (currency: string, amount: string, orders = 1) => ({ currency, amount, orders, quantity: orders * 2, shipped: 0, cancelled: 0 });

describe('业绩统计 totals', () => {
  it('sums per currency, exactly, never across currencies', () => {
    expect(totalsOf([row('USD', '0.10'), row('EUR', '5.00', 2), row('USD', '0.20')])).toEqual([
      { currency: 'EUR', orders: 2, quantity: 4, amount: '5.00', shipped: 0, cancelled: 0 },
      { currency: 'USD', orders: 2, quantity: 4, amount: '0.30', shipped: 0, cancelled: 0 },
    ]);
    expect(totalsOf([])).toEqual([]);
  });
});
