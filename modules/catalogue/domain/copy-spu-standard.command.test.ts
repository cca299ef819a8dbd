import { describe, expect, it } from 'vitest';
import { copiedStandard, decideCopySpuStandard } from './copy-spu-standard.command.ts';

describe("starting a SKU's standard as a copy of its SPU's", () => {
  it("copies the SPU's standard for a SKU without its own", () => {
    expect(decideCopySpuStandard({ sku_code: 'QA100-RED', own: false, source: { id: 'std1' } })).toEqual({ copy: 'std1' });
  });

  it("refuses a SKU with its own standard (the SPU's not read)", () => {
    expect(decideCopySpuStandard({ sku_code: 'QA100-RED', own: true })).toEqual({ refused: { conflict: 'SKU QA100-RED 已有自己的商品标准，请直接修改' } });
    expect(decideCopySpuStandard({ sku_code: 'QA100-RED', own: true, source: { id: 'std1' } })).toEqual({
      refused: { conflict: 'SKU QA100-RED 已有自己的商品标准，请直接修改' },
    });
  });

  it('refuses a SKU whose SPU has no standard', () => {
    expect(decideCopySpuStandard({ sku_code: 'QA200-BLK', own: false, source: null })).toEqual({
      refused: { conflict: '该SKU所属SPU还没有商品标准，不能复制' },
    });
  });
});

describe("the SKU's standard copied", () => {
  const creatable = new Set(['weight', 'colour', 'remark', 'material_id', 'items', 'pictures', 'change_note']);
  const spuStandard = {
    id: 'std1',
    version: 4,
    created_at: '2026-01-01',
    updated_at: '2026-01-02',
    owner_code: 'QA100',
    owner_id: 'spu1',
    spu_id: 'spu1',
    sku_id: null,
    revision: 2,
    weight: '0.200',
    colour: 'red',
    remark: null,
    change_note: 'old note',
    pictures: [
      { id: 'pic1', url: 'a.jpg' },
      { id: 'pic2', url: 'b.jpg' },
    ],
    items: [
      { id: 'it1', standard_id: 'std1', sort: 0, name: '外观', method: '目测', requirement: '无污渍', defect_level: 'minor' },
      { id: 'it2', standard_id: 'std1', sort: 1, name: '尺寸', method: null, requirement: '±1cm', defect_level: 'major' },
    ],
  };

  it("keeps the SPU's set fields a create takes, the points' content, the pictures, with a note naming the SPU and its revision", () => {
    expect(copiedStandard(spuStandard, creatable, {})).toEqual({
      values: {
        weight: '0.200',
        colour: 'red',
        items: [
          { sort: 0, name: '外观', method: '目测', requirement: '无污渍', defect_level: 'minor' },
          { sort: 1, name: '尺寸', method: null, requirement: '±1cm', defect_level: 'major' },
        ],
        change_note: '复制自SPU QA100 的标准（版本2）',
      },
      pictures: ['pic1', 'pic2'],
    });
  });

  it('applies the fields sent on top, a change note and points included', () => {
    const fields = { colour: 'Pantone 18-1663', change_note: 'mine', items: [], remark: 'r' };
    expect(copiedStandard(spuStandard, creatable, fields).values).toEqual({
      weight: '0.200',
      colour: 'Pantone 18-1663',
      remark: 'r',
      items: [],
      change_note: 'mine',
    });
  });

  it('copies a standard without points or pictures', () => {
    const bare = { id: 'std2', owner_code: 'QA300', revision: 1, weight: null, items: null, pictures: null };
    expect(copiedStandard(bare, creatable, {})).toEqual({ values: { items: [], change_note: '复制自SPU QA300 的标准（版本1）' }, pictures: [] });
    expect(copiedStandard({ owner_code: 'QA300', revision: 1 }, creatable, {})).toEqual({
      values: { items: [], change_note: '复制自SPU QA300 的标准（版本1）' },
      pictures: [],
    });
  });
});
