import { defineEntity, reference, text } from '@entrepot/entity';

/** Our colour (a value of the 颜色 attribute) → the colour name a marketplace expects; changes are logged. */
export const colourMapping = defineEntity({
  name: 'catalogue.colourMapping',
  table: 'catalogue.colour_mappings',
  label: '颜色映射',
  titleField: 'colour',
  naturalKey: ['colour'],
  defaultSort: [{ field: 'colour', dir: 'asc' }],
  fields: {
    colour: text({ label: '颜色', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    attribute_value_id: reference({ label: '颜色属性值', to: 'catalogue.attributeValue', filter: 'equal' }),
    colour_en: text({ label: '英文颜色', max: 50, required: true, filter: 'like', sortable: true }),
    colour_family: text({ label: '色系', max: 50, filter: 'equal' }),
    hex: text({ label: '色值', max: 7, check: (v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? null : '色值请填写 #RRGGBB') }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});
