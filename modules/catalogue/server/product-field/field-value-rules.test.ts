import { describe, expect, it } from 'vitest';
import { cellValue, checkedValue, type FieldDef, valueText } from './field-value-rules.ts';

const field = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  id: '1',
  key: 'k',
  name: '测试',
  type,
  required: false,
  options: ['成人', '儿童', '老人'],
  ...extra,
});

describe('custom field values', () => {
  it('checks each type and names the field', () => {
    expect(checkedValue(field('number'), '180.5')).toEqual({ value: '180.5' });
    expect(checkedValue(field('number'), 180)).toEqual({ error: expect.stringContaining('「测试」必须是数字') });
    expect(checkedValue(field('number'), '1e3')).toHaveProperty('error');
    expect(checkedValue(field('date'), '2026-02-30')).toEqual({ error: '「测试」必须是日期，格式 YYYY-MM-DD' });
    expect(checkedValue(field('date'), '2026-02-28')).toEqual({ value: '2026-02-28' });
    expect(checkedValue(field('select'), '宠物')).toEqual({ error: '「测试」的值「宠物」不在选项中，可选: 成人、儿童、老人' });
    expect(checkedValue(field('multi'), ['老人', '成人'])).toEqual({ value: ['成人', '老人'] });
    expect(checkedValue(field('multi'), ['成人', '成人'])).toEqual({ error: '「测试」的选项不能重复' });
    expect(checkedValue(field('boolean'), 'yes')).toHaveProperty('error');
    expect(checkedValue(field('text', { required: true }), '  ')).toEqual({ error: '请填写「测试」' });
    expect(checkedValue(field('text'), '')).toEqual({ value: null });
  });

  it('reads cells and shows values as text', () => {
    expect(cellValue(field('multi'), '成人、儿童,老人')).toEqual(['成人', '儿童', '老人']);
    expect(cellValue(field('boolean'), '是')).toBe(true);
    expect(cellValue(field('boolean'), '否')).toBe(false);
    expect(cellValue(field('text'), ' ')).toBeNull();
    expect(valueText(['成人', '儿童'])).toBe('成人、儿童');
    expect(valueText(false)).toBe('否');
    expect(valueText(null)).toBe('');
  });
});
