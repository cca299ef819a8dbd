import { describe, expect, it } from 'vitest';
import { joinBatchLines, splitBatchText } from './split-batch-text.ts';

describe('splitBatchText', () => {
  it('splits on line breaks and tabs and joins with commas', () => {
    expect(splitBatchText('SKU1\nSKU2\r\nSKU3\tSKU4')).toBe('SKU1,SKU2,SKU3,SKU4');
  });

  it('drops empty and blank lines and trims entries', () => {
    expect(splitBatchText('\n\n A1 \n   \n\tB2\n\n')).toBe('A1,B2');
    expect(splitBatchText('')).toBe('');
    expect(splitBatchText('\n\t\r\n')).toBe('');
  });

  it('keeps spaces inside an entry', () => {
    expect(splitBatchText('red shirt\nblue hat')).toBe('red shirt,blue hat');
  });
});

describe('joinBatchLines', () => {
  it('turns the comma list back into lines', () => {
    expect(joinBatchLines('A,B')).toBe('A\nB');
    expect(joinBatchLines('')).toBe('');
  });
});
