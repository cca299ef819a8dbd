import { describe, expect, it } from 'vitest';
import { DEFAULT_SIMILARITY, distanceFor, firstImage, MIN_SIMILARITY } from './image-search-rows.ts';

describe('以图搜图 rows', () => {
  it('turns the similarity % into the bits that may differ', () => {
    expect(distanceFor(100)).toBe(0);
    expect(distanceFor(DEFAULT_SIMILARITY)).toBe(12);
    expect(distanceFor(MIN_SIMILARITY)).toBe(32);
    expect(distanceFor(0)).toBe(32); // never beyond what the server takes
    expect(distanceFor(95)).toBe(3);
  });

  it('takes the first picture of a drop or a paste', () => {
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    const png = new File(['x'], 'b.png', { type: 'image/png' });
    expect(firstImage([text, png])).toBe(png);
    expect(firstImage([text])).toBeNull();
    expect(firstImage(null)).toBeNull();
  });
});
