import { code, defineEntity, enabledLifecycle, status, text } from '@entrepot/entity';

/** Materials are switched on and off like any master data. */
export const materialStatus = enabledLifecycle;

/** Materials of products (棉, 涤纶, 不锈钢…), with the English and customs names the listings need. */
export const material = defineEntity({
  name: 'catalogue.material',
  table: 'catalogue.materials',
  label: '材质',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: code({ label: '材质编码', max: 20, pattern: 'MT{seq:4}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '材质名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 100, required: true, filter: 'like' }),
    customs_name: text({ label: '报关名称', max: 100 }),
    status: status({ label: '状态', machine: materialStatus, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
  },
});
