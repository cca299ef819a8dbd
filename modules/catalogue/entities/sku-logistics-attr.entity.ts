import { defineEntity, enumOf, reference } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/**
 * 物流属性: what carriers and logistics channels accept or refuse a parcel for (a channel for 普货 only
 * takes no battery, liquid or magnet). Declared once here; `logistics/attr` answers the list.
 */
export const logisticsAttrs = [
  { value: 'general', label: '普货', description: '无电池、液体、粉末、磁性等敏感成分' },
  { value: 'battery', label: '带电', description: '内置或配套电池(锂电池随设备)' },
  { value: 'pure_battery', label: '纯电', description: '电池单独运输(充电宝、电池)' },
  { value: 'liquid', label: '液体', description: '液体或含液体(香水、墨水)' },
  { value: 'paste', label: '膏体', description: '膏状、凝胶(牙膏、化妆品)' },
  { value: 'powder', label: '粉末', description: '粉末状(粉饼、奶粉)' },
  { value: 'magnetic', label: '磁性', description: '含磁铁或强磁(音箱、磁吸配件)' },
  { value: 'sharp', label: '刀具利器', description: '刀具、剪刀等利器' },
] as const;

export type LogisticsAttr = (typeof logisticsAttrs)[number]['value'];

/** One logistics attribute of a SKU; a SKU's set is replaced as a whole (`PUT sku/logistics/{id}`). */
export const skuLogisticsAttr = defineEntity({
  name: 'catalogue.skuLogisticsAttr',
  table: 'catalogue.sku_logistics_attrs',
  label: '物流属性',
  titleField: 'attr',
  naturalKey: ['sku_id', 'attr'],
  indexes: [['sku_id', 'attr']],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal', immutable: true }),
    attr: enumOf({ label: '物流属性', options: logisticsAttrs, required: true, filter: 'equal', immutable: true }),
  },
});
