import { code, defineEntity, enabledLifecycle, image, status, text } from '@entrepot/entity';

/** Brands are switched on and off like any master data: a disabled brand is not offered to new SPUs. */
export const brandStatus = enabledLifecycle;

/** The brands the company sells under (own brands and licensed ones). */
export const brand = defineEntity({
  name: 'catalogue.brand',
  table: 'catalogue.brands',
  label: '品牌',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: code({ label: '品牌编码', max: 20, pattern: 'BR{seq:3}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '品牌名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 100, filter: 'like' }),
    logo: image({ label: '品牌Logo' }),
    status: status({ label: '状态', machine: brandStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
  },
});
