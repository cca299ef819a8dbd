import { describe, expect, it } from 'vitest';
import { optionCode, optionsOf, sameName } from './jst.ts';

describe('a grabbed item as SPU options', () => {
  it('takes each colour and size once, in order, a size as its code and a colour by its place', () => {
    const skus = [
      { colour: '白色', size: 'M' },
      { colour: '白色', size: 'L' },
      { colour: ' 黑色', size: 'M' },
      { colour: null, size: null },
    ];
    expect(optionsOf(skus)).toEqual([
      { dimension: '颜色', value: '白色', code: 'C1' },
      { dimension: '颜色', value: '黑色', code: 'C2' },
      { dimension: '尺码', value: 'M', code: 'M' },
      { dimension: '尺码', value: 'L', code: 'L' },
    ]);
  });

  it('keeps a short plain value as its code and numbers anything else', () => {
    expect(optionCode('xl', 'size', 0)).toBe('XL');
    expect(optionCode('均码', 'size', 2)).toBe('S3');
    expect(optionCode('Navy Blue', 'colour', 1)).toBe('C2');
  });

  it('matches a supplier by its registered name, whatever the spaces and bracket width', () => {
    expect(sameName('广州（白云）制衣厂', '广州(白云) 制衣厂')).toBe(true);
    expect(sameName('广州制衣厂', '广州制衣二厂')).toBe(false);
  });
});
