// The US keyboard as the password policy sees it: four rows of keys, unshifted.
const KEY_ROWS = ['1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./'] as const;

// The letter rows checked by the "3 keyboard-row letters" rule.
export const LETTER_ROWS: readonly string[] = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

// Shifted characters typed on the same key as their unshifted partner ('!QAZ' is the key run 1qaz).
const SHIFTED: Readonly<Record<string, string>> = {
  '~': '`',
  '!': '1',
  '@': '2',
  '#': '3',
  $: '4',
  '%': '5',
  '^': '6',
  '&': '7',
  '*': '8',
  '(': '9',
  ')': '0',
  _: '-',
  '+': '=',
  '{': '[',
  '}': ']',
  '|': '\\',
  ':': ';',
  '"': "'",
  '<': ',',
  '>': '.',
  '?': '/',
};

export function toKey(char: string): string {
  return SHIFTED[char] ?? char.toLowerCase();
}

// Keyboard diagonals, four keys each, one key per row, written top row first.
// Down-right: the keys read down a column of the staggered keyboard, 1qaz … 0p;/.
// Down-left: the keys read down the other slant, 4esz … =[;. (zse4 read bottom-up).
function diagonals(): string[] {
  const [r0, r1, r2, r3] = KEY_ROWS;
  const found: string[] = [];
  for (let i = 0; i < r3.length; i++) {
    const downRight = [r0[i], r1[i], r2[i], r3[i]];
    const downLeft = [r0[i + 3], r1[i + 2], r2[i + 1], r3[i]];
    for (const keys of [downRight, downLeft]) {
      if (keys.every((k) => k !== undefined)) found.push(keys.join(''));
    }
  }
  return found;
}

export const DIAGONALS: readonly string[] = diagonals();

// Every run of `length` characters along `lines`, read forwards and backwards.
export function runsOf(lines: readonly string[], length: number): Set<string> {
  const runs = new Set<string>();
  for (const line of lines) {
    for (let i = 0; i + length <= line.length; i++) {
      const run = line.slice(i, i + length);
      runs.add(run);
      runs.add([...run].reverse().join(''));
    }
  }
  return runs;
}
