// One stored value per field type, as the wire carries it, with the words a person must read wherever it shows
// (a list cell, a detail, an operation log, an export) and the raw forms that must never show: codes, UUIDs,
// JSON, UTC text. The web's renderer test and the server's export test both walk it; a field type added to the
// engine without a sample here fails them.
import {
  boolean,
  children,
  code,
  date,
  datetime,
  decimal,
  defineEntity,
  defineMachine,
  enumOf,
  enumsOf,
  type Field,
  type FieldType,
  file,
  files,
  json,
  money,
  number,
  quantity,
  reference,
  references,
  richText,
  status,
  text,
} from '../index.ts';

export interface FieldSample {
  /** A name for the test's title (several samples may share a type). */
  name: string;
  field: Field;
  /** The wire value. */
  value: unknown;
  /** What the record carries beside it (reference titles). */
  row?: Record<string, unknown>;
  /** Titles an operation log looks up for ids it holds (the log's entry carries no row). */
  titles?: Record<string, string>;
  /** Words the reader sees. */
  reads: string[];
  /** Raw forms that must not show. */
  never: string[];
}

const UUID = '0190a000-0000-7000-8000-00000000abcd';
const UUID2 = '0190a000-0000-7000-8000-00000000abce';
const FILE = { id: UUID, name: '营业执照.pdf', url: '/files/x?sig=1', content_type: 'application/pdf' };
const machine = defineMachine({
  initial: 'developing',
  states: { developing: { label: '开发中', color: 'blue' }, on_sale: { label: '在售', color: 'green' } },
  transitions: {},
});
const line = defineEntity({
  name: 'sample.line',
  table: 'sample.lines',
  label: '明细',
  titleField: 'sku',
  fields: { sku: text({ label: 'SKU', max: 20 }), qty: number({ label: '数量' }) },
});

export const fieldSamples: FieldSample[] = [
  { name: 'text', field: text({ label: '名称', max: 50 }), value: '全棉T恤', reads: ['全棉T恤'], never: [] },
  { name: 'code', field: code({ label: '编码', max: 20 }), value: 'TS001-WHT-L', reads: ['TS001-WHT-L'], never: [] },
  { name: 'number', field: number({ label: '数量' }), value: 12, reads: ['12'], never: [] },
  { name: 'money', field: money({ label: '销售价' }), value: '234.50', reads: ['234.50'], never: [] },
  { name: 'decimal', field: decimal({ label: '重量(kg)', precision: 10, scale: 3 }), value: '0.250', reads: ['0.25'], never: [] },
  { name: 'quantity', field: quantity({ label: '件数' }), value: 30, reads: ['30'], never: [] },
  { name: 'boolean', field: boolean({ label: '默认' }), value: true, reads: ['是'], never: ['true'] },
  {
    name: 'enum',
    field: enumOf({ label: '季节', options: [{ value: 'summer', label: '夏季' }] }),
    value: 'summer',
    reads: ['夏季'],
    never: ['summer'],
  },
  {
    name: 'enum, several choices',
    field: enumsOf({
      label: '异常',
      options: [
        { value: 'no_main_image', label: '缺主图' },
        { value: 'no_customs', label: '缺报关信息' },
      ],
    }),
    value: ['no_main_image', 'no_customs'],
    reads: ['缺主图', '缺报关信息'],
    never: ['no_main_image', 'no_customs'],
  },
  { name: 'status', field: status({ label: '状态', machine }), value: 'on_sale', reads: ['在售'], never: ['on_sale'] },
  {
    name: 'reference',
    field: reference({ label: '品牌', to: 'sample.brand' }),
    value: UUID,
    row: { brand_id_title: '优衣库' },
    titles: { [UUID]: '优衣库' },
    reads: ['优衣库'],
    never: [UUID],
  },
  {
    name: 'references',
    field: references({ label: '标签', to: 'sample.tag' }),
    value: [UUID, UUID2],
    row: { tag_ids_titles: ['爆款', '新品'] },
    titles: { [UUID]: '爆款', [UUID2]: '新品' },
    reads: ['爆款', '新品'],
    never: [UUID, UUID2],
  },
  {
    name: 'datetime',
    field: datetime({ label: '创建时间' }),
    value: '2026-11-26T01:02:03.456789Z',
    reads: ['2026-11-26 09:02:03'],
    never: ['T01', 'Z', '.456'],
  },
  { name: 'date', field: date({ label: '生效日期' }), value: '2026-11-26', reads: ['2026-11-26'], never: [] },
  {
    name: 'json',
    field: json({ label: '规格值', check: () => null }),
    value: { 颜色: '白色', 尺码: 'L' },
    reads: ['颜色: 白色', '尺码: L'],
    never: ['{', '"'],
  },
  { name: 'file', field: file({ label: '附件' }), value: FILE, reads: ['营业执照.pdf'], never: [UUID, 'sig='] },
  {
    name: 'files',
    field: files({ label: '附件', max: 5 }),
    value: [FILE, { ...FILE, id: UUID2, name: '合同.pdf' }],
    reads: ['营业执照.pdf', '合同.pdf'],
    never: [UUID, UUID2],
  },
  { name: 'richText', field: richText({ label: '描述' }), value: '<p>纯棉<strong>透气</strong></p>', reads: ['纯棉', '透气'], never: ['<p>', '<strong>'] },
  {
    name: 'children',
    field: children({ label: '明细', entity: line, foreignKey: 'request_id', orderBy: 'sku', max: 10 }),
    value: [{ id: UUID, sku: 'TS001-WHT-L', qty: 2 }],
    reads: [],
    never: [UUID, '{'],
  },
];

/** The key a sample's field is read under (its reference titles travel beside it). */
export const sampleKey = (s: FieldSample): string => (s.field.type === 'reference' ? 'brand_id' : s.field.type === 'references' ? 'tag_ids' : 'value');

/** Every field type has a sample. */
export const sampledTypes = (): Set<FieldType> => new Set(fieldSamples.map((s) => s.field.type));
