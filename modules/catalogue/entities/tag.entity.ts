import { defineEntity, number, reference, text } from '@entrepot/entity';

/** A tag of a tag type (新品, 爆款, 侵权风险…), owned by its type and edited in the type's form. */
export const tag = defineEntity({
  name: 'catalogue.tag',
  table: 'catalogue.tags',
  label: '标签',
  titleField: 'name',
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  fields: {
    tag_type_id: reference({ label: '标签类型', to: 'catalogue.tagType', required: true, filter: 'equal' }),
    name: text({ label: '标签名称', max: 50, required: true, unique: true, filter: 'like' }),
    colour: text({
      label: '颜色',
      max: 7,
      check: (v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? null : '颜色请填写 #RRGGBB'),
    }),
    sort: number({ label: '排序', min: 0, max: 9999 }),
  },
});
