import { children, defineEntity, number, text } from '@entrepot/entity';
import { tag } from './tag.entity.ts';

/** Tag types (商品定位, 风险, 运营…) and their tags: the master the SKU tags choose from. */
export const tagType = defineEntity({
  name: 'catalogue.tagType',
  table: 'catalogue.tag_types',
  label: '标签类型',
  titleField: 'name',
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  fields: {
    name: text({ label: '类型名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    tags: children({ label: '标签', entity: tag, foreignKey: 'tag_type_id', orderBy: 'sort', max: 200 }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
  },
});
