import { children, date, decimal, defineEntity, file, files, image, images, quantity, reference, richText, text } from '@entrepot/entity';

// One field of each catalogue type (decimal, quantity, date, files, rich text, child rows), for the engine's web tests.
export const probeLine = defineEntity({
  name: 'test.line',
  table: 'test.lines',
  label: '属性行',
  titleField: 'name',
  fields: {
    spu_id: reference({ label: 'SPU', to: 'test.spu', required: true }),
    name: text({ label: '属性名', max: 10, required: true }),
    qty: quantity({ label: '数量' }),
    owner_id: reference({ label: '负责人', to: 'test.person' }),
  },
});

export const catalogueProbe = defineEntity({
  name: 'test.spu',
  table: 'test.spus',
  label: 'SPU',
  titleField: 'name',
  fields: {
    name: text({ label: '名称', max: 20, required: true }),
    weight: decimal({ label: '重量', precision: 10, scale: 3, min: '0', filter: 'range' }),
    stock: quantity({ label: '库存', filter: 'range' }),
    launched_on: date({ label: '上架日期' }),
    cover: image({ label: '主图' }),
    gallery: images({ label: '图集', max: 2 }),
    manual: files({ label: '附件' }),
    contract: file({ label: '合同' }),
    description: richText({ label: '描述' }),
    lines: children({ label: '属性', entity: probeLine, foreignKey: 'spu_id' }),
  },
});

export const fileWire = (n: number, name = `图${n}.png`) => ({
  id: `0190a000-0000-7000-8000-00000000000${n}`,
  name,
  url: `/files/2026/11/${n}.png?exp=1&sig=s`,
  content_type: 'image/png',
});
