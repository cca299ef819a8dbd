import { children, defineEntity, enumOf, isDecimalText, json, number, reference, shapeOf, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/**
 * An SPU's size chart (尺码表): per size of the SPU's size run, the garment's measurements (胸围 96.0 cm…), in
 * the chart's own measurement columns and unit, with the regional size names of the chosen template
 * (hopcode). One chart per SPU, written by `PUT spusize/{id}` and `PUT spusizelist/{id}` only.
 */

/** Units of a chart and how many decimals a value may have in each (a tape measure reads 0.5 cm, 1/4 inch). */
export const sizeChartUnits = [
  { value: 'cm', label: '厘米(cm)', scale: 1 },
  { value: 'inch', label: '英寸(inch)', scale: 2 },
] as const;

/** The measurement columns a new chart starts with (a top's); the chart's own list is edited freely. */
export const DEFAULT_MEASUREMENTS = ['胸围', '衣长', '肩宽', '袖长'];
/** The columns the chart editor offers (others may be typed). */
export const COMMON_MEASUREMENTS = ['胸围', '衣长', '肩宽', '袖长', '腰围', '臀围', '裤长', '大腿围', '脚口', '下摆', '领围', '袖口'];
export const MAX_MEASUREMENTS = 12;

const measurementList = (value: unknown): string | null => {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === '' || v.length > 10)) return '测量项须为1到10个字的名称列表';
  if (value.length > MAX_MEASUREMENTS) return `测量项最多${MAX_MEASUREMENTS}个`;
  const seen = new Set(value.map((v: string) => v.trim()));
  return seen.size === value.length ? null : '测量项不能重复';
};

/** Measurement name → a decimal string (never a float); the chart's unit decides the decimals allowed. */
const measurementValues = (value: unknown): string | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '测量值格式错误';
  const bad = Object.entries(value).find(([, v]) => v !== null && (typeof v !== 'string' || !isDecimalText(v)));
  return bad ? `${bad[0]}必须是数字` : null;
};

/** One size row of a chart: the size (the SPU's size option value) and its measurements. */
export const spuSizeChartRow = defineEntity({
  name: 'catalogue.spuSizeChartRow',
  table: 'catalogue.spu_size_chart_rows',
  label: '尺码行',
  titleField: 'size',
  fields: {
    chart_id: reference({ label: '尺码表', to: 'catalogue.spuSizeChart', required: true, filter: 'equal' }),
    size: text({ label: '尺码', max: 30, required: true }),
    sort: number({ label: '顺序', min: 0, max: 9999 }),
    measures: json({ label: '测量值', check: shapeOf<Record<string, string | null>>(measurementValues) }),
  },
});

export const spuSizeChart = defineEntity({
  name: 'catalogue.spuSizeChart',
  table: 'catalogue.spu_size_charts',
  label: 'SPU尺码表',
  titleField: 'spu_code',
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    // Set by the commands from the SPU, never by a client.
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, unique: true, readOnly: true }),
    spu_code: text({ label: 'SPU编码', max: 16, required: true, readOnly: true }),
    template_id: reference({
      label: '尺码模板',
      to: 'catalogue.sizeChartTemplate',
      filter: 'equal',
      onDelete: 'restrict',
      inUse: '尺码模板「{name}」已被SPU尺码表使用，不能删除，请停用',
    }),
    unit: enumOf({ label: '单位', options: sizeChartUnits, default: 'cm', required: true }),
    measurements: json({ label: '测量项', check: shapeOf<string[]>(measurementList) }),
    rows: children({ label: '尺码行', entity: spuSizeChartRow, foreignKey: 'chart_id', orderBy: 'sort', max: 50 }),
  },
});
