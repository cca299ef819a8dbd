import { describe, expect, it } from 'vitest';
import { atScale, checkedRows, runSizeOf, sizesMissingFrom } from './size-chart-rows.ts';

const run = ['S', 'M', 'L'].map((v) => ({ value: v, code: v }));
const beds = [
  { value: '1.5m床', code: '150' },
  { value: '1.8m床', code: '180' },
];

describe('size chart rows', () => {
  it('writes each decimal once at the unit scale, never through a float', () => {
    expect([atScale('96', 1), atScale('007.5', 1), atScale('37.5', 2), atScale('0.1', 1)]).toEqual(['96.0', '7.5', '37.50', '0.1']);
    expect(atScale('12345678901234567890.5', 1)).toBe('12345678901234567890.5');
  });

  it('knows a size by its option value or code, in any case', () => {
    expect(runSizeOf(beds, '180')?.value).toBe('1.8m床');
    expect(runSizeOf(run, ' m ')?.value).toBe('M');
    expect(sizesMissingFrom(['s', '150', 'M'], [...run, ...beds])).toEqual(['L', '1.8m床']);
  });

  it('orders rows as the run, drops blanks and names the row it refuses', () => {
    expect(checkedRows([{ size: 'l', measures: { 胸围: '104', 衣长: ' ' } }, { size: 'S' }], run, ['胸围', '衣长'], 'cm')).toEqual([
      { size: 'L', sort: 2, measures: { 胸围: '104.0' } },
      { size: 'S', sort: 0, measures: {} },
    ]);
    expect(() => checkedRows([{ size: 'S' }, { size: 'XL' }], run, [], 'cm')).toThrow('rows: 第2行: 尺码 XL 不在该SPU的尺码中');
    expect(() => checkedRows([{ size: 'S', measures: { 胸围: '99999.5' } }], run, ['胸围'], 'cm')).toThrow('rows: 第1行: 尺码 S 胸围整数部分最多4位');
  });
});
