import { code, createdAt, decimal, defineEntity, image, json, money, reference, shapeOf, status, text } from '@entrepot/entity';
import { spu } from './spu.entity.ts';
import { skuStatus } from './spu-status.ts';

/** One option of a SKU: the SPU dimension, its value and the value's code (in the SKU code). */
export interface SkuOptionValue {
  dimension: string;
  value: string;
  code: string;
}

function checkOptionValues(value: unknown): string | null {
  if (!Array.isArray(value)) return '规格值格式错误';
  for (const v of value) {
    const o = v as Partial<SkuOptionValue> | null;
    if (!o || typeof o.dimension !== 'string' || typeof o.value !== 'string' || typeof o.code !== 'string') return '规格值格式错误';
  }
  return null;
}

/** The option values as a person reads them: `颜色: 白色，尺码: M`. */
export function optionValuesText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return (value as Partial<SkuOptionValue>[]).map((o) => `${o.dimension ?? ''}: ${o.value ?? ''}`).join('，');
}

/** A sellable, stockable variant: SPU code + option codes (TS001-BLK-M). */
export const sku = defineEntity({
  name: 'catalogue.sku',
  table: 'catalogue.skus',
  label: 'SKU',
  titleField: 'code',
  naturalKey: ['code'],
  indexes: [
    ['status', '-created_at', '-id'],
    ['category_id', 'status', '-created_at', '-id'],
  ],
  scopeThrough: { field: 'spu_id', parent: spu },
  // Deleted only while 开发中 (with its SPU, or alone); a SKU that was sold is retired.
  deletableIn: { states: ['developing'], instead: 'retire' },
  fields: {
    code: code({ label: 'SKU编码', max: 40, filter: 'batch', sortable: true, immutable: true, required: true }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, filter: 'equal', immutable: true, onDelete: 'cascade' }),
    // The SPU's category, copied on every SKU and kept equal when the SPU moves (SKU lists filter on it).
    category_id: reference({ label: '分类', to: 'catalogue.category', filter: 'equal', readOnly: true }),
    name: text({ label: 'SKU名称', max: 150, required: true, filter: 'like', sortable: true }),
    spec: text({ label: '规格', max: 100, filter: 'like' }),
    option_values: json({ label: '规格值', check: shapeOf<SkuOptionValue[]>(checkOptionValues), readOnly: true, text: optionValuesText }),
    cost_price: money({ label: '成本价', filter: 'range', sortable: true }),
    sale_price: money({ label: '销售价', filter: 'range', sortable: true }),
    weight: decimal({ label: '重量(kg)', precision: 10, scale: 3, min: '0', filter: 'range', sortable: true }),
    barcode: text({ label: '条码', max: 32, unique: true, filter: 'batch' }),
    status: status({ label: '状态', machine: skuStatus, filter: 'equal' }),
    created_at: createdAt(),
    main_image: image({ label: '主图' }),
  },
});
