import { describe, expect, it } from 'vitest';
import { moqTargetProblem, supplierSpec } from './supplier-rules.ts';

describe('MOQ target', () => {
  it('takes a SKU or an SPU, not both and not neither', () => {
    expect(moqTargetProblem({ sku_id: 'a' })).toBeNull();
    expect(moqTargetProblem({ spu_id: 'b', sku_id: null })).toBeNull();
    expect(moqTargetProblem({ sku_id: 'a', spu_id: 'b' })).toBe('起订量只能设置在SKU或SPU其中之一');
    expect(moqTargetProblem({})).toBe('请选择SKU或SPU');
  });
});

describe("a SKU's options in the supplier's words", () => {
  const options = [
    { dimension: '颜色', value: '白色', code: 'WHT' },
    { dimension: '尺码', value: 'M', code: 'M' },
  ];
  it('names each value the supplier calls otherwise and keeps the rest', () => {
    expect(supplierSpec(options, [{ dimension: '颜色', value: '白色', supplier_value: '米白' }])).toBe('颜色: 米白，尺码: M');
    expect(supplierSpec(options, [{ dimension: '颜色', value: '黑色', supplier_value: '墨黑' }])).toBe('颜色: 白色，尺码: M');
  });
  it('has nothing to say for a SKU without options', () => {
    expect(supplierSpec([], [])).toBeNull();
    expect(supplierSpec(null, [])).toBeNull();
  });
});
