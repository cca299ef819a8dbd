import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { quickRange, quickRangeDates } from './quick-range.ts';

// Sunday 2026-03-15, mid-afternoon.
const now = dayjs('2026-03-15T15:30:00');
const dates = (key: string, at = now) => quickRangeDates(key, at);

describe('quickRange', () => {
  it('today and yesterday are single days', () => {
    expect(dates('today')).toEqual(['2026-03-15', '2026-03-15']);
    expect(dates('yesterday')).toEqual(['2026-03-14', '2026-03-14']);
  });

  it('day_N and seven are the last N days, today included', () => {
    expect(dates('day_1')).toEqual(['2026-03-15', '2026-03-15']);
    expect(dates('day_30')).toEqual(['2026-02-14', '2026-03-15']);
    expect(dates('seven')).toEqual(['2026-03-09', '2026-03-15']);
  });

  it('week starts on Monday, Sunday included in the week before it', () => {
    expect(dates('week')).toEqual(['2026-03-09', '2026-03-15']);
    expect(dates('week', dayjs('2026-03-16'))).toEqual(['2026-03-16', '2026-03-16']);
    expect(dates('week', dayjs('2026-03-18'))).toEqual(['2026-03-16', '2026-03-18']);
  });

  it('month, season and year run from the start of the period to today', () => {
    expect(dates('month')).toEqual(['2026-03-01', '2026-03-15']);
    expect(dates('season')).toEqual(['2026-01-01', '2026-03-15']);
    expect(dates('season', dayjs('2026-08-20'))).toEqual(['2026-07-01', '2026-08-20']);
    expect(dates('season', dayjs('2026-12-31'))).toEqual(['2026-10-01', '2026-12-31']);
    expect(dates('season', dayjs('2026-05-31'))).toEqual(['2026-04-01', '2026-05-31']);
    expect(dates('year')).toEqual(['2026-01-01', '2026-03-15']);
  });

  it('Nd, Nm and Ny are N whole units ending today', () => {
    expect(dates('10d')).toEqual(dates('day_10'));
    expect(dates('1m')).toEqual(['2026-02-16', '2026-03-15']);
    expect(dates('3m')).toEqual(['2025-12-16', '2026-03-15']);
    expect(dates('1y')).toEqual(['2025-03-16', '2026-03-15']);
    expect(dates('3m', dayjs('2026-05-31'))).toEqual(['2026-03-01', '2026-05-31']);
  });

  it('spans whole days as dayjs values', () => {
    const [start, end] = quickRange('today', now);
    expect(start.format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-15 00:00:00.000');
    expect(end.format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-03-15 23:59:59.999');
  });

  it('accepts a Date and defaults to now', () => {
    expect(quickRangeDates('today', new Date(2026, 2, 15, 8))).toEqual(['2026-03-15', '2026-03-15']);
    expect(quickRangeDates('today')[0]).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('throws on unknown keys', () => {
    for (const key of ['', 'tomorrow', 'day_0', 'day_x', '0d', '3w', 'm']) expect(() => quickRange(key, now)).toThrow(/Unknown quick date range/);
  });
});
