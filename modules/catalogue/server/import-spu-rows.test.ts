import { describe, expect, it } from 'vitest';
import { changedValues, sameValue } from './import-env.ts';
import { importKind } from './import-kinds.ts';
import { groupSpuRows, mergeOptions, readSpuRow, type SpuRow } from './import-spu-rows.ts';

const clothing = importKind('clothing')!.shape as { dimensions: Parameters<typeof readSpuRow>[1] };
const noLookup = () => new Map<string, string>();
const row = (n: number, values: Record<string, string>) => readSpuRow({ row: n, values: { SPU编码: 'TS001', ...values } }, clothing.dimensions, true, noLookup);
const parsed = (n: number, values: Record<string, string>) => {
  const r = row(n, values);
  expect(r.errors).toEqual([]);
  return r.parsed as SpuRow;
};

describe('readSpuRow', () => {
  it('takes a letters-and-digits value as its own code (upper-cased); a typed code is upper-cased too', () => {
    const r = parsed(2, { 颜色: '黑', 颜色编码: 'blk', 尺码: 'xl' });
    expect(r.options.map((o) => [o.dimension, o.value, o.code, o.codeGiven])).toEqual([
      ['颜色', '黑', 'BLK', true],
      ['尺码', 'xl', 'XL', false],
    ]);
    // 黑 cannot be a code: left blank here, found later (an earlier row, the stored SPU) or refused
    expect(parsed(3, { 颜色: '黑', 尺码: 'M' }).options[0]?.code).toBe('');
  });

  it('reports each bad cell of the row', () => {
    expect(row(4, { SPU编码: 'T-1', 尺码: 'M', 成本价: '1.234', '重量(kg)': 'x' }).errors).toEqual([
      { row: 4, column: 'SPU编码', message: 'SPU编码须以大写字母开头，由大写字母和数字组成' },
      { row: 4, column: '颜色', message: '请填写颜色' },
      { row: 4, column: '成本价', message: '成本价最多2位小数' },
      { row: 4, column: '重量(kg)', message: '重量(kg)必须是数字' },
    ]);
  });
});

describe('groupSpuRows', () => {
  it('gathers one SPU, a later row giving the code an earlier row left blank', () => {
    const { groups, errors } = groupSpuRows([parsed(2, { 颜色: '黑', 尺码: 'S' }), parsed(3, { 颜色: '黑', 颜色编码: 'BLK', 尺码: 'M' })]);
    expect(errors).toEqual([]);
    expect(groups[0]?.options.map((o) => `${o.value}:${o.code}`)).toEqual(['黑:BLK', 'S:S', 'M:M']);
  });

  it('refuses a repeated combination, a code two values share, other base values', () => {
    const { errors } = groupSpuRows([
      parsed(2, { 中文名称: 'A', 颜色: '黑', 颜色编码: 'BLK', 尺码: 'S' }),
      parsed(3, { 颜色: '黑', 尺码: 'S' }),
      parsed(4, { 颜色: '白', 颜色编码: 'BLK', 尺码: 'S' }),
      parsed(5, { 中文名称: 'B', 颜色: '黑', 尺码: 'M' }),
    ]);
    expect(errors).toEqual([
      { row: 3, column: '颜色+尺码', message: '与第2行重复' },
      { row: 4, column: '颜色编码', message: '编码「BLK」已用于第2行的「黑」' },
      { row: 5, column: '中文名称', message: '与第2行的中文名称不一致' },
    ]);
  });
});

describe('mergeOptions', () => {
  const stored = {
    options: [
      { id: 'a', dimension: '颜色', value: '黑', code: 'BLK', position: 0 },
      { id: 'b', dimension: '尺码', value: 'S', code: 'S', position: 1 },
    ],
  };

  it("keeps the stored values (and their codes), appends the new ones a dimension's values together", () => {
    const { groups } = groupSpuRows([parsed(2, { 颜色: '黑', 尺码: 'L' }), parsed(3, { 颜色: '白', 颜色编码: 'WHT', 尺码: 'S' })]);
    const { options, errors } = mergeOptions(stored, groups[0]!);
    expect(errors).toEqual([]);
    expect(options.map((o) => `${o.id ?? 'new'}:${o.value}:${o.code}:${o.position}`)).toEqual(['a:黑:BLK:0', 'b:S:S:1', 'new:白:WHT:2', 'new:L:L:3']);
  });

  it('refuses another code for a stored value, a new value without a code, other dimensions', () => {
    const one = groupSpuRows([parsed(2, { 颜色: '黑', 颜色编码: 'BK', 尺码: 'S' }), parsed(3, { 颜色: '灰', 尺码: 'S' })]).groups[0]!;
    expect(mergeOptions(stored, one).errors).toEqual([
      { row: 2, column: '颜色编码', message: '「黑」已有编码BLK' },
      { row: 3, column: '颜色编码', message: '请填写颜色编码（「灰」不能直接作为编码）' },
    ]);
    const flat = readSpuRow({ row: 2, values: { SPU编码: 'TS001' } }, [], true, noLookup).parsed!;
    expect(mergeOptions(stored, groupSpuRows([flat]).groups[0]!).errors[0]?.message).toBe('SPU TS001 已有规格「颜色 × 尺码」，导入的规格须相同');
  });
});

describe('sameValue', () => {
  it('compares decimals by value and leaves the rest as they are', () => {
    expect(sameValue('18.50', '18.5')).toBe(true);
    expect(sameValue('18.00', '18')).toBe(true);
    expect(sameValue('18.05', '18.5')).toBe(false);
    expect(sameValue(null, '')).toBe(true);
    expect(changedValues({ cost_price: '18.50', name: 'a' }, { cost_price: '18.5', name: 'b' })).toEqual({ name: 'b' });
  });
});
