import { defineEntity, quantity, reference, text } from '@entrepot/entity';

/**
 * One value of one variant dimension of an SPU (颜色 = 黑 / BLK, 尺码 = M / M): the rows of a dimension,
 * crossed with the other dimensions' rows, make the SPU's SKU matrix. `code` goes into the SKU code.
 */
export const spuOption = defineEntity({
  name: 'catalogue.spuOption',
  table: 'catalogue.spu_options',
  label: '规格值',
  titleField: 'value',
  fields: {
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, filter: 'equal' }),
    dimension: text({ label: '规格', max: 20, required: true }),
    value: text({ label: '规格值', max: 30, required: true }),
    code: text({
      label: '规格编码',
      max: 10,
      required: true,
      check: (v) => (/^[A-Z0-9]+$/.test(v) ? null : '规格编码只能包含大写字母和数字'),
    }),
    position: quantity({ label: '顺序' }),
  },
});
