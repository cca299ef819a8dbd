import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('is a version-7 UUID', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('sorts by creation time', () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_700_000_000_001);
    expect(a < b).toBe(true);
  });
  it('carries its 48-bit millisecond time first', () => {
    expect(newId(0x0123456789ab).slice(0, 13)).toBe('01234567-89ab');
  });
  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newId(1)));
    expect(ids.size).toBe(5000);
  });
});
