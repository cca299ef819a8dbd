import { defineEntity, number, reference, text } from '@entrepot/entity';

/** One value of an attribute (红色, XL, 棉): rows owned by the attribute, edited in its form. */
export const attributeValue = defineEntity({
  name: 'catalogue.attributeValue',
  table: 'catalogue.attribute_values',
  label: '属性值',
  titleField: 'value',
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  fields: {
    attribute_id: reference({ label: '属性', to: 'catalogue.attribute', required: true, filter: 'equal' }),
    value: text({ label: '属性值', max: 100, required: true, filter: 'like' }),
    value_en: text({ label: '英文值', max: 100 }),
    sort: number({ label: '排序', min: 0, max: 9999 }),
  },
});
