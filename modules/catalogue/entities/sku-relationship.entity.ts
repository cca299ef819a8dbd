import { defineEntity, enumOf, number, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/** Why a SKU is shown beside another (the detail's 关联SKU, listings' "frequently bought together"…). */
export const skuRelationshipTypes = [
  { value: 'accessory', label: '配件' },
  { value: 'substitute', label: '替代品' },
  { value: 'bundle', label: '组合' },
  { value: 'similar', label: '相似款' },
] as const;

/**
 * A related SKU of a SKU, one way (a phone case is an accessory of the phone, not the other way round), in
 * the SKU's own order. One relation per pair: its type is edited, not duplicated.
 */
export const skuRelationship = defineEntity({
  name: 'catalogue.skuRelationship',
  table: 'catalogue.sku_relationships',
  label: '关联SKU',
  titleField: 'related_sku_id',
  naturalKey: ['sku_id', 'related_sku_id'],
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  indexes: [['sku_id', 'sort'], ['related_sku_id']],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal', immutable: true }),
    related_sku_id: reference({ label: '关联SKU', to: 'catalogue.sku', required: true, immutable: true }),
    type: enumOf({ label: '关联类型', options: skuRelationshipTypes, required: true, filter: 'equal' }),
    sort: number({ label: '排序', min: 0, max: 9999 }),
    remark: text({ label: '备注', max: 200 }),
  },
});
