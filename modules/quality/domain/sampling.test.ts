import { describe, expect, it } from 'vitest';
import { sampleOf } from './sampling.ts';

describe('sampleOf', () => {
  it('takes the ratio’s share rounded up, at least its minimum, never more than the quantity', () => {
    expect(sampleOf(200, null)).toBe(20); // the default 10%
    expect(sampleOf(201, { percent: '10', min_sample: 1 })).toBe(21);
    expect(sampleOf(1000, { percent: '2.5', min_sample: 1 })).toBe(25);
    expect(sampleOf(7, { percent: '0.01', min_sample: 5 })).toBe(5);
    expect(sampleOf(3, { percent: '50', min_sample: 5 })).toBe(3);
    expect(sampleOf(0, { percent: '50', min_sample: 5 })).toBe(0);
    expect(sampleOf(3, { percent: '100.00', min_sample: 1 })).toBe(3);
  });
});
