import { children, decimal, defineEntity, file, images, quantity, reference, richText, text } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { cellOf, parseCell } from '../file-tasks/cells.ts';
import { codecOf } from './field-codecs.ts';
import { refreshFileUrls } from './file-directory.ts';
import { isBlankHtml } from './rich-text.codec.ts';

const parse = (field: Parameters<typeof codecOf>[0], value: unknown) => {
  const r = codecOf(field).input(field).safeParse(value);
  return r.success ? { value: r.data } : { message: r.error.issues[0]?.message };
};
const ID = '0190a000-0000-7000-8000-000000000001';

describe('decimal', () => {
  const rate = decimal({ label: '汇率', precision: 10, scale: 4, min: '0.0001', max: '100', required: true });
  it('keeps the decimal string, compares bounds exactly', () => {
    expect(parse(rate, ' 7.1234 ')).toEqual({ value: '7.1234' });
    expect(parse(rate, 100)).toEqual({ value: '100' });
    expect(parse(rate, '100.0001')).toEqual({ message: '汇率不能大于100' });
    expect(parse(rate, '0.00009')).toEqual({ message: '汇率最多4位小数' });
    expect(parse(rate, '0')).toEqual({ message: '汇率不能小于0.0001' });
    expect(parse(rate, '')).toEqual({ message: '请输入汇率' });
    expect(parse(rate, null)).toEqual({ message: '请输入汇率' });
    expect(parse(rate, true)).toEqual({ message: '汇率必须是数字' });
  });
  it('a scale of 0 takes integers; an optional one takes blanks', () => {
    const pieces = decimal({ label: '箱数', precision: 5, scale: 0 });
    expect(parse(pieces, '1.5')).toEqual({ message: '箱数必须是整数' });
    expect(parse(pieces, '')).toEqual({ value: null });
    expect(parse(pieces, '00012')).toEqual({ value: '00012' });
    expect(parse(pieces, '123456')).toEqual({ message: '箱数整数部分最多5位' });
  });
  it('reads range bounds only when they are decimals', () => {
    expect(codecOf(rate).bound?.('1.5', rate)).toBe('1.5');
    expect(codecOf(rate).bound?.('1.5x', rate)).toBeUndefined();
  });
});

describe('quantity', () => {
  const qty = quantity({ label: '数量' });
  it('takes integers and integer strings within 0..999999', () => {
    expect(parse(qty, '12')).toEqual({ value: 12 });
    expect(parse(qty, 0)).toEqual({ value: 0 });
    expect(parse(qty, null)).toEqual({ value: null });
    expect(parse(qty, '1.0')).toEqual({ message: '数量必须是整数' });
    expect(parse(qty, -1)).toEqual({ message: '数量不能小于0' });
  });
  it('cells: a number out, an integer in', () => {
    expect(cellOf('qty', qty, { qty: 5 })).toBe(5);
    expect(parseCell(qty, '5', () => new Map())).toEqual({ ok: true, value: 5 });
    expect(parseCell(qty, '5.5', () => new Map())).toEqual({ ok: false, message: '数量必须是整数' });
  });
});

describe('file and files', () => {
  const cover = file({ label: '主图', required: true });
  const gallery = images({ label: '图集', max: 2 });
  it('take ids, or the wire objects they were read as', () => {
    expect(parse(cover, ID)).toEqual({ value: ID });
    expect(parse(cover, { id: ID, url: '/files/x', name: 'a.png' })).toEqual({ value: ID });
    expect(parse(cover, null)).toEqual({ message: '请上传主图' });
    expect(parse(gallery, [ID, { id: ID }])).toEqual({ value: [ID] });
    expect(parse(gallery, [ID, '0190a000-0000-7000-8000-000000000002', '0190a000-0000-7000-8000-000000000003'])).toEqual({ message: '图集最多2个' });
  });
  it('are not imported and export their names', () => {
    expect(gallery.importable).toBe(false);
    expect(
      cellOf('gallery', gallery, {
        gallery: [
          { id: ID, name: 'a.png' },
          { id: ID, name: 'b.png' },
        ],
      }),
    ).toBe('a.png,b.png');
    expect(cellOf('cover', cover, { cover: null })).toBeNull();
  });
});

describe('rich text', () => {
  const body = richText({ label: '描述', required: true });
  it('sanitises and refuses an empty editor when required', () => {
    expect(parse(body, '<p>a<script>x</script></p>')).toEqual({ value: '<p>a</p>' });
    expect(parse(body, '<p><br></p>')).toEqual({ message: '请输入描述' });
    expect(parse(richText({ label: '描述' }), '<p>&nbsp;</p>')).toEqual({ value: null });
  });
  it('a picture alone is content', () => {
    expect(isBlankHtml('<p><img src="/files/x"></p>')).toBe(false);
    expect(isBlankHtml('<p> <br/></p>')).toBe(true);
  });
  it('re-signs only URLs the directory vouches for', () => {
    const directory = {
      describe: async () => new Map(),
      resign: (key: string, _e: string, sig: string) => (sig === 'ok' ? `/files/${key}?exp=2&sig=new` : null),
    };
    const key = `2026/11/${ID}.png`;
    expect(refreshFileUrls(`<img src="/files/${key}?exp=1&amp;sig=ok">`, directory)).toBe(`<img src="/files/${key}?exp=2&amp;sig=new">`);
    expect(refreshFileUrls(`<img src="/files/${key}?exp=1&sig=no">`, directory)).toBe(`<img src="/files/${key}?exp=1&sig=no">`);
    expect(refreshFileUrls('<p>x</p>', undefined)).toBe('<p>x</p>');
  });
});

describe('children', () => {
  const line = defineEntity({
    name: 'probe.line',
    table: 'probe.lines',
    label: '行',
    titleField: 'sku',
    fields: {
      order_id: reference({ label: '订单', to: 'probe.order', required: true }),
      sku: text({ label: 'SKU', max: 20, required: true }),
      qty: quantity({ label: '数量', required: true }),
    },
  });
  const lines = children({ label: '明细', entity: line, foreignKey: 'order_id', required: true, max: 2 });
  it('checks every row and names it; drops keys that are not child fields', () => {
    expect(parse(lines, [{ sku: 'A', qty: 1, order_id: ID, sku_title: 'x', version: 3 }])).toEqual({ value: [{ sku: 'A', qty: 1 }] });
    expect(
      parse(lines, [
        { sku: 'A', qty: 1 },
        { sku: 'B', qty: -1 },
      ]),
    ).toEqual({ message: '第2行: 数量不能小于0' });
    expect(parse(lines, [])).toEqual({ message: '请添加明细' });
    expect(parse(lines, [{}, {}, {}])).toEqual({ message: '明细最多2行' });
    expect(parse(lines, [{ id: 'x', sku: 'A', qty: 1 }])).toEqual({ message: '第1行: 明细的行编号不正确' });
  });
  it('has no column, is neither exported nor imported, and is refused when declared wrongly', () => {
    expect(codecOf(lines).column('lines', lines)).toBeUndefined();
    expect(lines).toMatchObject({ exported: false, importable: false, list: false });
    const declare = (fk: string) =>
      defineEntity({
        name: 'probe.order',
        table: 'probe.orders',
        label: '单',
        titleField: 'no',
        fields: { no: text({ label: '单号', max: 9 }), lines: children({ label: '明细', entity: line, foreignKey: fk }) },
      });
    expect(() => declare('sku')).toThrow('probe.line.sku must be a reference field');
    expect(() => declare('order_id')).not.toThrow();
  });
});
