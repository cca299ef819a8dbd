import { describe, expect, it } from 'vitest';
import {
  checkDigits7To18,
  checkDigitsAndCapitalsOnly,
  checkHasChinese,
  checkLettersOnly,
  checkNoChinese,
  checkNoChineseFullWidthOrSymbol,
  checkNoLatinOrSymbol,
  hasChinese,
  hasChineseFullWidthOrSymbol,
  hasLatinOrSymbol,
  hasOtherThanDigitsAndCapitals,
} from './text-checks.ts';

describe('Chinese', () => {
  it('finds Han characters anywhere, including outside the common block', () => {
    expect(hasChinese('abc中')).toBe(true);
    expect(hasChinese('𠀀')).toBe(true);
    expect(hasChinese('abc，。')).toBe(false);
    expect(hasChinese('')).toBe(false);
  });

  it('checkHasChinese wants at least one Chinese character', () => {
    expect(checkHasChinese('中')).toBeNull();
    expect(checkHasChinese('A仓库1')).toBeNull();
    expect(checkHasChinese('abc')).toBe('必须包含中文');
    expect(checkHasChinese('')).toBe('必须包含中文');
    expect(checkHasChinese('，。！')).toBe('必须包含中文');
  });

  it('checkNoChinese refuses any Chinese character', () => {
    expect(checkNoChinese('')).toBeNull();
    expect(checkNoChinese('SKU-001 ，！')).toBeNull();
    expect(checkNoChinese('SKU中')).toBe('不能包含中文');
    expect(checkNoChinese('中文')).toBe('不能包含中文');
  });
});

describe('checkNoChineseFullWidthOrSymbol', () => {
  it.each(['', 'SKU-001_a', 'abc 123', 'ABC'])('accepts %j', (value) => {
    expect(hasChineseFullWidthOrSymbol(value)).toBe(false);
    expect(checkNoChineseFullWidthOrSymbol(value)).toBeNull();
  });
  it.each([
    ['SKU中', 'Chinese'],
    ['ＡＢＣ', 'full-width letters'],
    ['１２３', 'full-width digits'],
    ['a，b', 'full-width comma'],
    ['a。b', 'ideographic full stop'],
    ['a\u3000b', 'ideographic space'],
    ['a@b', '@'],
    ['a.b', '.'],
    ['a#b', '#'],
    ['a/b', '/'],
    ['a“b', 'curly quote'],
    ['a😀', 'emoji'],
  ])('rejects %j (%s)', (value) => {
    expect(checkNoChineseFullWidthOrSymbol(value)).toBe('不能包含中文、全角字符或特殊符号');
  });
});

describe('checkNoLatinOrSymbol', () => {
  it.each(['', '张三', '仓库1', '深圳 南山'])('accepts %j', (value) => {
    expect(hasLatinOrSymbol(value)).toBe(false);
    expect(checkNoLatinOrSymbol(value)).toBeNull();
  });
  it.each(['张a', 'Z', '张三Ｂ', '张-三', '张_三', '张.三', '张！', '张，三'])('rejects %j', (value) => {
    expect(checkNoLatinOrSymbol(value)).toBe('不能包含英文字母或符号');
  });
});

describe('checkLettersOnly', () => {
  it.each(['a', 'Z', 'abcXYZ'])('accepts %s', (value) => {
    expect(checkLettersOnly(value)).toBeNull();
  });
  it.each(['', 'abc1', 'ab c', 'ab-c', 'é', '中', 'ａｂ'])('rejects %j', (value) => {
    expect(checkLettersOnly(value)).toBe('只能输入英文字母');
  });
});

describe('checkDigitsAndCapitalsOnly', () => {
  it('finds anything other than digits and capital letters', () => {
    expect(hasOtherThanDigitsAndCapitals('AB12')).toBe(false);
    expect(hasOtherThanDigitsAndCapitals('AB12a')).toBe(true);
  });
  it.each(['A', '1', 'AB12CD', '007'])('accepts %s', (value) => {
    expect(checkDigitsAndCapitalsOnly(value)).toBeNull();
  });
  it.each(['', 'ab', 'AB-1', 'AB 1', 'AB_1', 'Ａ1', '中1'])('rejects %j', (value) => {
    expect(checkDigitsAndCapitalsOnly(value)).toBe('只能输入数字和大写字母');
  });
});

describe('checkDigits7To18', () => {
  it.each(['1234567', '123456789012345678', '1234567x', '12345678901234567X', '123456789012345678x', '0000000'])('accepts %s', (value) => {
    expect(checkDigits7To18(value)).toBeNull();
  });
  it.each([
    ['', 'empty'],
    ['123456', '6 digits'],
    ['123456x', '6 digits and x'],
    ['1234567890123456789', '19 digits'],
    ['1234567xx', 'two x'],
    ['x1234567', 'x first'],
    ['1234567y', 'another letter'],
    ['123 4567', 'a space'],
    ['１２３４５６７', 'full-width digits'],
  ])('rejects %j (%s)', (value) => {
    expect(checkDigits7To18(value)).toBe('请输入7-18位数字,末尾可带x或X');
  });
});
