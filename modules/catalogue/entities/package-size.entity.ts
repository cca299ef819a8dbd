import { decimal, defineEntity, images, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

const cm = (label: string) => decimal({ label, precision: 8, scale: 2, min: '0', required: true, filter: 'range', sortable: true });

/** The measured package of one SKU (长宽高 in cm, 重量 in kg, photos), optionally after a package standard. */
export const packageSize = defineEntity({
  name: 'catalogue.packageSize',
  table: 'catalogue.package_sizes',
  label: '包装尺寸',
  titleField: 'sku_id',
  naturalKey: ['sku_id'],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, unique: true, filter: 'equal', immutable: true }),
    package_standard_id: reference({
      label: '包装标准',
      to: 'catalogue.packageStandard',
      filter: 'equal',
      onDelete: 'restrict',
      inUse: '该包装标准已被SKU使用，请停用',
    }),
    length: cm('长(cm)'),
    width: cm('宽(cm)'),
    height: cm('高(cm)'),
    weight: decimal({ label: '重量(kg)', precision: 10, scale: 3, min: '0', required: true, filter: 'range', sortable: true }),
    pictures: images({ label: '包装图片', max: 6 }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});
