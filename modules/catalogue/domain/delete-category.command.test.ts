import { describe, expect, it } from 'vitest';
import { type CategoryUses, decideDeleteCategory } from './delete-category.command.ts';

const unused: CategoryUses = {
  id: 'c1',
  children: 0,
  spus: false,
  samples: false,
  demands: false,
  standardPriceRatios: false,
  sizeChartTemplates: false,
  productFields: false,
};
const refusedWhen = (uses: Partial<CategoryUses>) => decideDeleteCategory({ ...unused, ...uses });

describe('deleting a category', () => {
  it('deletes a category nothing uses', () => {
    expect(decideDeleteCategory(unused)).toEqual({ remove: 'c1' });
  });

  it('refuses while anything uses it, saying what', () => {
    expect(refusedWhen({ children: 1 })).toEqual({ refused: { conflict: '该分类下有子分类，不能删除' } });
    expect(refusedWhen({ spus: true })).toEqual({ refused: { conflict: '该分类下有SPU，不能删除' } });
    expect(refusedWhen({ samples: true })).toEqual({ refused: { conflict: '该分类下有样品，不能删除' } });
    expect(refusedWhen({ demands: true })).toEqual({ refused: { conflict: '该分类下有商品需求，不能删除' } });
    expect(refusedWhen({ standardPriceRatios: true })).toEqual({ refused: { conflict: '该分类设有标准价倍率，请先删除该倍率' } });
    expect(refusedWhen({ sizeChartTemplates: true })).toEqual({ refused: { conflict: '该分类是尺码模板的适用分类，请先修改尺码模板' } });
    expect(refusedWhen({ productFields: true })).toEqual({ refused: { conflict: '该分类是自定义字段的适用分类，请先修改字段' } });
  });

  it('names the first use found: children, then SPUs, samples, ratios, size charts, fields', () => {
    const all = { children: 3, spus: true, samples: true, standardPriceRatios: true, sizeChartTemplates: true, productFields: true };
    expect(refusedWhen(all)).toEqual({ refused: { conflict: '该分类下有子分类，不能删除' } });
    expect(refusedWhen({ ...all, children: 0 })).toEqual({ refused: { conflict: '该分类下有SPU，不能删除' } });
    expect(refusedWhen({ samples: true, productFields: true })).toEqual({ refused: { conflict: '该分类下有样品，不能删除' } });
  });
});
