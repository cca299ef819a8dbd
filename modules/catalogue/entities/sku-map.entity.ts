import { defineEntity, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/**
 * A marketplace SKU (the seller SKU we list under) → our SKU; imported in bulk. Seller SKUs are ours, so one
 * is mapped once whatever the platform (the import's natural key).
 */
export const skuMapping = defineEntity({
  name: 'catalogue.skuMapping',
  table: 'catalogue.sku_mappings',
  label: 'SKU映射',
  titleField: 'platform_sku',
  naturalKey: ['platform_sku'],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    platform_code: text({ label: '平台', max: 30, required: true, filter: 'equal', sortable: true }),
    account: text({ label: '销售账号', max: 100, filter: 'like' }),
    platform_sku: text({ label: '平台SKU', max: 100, required: true, unique: true, filter: 'batch', sortable: true }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal' }),
    remark: text({ label: '备注', max: 200 }),
  },
});
