import { describe, expect, it } from 'vitest';
import { formatMinute, wireFromWallTime } from './display-time.ts';

describe('display time', () => {
  it('shows UTC wire times in Asia/Shanghai to the minute', () => {
    expect(formatMinute('2026-11-21T08:00:00Z')).toBe('2026-11-21 16:00');
    expect(formatMinute('2026-11-21T16:30:59Z')).toBe('2026-11-22 00:30');
    expect(formatMinute('2026-11-21T08:05:00.123+00:00')).toBe('2026-11-21 16:05');
  });

  it('leaves empty and unreadable values alone', () => {
    expect(formatMinute(null)).toBe('');
    expect(formatMinute('')).toBe('');
    expect(formatMinute('soon')).toBe('soon');
  });

  it('reads Shanghai wall time back as a UTC wire time', () => {
    expect(wireFromWallTime('2026-11-21 16:00')).toBe('2026-11-21T08:00:00Z');
    expect(wireFromWallTime('2026-11-22 00:30:15')).toBe('2026-11-21T16:30:15Z');
    expect(wireFromWallTime(wireFromWallTime('x'))).toBeNull();
    expect(wireFromWallTime('2026-13-40 25:00')).toBeNull();
  });

  it('round-trips', () => {
    const wire = '2026-01-01T00:00:00Z';
    expect(wireFromWallTime(formatMinute(wire))).toBe(wire);
  });
});
