import { describe, expect, it } from 'vitest';
import { neutralize, restore } from './formula-safety.ts';

describe('formula safety', () => {
  it('neutralises every formula start, full-width forms too, and restores them', () => {
    for (const v of ['=1+1', '+86 138', '-5', '@SUM(A1)', '\tx', '\rx', '＝1', '＋1', '－1', '＠x']) {
      expect(neutralize(v)).toBe(`'${v}`);
      expect(restore(neutralize(v))).toBe(v);
    }
  });
  it('leaves ordinary text alone, apostrophes included', () => {
    for (const v of ['SKU-1', "O'Brien", "'plain", '李雷']) {
      expect(neutralize(v)).toBe(v);
      expect(restore(v)).toBe(v);
    }
  });
});
