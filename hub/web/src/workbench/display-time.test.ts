import { describe, expect, it } from 'vitest';
import { formatDisplayTime } from './display-time.ts';

describe('display time', () => {
  it('shows UTC wire times in Asia/Shanghai', () => {
    expect(formatDisplayTime('2026-11-21T08:00:00Z')).toBe('2026-11-21 16:00:00');
    expect(formatDisplayTime('soon')).toBe('soon');
  });
});
