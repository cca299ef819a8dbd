import { describe, expect, it } from 'vitest';
import { fromScaled, toScaled } from './decimal.ts';

describe('exact decimals as integer units', () => {
  it('reads a decimal string into units of its last place and writes it back', () => {
    expect(toScaled('500.01', 2)).toBe(50001n);
    expect(fromScaled(50001n, 2)).toBe('500.01');
    expect(fromScaled(toScaled('500', 2) - toScaled('300.5', 2), 2)).toBe('199.50');
  });

  it('writes small and negative amounts with their leading zero and sign', () => {
    expect(fromScaled(5n, 2)).toBe('0.05');
    expect(fromScaled(0n, 2)).toBe('0.00');
    expect(fromScaled(-150n, 2)).toBe('-1.50');
    expect(fromScaled(7n, 0)).toBe('7');
  });
});
