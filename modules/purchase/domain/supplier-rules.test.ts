import { describe, expect, it } from 'vitest';
import { moqTargetProblem } from './supplier-rules.ts';

describe('MOQ target', () => {
  it('takes a SKU or an SPU, not both and not neither', () => {
    expect(moqTargetProblem({ sku_id: 'a' })).toBeNull();
    expect(moqTargetProblem({ spu_id: 'b', sku_id: null })).toBeNull();
    expect(moqTargetProblem({ sku_id: 'a', spu_id: 'b' })).toBe('起订量只能设置在SKU或SPU其中之一');
    expect(moqTargetProblem({})).toBe('请选择SKU或SPU');
  });
});
