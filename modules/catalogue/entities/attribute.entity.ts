import { boolean, children, code, defineEntity, enumOf, number, text } from '@entrepot/entity';
import { attributeValue } from './attribute-value.entity.ts';

/** Product attributes (颜色, 尺码, 材质…) with their values; `is_default` ones are the SKU form's default set. */
export const attribute = defineEntity({
  name: 'catalogue.attribute',
  table: 'catalogue.attributes',
  label: '属性',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  fields: {
    code: code({ label: '属性编码', max: 20, pattern: 'AT{seq:4}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '属性名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    name_en: text({ label: '英文名称', max: 100, filter: 'like' }),
    type: enumOf({
      label: '属性类型',
      required: true,
      filter: 'equal',
      options: [
        { value: 'sale', label: '销售属性' },
        { value: 'spec', label: '规格属性' },
        { value: 'basic', label: '基础属性' },
      ],
    }),
    is_default: boolean({ label: '默认属性', default: false, filter: 'equal' }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    values: children({ label: '属性值', entity: attributeValue, foreignKey: 'attribute_id', orderBy: 'sort', max: 500 }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
  },
});
