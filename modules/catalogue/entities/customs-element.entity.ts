import { boolean, defineEntity, number, text } from '@entrepot/entity';
import { checkHsCode } from './sku-customs.entity.ts';

/**
 * 申报要素: the items a customs declaration must state for one HS code, in their order (品名, 材质, 用途,
 * 品牌类型, 出口享惠情况…). A declared name's values (报关品名 → 申报要素) are written in this order, joined
 * by `|`, as the declaration form takes them.
 */
export const customsElement = defineEntity({
  name: 'catalogue.customsElement',
  table: 'catalogue.customs_elements',
  label: '申报要素',
  titleField: 'name',
  naturalKey: ['hs_code', 'name'],
  defaultSort: [
    { field: 'hs_code', dir: 'asc' },
    { field: 'sort', dir: 'asc' },
  ],
  indexes: [['hs_code', 'sort']],
  fields: {
    hs_code: text({ label: 'HS编码', max: 10, required: true, check: checkHsCode, filter: 'batch', sortable: true }),
    sort: number({ label: '序号', min: 1, max: 99, required: true, sortable: true }),
    name: text({ label: '要素名称', max: 50, required: true, filter: 'like', sortable: true }),
    mandatory: boolean({ label: '必填', default: true, filter: 'equal' }),
    /** How to fill it, e.g. 品牌类型 `0:无品牌;1:境内自主品牌;2:境内收购品牌;3:境外品牌(贴牌生产);4:境外品牌(其他)`. */
    hint: text({ label: '填写说明', max: 200, multiline: true }),
  },
});
