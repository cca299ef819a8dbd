import { defineEntity, json, reference } from '@entrepot/entity';
import { spu } from './spu.entity.ts';

/**
 * A stored value: a string (文本, 数字 as a decimal string, 日期 `YYYY-MM-DD`, 下拉单选's option), a list of
 * options (下拉多选) or a boolean (是否). Which of them a field takes is checked against the field by the writers.
 */
export type ProductFieldValue = string | string[] | boolean;

const checkStoredValue = (v: unknown) =>
  typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every((x) => typeof x === 'string')) ? null : '字段值格式不正确';

/** The value of one custom product field on one SPU (one row per SPU and field; the SPU's save locks the SPU). */
export const productFieldValue = defineEntity({
  name: 'catalogue.productFieldValue',
  table: 'catalogue.product_field_values',
  label: '扩展字段值',
  titleField: 'field_id',
  scopeThrough: { field: 'spu_id', parent: spu },
  fields: {
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, filter: 'equal', immutable: true }),
    field_id: reference({ label: '字段', to: 'catalogue.productField', required: true, filter: 'equal', immutable: true }),
    value: json({ label: '值', required: true, check: checkStoredValue }),
  },
});
