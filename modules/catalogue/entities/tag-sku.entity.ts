import { defineEntity, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/** A tag put on a SKU (商品标签): one row per SKU and tag. */
export const skuTag = defineEntity({
  name: 'catalogue.skuTag',
  table: 'catalogue.sku_tags',
  label: '商品标签',
  titleField: 'sku_id',
  naturalKey: ['sku_id', 'tag_id'],
  indexes: [['sku_id', 'tag_id']],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal', immutable: true }),
    tag_id: reference({
      label: '标签',
      to: 'catalogue.tag',
      required: true,
      filter: 'equal',
      immutable: true,
      onDelete: 'restrict',
      inUse: '该标签已用于SKU，不能删除',
    }),
    remark: text({ label: '备注', max: 200 }),
  },
});
