import { describe, expect, it } from 'vitest';
import { wireTimeOfPg } from './types.ts';

describe('wireTimeOfPg', () => {
  it('gives the same text as Date.toISOString without zero milliseconds', () => {
    for (const text of [
      '2026-03-01 08:05:09+00',
      '2026-03-01 08:05:09.5+00',
      '2026-03-01 08:05:09.123456+00',
      '2026-03-01 08:05:09.000001+00',
      '1999-12-31 23:59:59.999+00',
    ]) {
      expect(wireTimeOfPg(text), text).toBe(new Date(text).toISOString().replace(/\.000Z$/, 'Z'));
    }
  });

  it('reads other offsets through Date', () => {
    expect(wireTimeOfPg('2026-03-01 08:05:09+08')).toBe('2026-03-01T00:05:09Z');
  });
});
