// A throwaway SPU with every field type the catalogue needs (decimal, quantity, date, files, rich text,
// owned child rows), for the engine's own tests.
import { children, date, decimal, defineEntity, file, files, image, images, quantity, reference, richText, text } from '@entrepot/entity';

export const probeAttribute = defineEntity({
  name: 'probe.spuAttribute',
  table: 'probe.spu_attributes',
  label: 'SPU属性',
  titleField: 'name',
  fields: {
    spu_id: reference({ label: 'SPU', to: 'probe.spu', required: true, filter: 'equal' }),
    name: text({ label: '属性名', max: 30, required: true }),
    value: text({ label: '属性值', max: 100 }),
    position: quantity({ label: '顺序' }),
    size: decimal({ label: '尺寸', precision: 8, scale: 2 }),
    group_id: reference({ label: '分组', to: 'probe.group' }),
    photo: image({ label: '属性图' }),
  },
});

export const probeSpu = defineEntity({
  name: 'probe.spu',
  table: 'probe.spus',
  label: '测试SPU',
  titleField: 'name',
  naturalKey: ['name'],
  fields: {
    name: text({ label: '名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    weight: decimal({ label: '重量', precision: 10, scale: 3, min: '0', filter: 'range', sortable: true }),
    stock: quantity({ label: '库存', filter: 'range', sortable: true }),
    delta: quantity({ label: '调整', negative: true, max: 1000 }),
    launched_on: date({ label: '上架日期', filter: 'range', sortable: true }),
    cover: image({ label: '主图' }),
    gallery: images({ label: '图集', max: 3 }),
    manual: file({ label: '说明书' }),
    attachments: files({ label: '附件' }),
    description: richText({ label: '描述' }),
    attributes: children({ label: '属性', entity: probeAttribute, foreignKey: 'spu_id', orderBy: 'position' }),
  },
});
