import { describe, expect, it } from 'vitest';
import { pushQuantity } from './listing.ts';

describe('the quantity a listing offers its platform', () => {
  it('shares what is available beyond the reserve, rounded down', () => {
    expect(pushQuantity({ available: 105, share_percent: 50, safety_stock: 5, fixed_quantity: null })).toBe(50);
    expect(pushQuantity({ available: 9, share_percent: 30, safety_stock: 0, fixed_quantity: null })).toBe(2);
  });
  it('never offers less than nothing, and a fixed figure wins', () => {
    expect(pushQuantity({ available: 3, share_percent: 100, safety_stock: 10, fixed_quantity: null })).toBe(0);
    expect(pushQuantity({ available: -4, share_percent: 100, safety_stock: 0, fixed_quantity: null })).toBe(0);
    expect(pushQuantity({ available: 0, share_percent: 100, safety_stock: 0, fixed_quantity: 20 })).toBe(20);
  });
});
