// A small declared change request the screens' tests share: an item (the subject) and its variants.
import { defineChangeRequest, defineEntity, enumOf, money, reference, text } from '@entrepot/entity';

export const item = defineEntity({
  name: 'test.item',
  table: 'test.items',
  label: '款式',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 50 }), season: enumOf({ label: '季节', options: [{ value: 'summer', label: '夏季' }] }) },
});
const variant = defineEntity({
  name: 'test.variant',
  table: 'test.variants',
  label: '规格',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 50 }), item_id: reference({ label: '款式', to: 'test.item' }), price: money({ label: '售价' }) },
});
export const decl = defineChangeRequest({
  name: 'test.itemChange',
  table: 'test.item_changes',
  lineTable: 'test.item_change_lines',
  label: '款式变更',
  number: 'IC{seq:3}',
  documentType: 'test.item-change',
  api: {
    service: '/api-test',
    base: '/api/v1/test',
    paths: { list: 'itemchange/list', form: 'itemchange/create', submit: 'itemchange', detail: 'itemchange/:id' },
  },
  screen: { url: '/test/item-change' },
  targets: { item: { entity: item, fields: ['name', 'season'] }, variant: { entity: variant, under: 'item_id', fields: ['price'] } },
});
