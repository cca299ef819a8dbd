import { defineEntity, enabledLifecycle, quantity, reference, status, text } from '@entrepot/entity';
import { supplier } from './supplier.entity.ts';

/** 起订量: the least a supplier takes in one order, for one SKU or for a whole SPU (README "MOQ"). */
export const moq = defineEntity({
  name: 'purchase.moq',
  table: 'purchase.moqs',
  label: '起订量',
  titleField: 'min_quantity',
  scopeThrough: { field: 'supplier_id', parent: supplier },
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, filter: 'equal', onDelete: 'restrict' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', filter: 'equal' }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', filter: 'equal' }),
    min_quantity: quantity({ label: '起订量(件)', required: true, sortable: true }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});
