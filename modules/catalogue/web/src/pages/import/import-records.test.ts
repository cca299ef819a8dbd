import { describe, expect, it } from 'vitest';
import { type ImportKindInfo, kindsOn, requiredText, resultText } from './import-records.ts';

const kind = (name: string, pages: ImportKindInfo['pages'], permission: string): ImportKindInfo => ({
  kind: name,
  label: name,
  pages,
  permission,
  import_url: '',
  template_url: '',
  columns: [
    { label: 'SPU编码', required: true },
    { label: '中文名称', required: 'new' },
    { label: '分类', required: 'new' },
    { label: '颜色', required: true },
    { label: '成本价' },
  ],
  note: '',
});

describe('import records', () => {
  it('offers the kinds of the page whose code the caller holds', () => {
    const kinds = [
      kind('info', ['sku'], 'catalogue.sku.import'),
      kind('clothing', ['sku', 'spu'], 'catalogue.sku.import'),
      kind('spu', ['spu'], 'catalogue.spu.import'),
    ];
    expect(kindsOn(kinds, 'spu', (code) => code === 'catalogue.sku.import').map((k) => k.kind)).toEqual(['clothing']);
    expect(kindsOn(kinds, 'sku', () => true).map((k) => k.kind)).toEqual(['info', 'clothing']);
  });

  it('names the required columns, those of a new SPU apart', () => {
    expect(requiredText(kind('x', ['sku'], ''))).toBe('必填列：SPU编码、颜色；新SPU还须填写：中文名称、分类');
    expect(requiredText({ columns: [{ label: 'SKU编码', required: true }, { label: '条码' }] })).toBe('必填列：SKU编码');
  });

  it('says what an import did, or why it failed', () => {
    expect(resultText({ status: 'succeeded', error: null, rows: 7, result: { rows: 7, spu_created: 3, sku_created: 9 } })).toBe('行数 7，新增SPU 3，新增SKU 9');
    expect(resultText({ status: 'succeeded', error: null, rows: 2, result: { rows: 2 } })).toBe('行数 2，没有需要修改的数据');
    expect(resultText({ status: 'failed', error: '共2处错误，未导入任何数据，请下载错误报告', rows: 5, result: { rows: 5, errors: 2 } })).toBe(
      '共2处错误，未导入任何数据，请下载错误报告',
    );
    expect(resultText({ status: 'running', error: null, rows: null, result: null })).toBe('');
  });
});
