import { describe, expect, it } from 'vitest';
import { cartons } from './cartons.ts';

describe('cartons', () => {
  it('packs full cartons and puts the rest in the last one', () => {
    expect(cartons(25, 10)).toEqual([10, 10, 5]);
    expect(cartons(20, 10)).toEqual([10, 10]);
    expect(cartons(3, 10)).toEqual([3]);
  });

  it('makes no carton of nothing', () => {
    expect(cartons(0, 10)).toEqual([]);
    expect(cartons(5, 0)).toEqual([]);
  });
});
