import { describe, expect, it } from 'vitest';
import { convert, pickRateOn } from './rate-on-day.ts';

const rates = [
  { effective_date: '2026-01-01', rate: '7.100000' },
  { effective_date: '2026-03-01', rate: '7.300000' },
  { effective_date: '2026-02-01', rate: '7.200000' },
];

describe('the rate of a day', () => {
  it('is the latest on or before the day, whatever the order given', () => {
    expect(pickRateOn(rates, '2026-02-15')?.rate).toBe('7.200000');
    expect(pickRateOn(rates, '2026-12-31')?.rate).toBe('7.300000');
  });

  it('takes the rate effective that very day', () => {
    expect(pickRateOn(rates, '2026-02-01')?.rate).toBe('7.200000');
    expect(pickRateOn(rates, '2026-01-31')?.rate).toBe('7.100000');
  });

  it('is missing before the first effective date, and without rates', () => {
    expect(pickRateOn(rates, '2025-12-31')).toBeUndefined();
    expect(pickRateOn([], '2026-02-01')).toBeUndefined();
  });
});

describe('convert', () => {
  it('multiplies decimals exactly and rounds half away from zero', () => {
    expect(convert('100', '7.123456')).toBe('712.35');
    expect(convert('0.1', '0.2', 2)).toBe('0.02');
    expect(convert('1.005', '1')).toBe('1.01');
    expect(convert('-1.005', '1')).toBe('-1.01');
    expect(convert('19.99', '0.047812', 4)).toBe('0.9558');
    expect(convert('3', '2', 0)).toBe('6');
    expect(convert('-0.001', '1')).toBe('0.00');
  });

  it('keeps large amounts exact (no float)', () => {
    expect(convert('9007199254740993.01', '1.000000')).toBe('9007199254740993.01');
  });
});
