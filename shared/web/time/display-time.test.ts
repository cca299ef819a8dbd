import { describe, expect, it } from 'vitest';
import { displayDate, formatDisplayTime, wireDayRange, wireFromDisplayTime } from './display-time.ts';

describe('display time', () => {
  it('shows wire times in Asia/Shanghai to the second', () => {
    expect(formatDisplayTime('2026-11-21T08:00:00Z')).toBe('2026-11-21 16:00:00');
    expect(formatDisplayTime('2026-11-21T17:30:05.120Z')).toBe('2026-11-22 01:30:05');
    expect(displayDate('2026-11-21T17:00:00Z')).toBe('2026-11-22');
  });

  it('keeps empty values empty and unreadable ones as sent', () => {
    expect(formatDisplayTime(null)).toBe('');
    expect(formatDisplayTime('')).toBe('');
    expect(formatDisplayTime('soon')).toBe('soon');
  });

  it('converts Shanghai wall time and day ranges back to the wire', () => {
    expect(wireFromDisplayTime('2026-11-21 16:00:00')).toBe('2026-11-21T08:00:00Z');
    expect(wireFromDisplayTime('2026-11-21')).toBe('2026-11-20T16:00:00Z');
    expect(wireFromDisplayTime('21/11/2026')).toBeNull();
    expect(wireDayRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-31T16:00:00Z', to: '2026-11-30T15:59:59.999Z' });
  });
});
