import { code, defineEntity, number, reference, text } from '@entrepot/entity';

/** Deepest level of the category tree (大类 → 中类 → 小类 → 细类). */
export const categoryMaxLevel = 4;

/** The product category tree; a record's level is its parent's level + 1 (set by the server). Changes are audited. */
export const category = defineEntity({
  name: 'catalogue.category',
  table: 'catalogue.categories',
  label: '商品分类',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [
    { field: 'level', dir: 'asc' },
    { field: 'sort', dir: 'asc' },
  ],
  fields: {
    parent_id: reference({ label: '上级分类', to: 'catalogue.category', filter: 'equal' }),
    code: code({ label: '分类编码', max: 20, pattern: 'CT{seq:4}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '分类名称', max: 50, required: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 100 }),
    level: number({ label: '层级', min: 1, max: categoryMaxLevel, readOnly: true, filter: 'equal', sortable: true }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
  },
});
