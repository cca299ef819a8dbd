import { describe, expect, it } from 'vitest';
import { DIAGONALS, LETTER_ROWS, runsOf, toKey } from './keyboard.ts';

describe('keyboard', () => {
  it('has the three letter rows', () => {
    expect(LETTER_ROWS).toEqual(['qwertyuiop', 'asdfghjkl', 'zxcvbnm']);
  });

  it('reads the down-right and down-left diagonals, top row first', () => {
    expect([...DIAGONALS].sort()).toEqual(
      [
        // down-right, the keyboard's columns
        '1qaz',
        '2wsx',
        '3edc',
        '4rfv',
        '5tgb',
        '6yhn',
        '7ujm',
        '8ik,',
        '9ol.',
        '0p;/',
        // down-left, the other slant (zse4 read top-down is 4esz)
        '4esz',
        '5rdx',
        '6tfc',
        '7ygv',
        '8uhb',
        '9ijn',
        '0okm',
        '-pl,',
        '=[;.',
      ].sort(),
    );
  });

  it('maps shifted characters and capitals to their key', () => {
    expect(['!', '@', 'Q', '<', '>', '?', ':', '{', '+', '_', 'a', '1'].map(toKey)).toEqual(['1', '2', 'q', ',', '.', '/', ';', '[', '=', '-', 'a', '1']);
  });

  it('lists runs forwards and backwards', () => {
    expect([...runsOf(['abcd'], 3)].sort()).toEqual(['abc', 'bcd', 'cba', 'dcb']);
    expect(runsOf(['ab'], 3).size).toBe(0);
  });
});
