// The pure rules of compositions and listing texts shared by the server and the forms: percents checked and
// summed as decimals, the label text, keywords counted in UTF-8 bytes.
import { describe, expect, it } from 'vitest';
import { bulletsProblem, compositionLabel, formatPercent, keywordsProblem, percentProblem, percentTotal } from '../../entities/index.ts';

describe('composition rules', () => {
  it('checks a percent: more than 0, at most 100, one decimal', () => {
    expect(['0.1', '95', '100', '33.3'].map(percentProblem)).toEqual([null, null, null, null]);
    expect(percentProblem('0')).toBe('比例(%)必须大于0');
    expect(percentProblem('-5')).toBe('比例(%)必须大于0');
    expect(percentProblem('0.05')).toBe('比例(%)最多1位小数');
    expect(percentProblem('100.1')).toBe('比例(%)不能大于100');
    expect(percentProblem('1e2')).toBe('比例(%)必须是数字');
  });

  it('sums in tenths, never floats', () => {
    expect(33.3 + 33.4 + 33.3).not.toBe(100);
    expect(percentTotal(['33.3', '33.4', '33.3'])).toBe('100');
    expect(percentTotal(['90', '5.5'])).toBe('95.5');
    expect(percentTotal(['abc', '5'])).toBe('5');
    expect(percentTotal([])).toBe('0');
  });

  it('writes the label as a care label reads', () => {
    expect(formatPercent('95.0')).toBe('95');
    expect(formatPercent('92.5')).toBe('92.5');
    expect(
      compositionLabel([
        { percent: '95.0', name: '棉' },
        { percent: '5.0', name: '氨纶' },
      ]),
    ).toBe('95% 棉 5% 氨纶');
  });
});

describe('listing text rules', () => {
  it('counts keywords in UTF-8 bytes as Amazon does', () => {
    expect(keywordsProblem('a'.repeat(250))).toBeNull();
    expect(keywordsProblem('棉'.repeat(84))).toBe('搜索关键词不能超过250字节，当前为252字节');
  });

  it('takes up to five non-blank bullet points of at most 500 characters', () => {
    expect(bulletsProblem(['a', 'b'])).toBeNull();
    expect(bulletsProblem(['a', ' '])).toBe('第2条五点描述不能为空');
    expect(bulletsProblem([1])).toBe('五点描述格式错误');
  });
});
