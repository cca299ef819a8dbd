import { describe, expect, it } from 'vitest';
import { optionValuesText } from '../entities/sku.entity.ts';
import { optionProblem, orphanedSkuProblem, skuMatrix } from './sku-matrix.ts';

const colours = [
  { dimension: '颜色', value: '黑', code: 'BLK' },
  { dimension: '颜色', value: '白', code: 'WHT' },
  { dimension: '颜色', value: '红', code: 'RED' },
];
const sizes = ['S', 'M', 'L', 'XL'].map((s) => ({ dimension: '尺码', value: s, code: s }));

describe('skuMatrix', () => {
  it('crosses 3 colours with 4 sizes into 12 unique codes, in dimension order', () => {
    const cells = skuMatrix('TS001', [...colours, ...sizes]);
    expect(cells).toHaveLength(12);
    expect(new Set(cells.map((c) => c.code)).size).toBe(12);
    expect(cells[0]).toEqual({
      code: 'TS001-BLK-S',
      spec: '黑 / S',
      option_values: [
        { dimension: '颜色', value: '黑', code: 'BLK' },
        { dimension: '尺码', value: 'S', code: 'S' },
      ],
    });
    expect(cells[11]?.code).toBe('TS001-RED-XL');
  });

  it('keeps the dimension order of the first appearance even when rows are interleaved', () => {
    const cells = skuMatrix('TS002', [colours[0]!, sizes[0]!, colours[1]!]);
    expect(cells.map((c) => c.code)).toEqual(['TS002-BLK-S', 'TS002-WHT-S']);
  });

  it('gives one SKU coded as the SPU when there are no dimensions', () => {
    expect(skuMatrix('HM001', [])).toEqual([{ code: 'HM001', spec: '', option_values: [] }]);
  });
});

describe('optionProblem', () => {
  it('refuses a repeated value or code within a dimension', () => {
    expect(optionProblem([...colours, { dimension: '颜色', value: '黑', code: 'BK2' }])).toBe('规格「颜色」的值「黑」重复');
    expect(optionProblem([...colours, { dimension: '颜色', value: '蓝', code: 'BLK' }])).toBe('规格「颜色」的编码「BLK」重复');
    expect(optionProblem([...colours, ...sizes])).toBeNull();
  });
});

describe('a SKU’s option values as a person reads them', () => {
  it('names each dimension with its value, never the stored keys', () => {
    expect(
      optionValuesText([
        { dimension: '颜色', value: '白色', code: 'WHT' },
        { dimension: '尺码', value: 'M', code: 'M' },
      ]),
    ).toBe('颜色: 白色，尺码: M');
    expect(optionValuesText(null)).toBe('');
  });
});

describe('orphanedSkuProblem', () => {
  const sku = (code: string, ...values: typeof sizes) => ({ code, option_values: [colours[0]!, ...values] });
  it('lets options go that no SKU uses, and keeps a SKU without values', () => {
    expect(orphanedSkuProblem([colours[0]!, ...sizes.slice(0, 2)], [sku('TS001-BLK-S', sizes[0]!), { code: 'TS001', option_values: null }])).toBeNull();
  });
  it('refuses removing a value a SKU uses, naming the first such SKU', () => {
    const skus = [sku('TS001-BLK-S', sizes[0]!), sku('TS001-BLK-XL', sizes[3]!), sku('TS001-BLK-L', sizes[2]!)];
    expect(orphanedSkuProblem([colours[0]!, sizes[0]!, sizes[1]!], skus)).toBe('SKU TS001-BLK-XL 已使用该规格值，不能删除');
  });
  it('matches a value by its dimension and code together', () => {
    expect(orphanedSkuProblem([{ dimension: '颜色', value: 'S', code: 'S' }, colours[0]!], [sku('TS001-BLK-S', sizes[0]!)])).toBe(
      'SKU TS001-BLK-S 已使用该规格值，不能删除',
    );
  });
});
