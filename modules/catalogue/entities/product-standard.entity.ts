import { children, decimal, defineEntity, enumOf, images, json, number, quantity, reference, shapeOf, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/**
 * 商品标准: what a quality inspector checks a delivered product against — the standard weight and measures
 * with their tolerances, the material, the colour and how far it may differ, the sampling plan (AQL) and the
 * inspection points, with pictures of the approved sample. One standard per SPU (every SKU of the SPU) and,
 * where a SKU differs (a bigger size, another material), one of the SKU's own that replaces the SPU's for it.
 * Every change is a new revision kept with a snapshot (productStandardRevision): an inspection names the
 * revision it checked against.
 */

/** 缺陷等级 of an inspection point (AQL practice: critical, major, minor defects). */
export const defectLevels = [
  { value: 'critical', label: '致命缺陷' },
  { value: 'major', label: '严重缺陷' },
  { value: 'minor', label: '轻微缺陷' },
] as const;

/** 色差要求: the grey-scale grade a delivered colour must reach against the approved sample (5 = no difference). */
export const colourTolerances = [
  { value: 'grade_4_5', label: '灰卡4-5级（几乎无色差）' },
  { value: 'grade_4', label: '灰卡4级（轻微色差）' },
  { value: 'grade_3_4', label: '灰卡3-4级（可见色差）' },
  { value: 'grade_3', label: '灰卡3级（明显色差）' },
] as const;

/** 抽样标准: the acceptable quality limit of major defects (ISO 2859-1 / GB/T 2828.1). */
export const aqlLevels = ['0.65', '1.0', '1.5', '2.5', '4.0', '6.5'].map((v) => ({ value: v, label: `AQL ${v}` }));

/** 检验水平 of the sampling plan: general levels I–III, special levels S-1–S-4. */
export const inspectionLevels = [
  { value: 'I', label: '一般检验水平 I' },
  { value: 'II', label: '一般检验水平 II' },
  { value: 'III', label: '一般检验水平 III' },
  { value: 'S-1', label: '特殊检验水平 S-1' },
  { value: 'S-2', label: '特殊检验水平 S-2' },
  { value: 'S-3', label: '特殊检验水平 S-3' },
  { value: 'S-4', label: '特殊检验水平 S-4' },
] as const;

/** One inspection point of a standard: what is checked, how, what passes, and how grave a failure is. */
export const productStandardItem = defineEntity({
  name: 'catalogue.productStandardItem',
  table: 'catalogue.product_standard_items',
  label: '检验项目',
  titleField: 'name',
  fields: {
    standard_id: reference({ label: '商品标准', to: 'catalogue.productStandard', required: true, filter: 'equal' }),
    sort: number({ label: '顺序', min: 0, max: 9999 }),
    name: text({ label: '检验项目', max: 50, required: true }),
    method: text({ label: '检验方法', max: 200 }),
    requirement: text({ label: '标准要求', max: 500, required: true }),
    defect_level: enumOf({ label: '缺陷等级', options: defectLevels, required: true }),
  },
});

const cm = (label: string) => decimal({ label, precision: 8, scale: 2, min: '0', list: false });
const kg = (label: string) => decimal({ label, precision: 10, scale: 3, min: '0' });

export const productStandard = defineEntity({
  name: 'catalogue.productStandard',
  table: 'catalogue.product_standards',
  label: '商品标准',
  titleField: 'owner_code',
  defaultSort: [{ field: 'owner_code', dir: 'asc' }],
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    // Set by the commands from the SPU or SKU the standard is for, never by the form.
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, readOnly: true, filter: 'equal' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', readOnly: true, filter: 'equal' }),
    /** The SKU's id for a SKU's own standard, else the SPU's: one standard each (server-only: not on the wire, not in the form). */
    owner_id: text({ label: '适用对象', max: 36, required: true, unique: true, readOnly: true, writeOnly: true, exported: false }),
    /** The SPU's or the SKU's code: the standard's name in lists and logs. */
    owner_code: text({ label: '适用编码', max: 40, required: true, readOnly: true, filter: 'batch', sortable: true }),
    revision: quantity({ label: '版本', readOnly: true }),
    weight: kg('标准重量(kg)'),
    weight_tolerance: kg('重量公差(±kg)'),
    length: cm('长(cm)'),
    width: cm('宽(cm)'),
    height: cm('高(cm)'),
    size_tolerance: cm('尺寸公差(±cm)'),
    material_id: reference({ label: '材质', to: 'catalogue.material', filter: 'equal' }),
    composition: text({ label: '成分说明', max: 200, list: false }),
    colour: text({ label: '标准颜色/色号', max: 50 }),
    colour_tolerance: enumOf({ label: '色差要求', options: colourTolerances }),
    aql: enumOf({ label: '抽样标准', options: aqlLevels, default: '2.5', filter: 'equal' }),
    inspection_level: enumOf({ label: '检验水平', options: inspectionLevels, default: 'II' }),
    packaging: text({ label: '包装要求', max: 500, multiline: true, list: false }),
    pictures: images({ label: '标准图片', max: 10 }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    items: children({ label: '检验项目', entity: productStandardItem, foreignKey: 'standard_id', orderBy: 'sort', max: 100 }),
    /** Why the last change was made (kept with the revision it made); a save without one clears it. */
    change_note: text({ label: '修改说明', max: 200, list: false, audited: false }),
  },
});

/** The fields a revision's change list names (the bookkeeping and the note are not the standard's content). */
export const STANDARD_CONTENT_KEYS = Object.keys(productStandard.fields).filter(
  (k) => !['spu_id', 'sku_id', 'owner_id', 'owner_code', 'revision', 'change_note'].includes(k),
);

const labels = (value: unknown) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? null : '修改内容格式错误');
const object = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? null : '标准内容格式错误');

/** One revision of a standard as it was saved: written by the standard's write rule only, never edited. */
export const productStandardRevision = defineEntity({
  name: 'catalogue.productStandardRevision',
  table: 'catalogue.product_standard_revisions',
  label: '商品标准版本',
  titleField: 'owner_code',
  indexes: [['standard_id', '-revision']],
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    standard_id: reference({ label: '商品标准', to: 'catalogue.productStandard', required: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku' }),
    owner_code: text({ label: '适用编码', max: 40, required: true }),
    revision: quantity({ label: '版本', required: true }),
    changes: json({ label: '修改内容', check: shapeOf<string[]>(labels) }),
    note: text({ label: '修改说明', max: 200 }),
    snapshot: json({ label: '标准内容', check: shapeOf<Record<string, unknown>>(object) }),
  },
});
