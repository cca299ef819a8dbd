import { describe, expect, it } from 'vitest';
import { swapWithNeighbour, toFetch, urlsOf } from './image-url-rows.ts';

describe('image-url rows', () => {
  it('reads one address per line, trimmed, without blanks or repeats', () => {
    expect(urlsOf(' https://a.example/1.png \n\nhttps://a.example/2.png\r\nhttps://a.example/1.png\n')).toEqual([
      'https://a.example/1.png',
      'https://a.example/2.png',
    ]);
  });

  it('swaps a row with its neighbour, not past either end', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(swapWithNeighbour(rows, 1, -1)).toEqual(['b', 'a']);
    expect(swapWithNeighbour(rows, 1, 1)).toEqual(['c', 'b']);
    expect(swapWithNeighbour(rows, 0, -1)).toBeNull();
    expect(swapWithNeighbour(rows, 2, 1)).toBeNull();
  });

  it('fetches the checked entries, else those not finished', () => {
    const rows = [
      { id: 'a', state: 'done' as const },
      { id: 'b', state: 'failed' as const },
      { id: 'c', state: 'pending' as const },
    ];
    expect(toFetch(rows, [])).toEqual(['b', 'c']);
    expect(toFetch(rows, ['a'])).toEqual(['a']);
  });
});
