import { decimal, defineEntity, enumOf, money, text } from '@entrepot/entity';
import { checkHasChinese, checkNoChinese } from '@entrepot/validators';
import { checkHsCode, declaredCurrencies } from './sku-customs.entity.ts';

/** The units goods are declared in (申报单位). */
export const customsUnits = ['个', '件', '套', '双', '条', '台', '只', '张', '把', '盒', '千克', '米'].map((u) => ({ value: u, label: u }));

/** `|` between the values of the declaration elements, in the elements' order (the declaration form's own). */
export const ELEMENT_SEPARATOR = '|';

/**
 * 报关品名: the declared names the company uses, each with its HS code, unit, the range a declared value must
 * fall in, the export tax rebate rate (a decimal: 0.13 is 13%) and its 申报要素 values. A SKU's customs data
 * names one (HS编码 + 申报品名) and is reviewed against it.
 */
export const customsGoods = defineEntity({
  name: 'catalogue.customsGoods',
  table: 'catalogue.customs_goods',
  label: '报关品名',
  titleField: 'name',
  naturalKey: ['hs_code', 'name'],
  defaultSort: [
    { field: 'hs_code', dir: 'asc' },
    { field: 'name', dir: 'asc' },
  ],
  indexes: [['hs_code', 'name']],
  fields: {
    name: text({ label: '中文品名', max: 100, required: true, check: checkHasChinese, filter: 'like', sortable: true }),
    name_en: text({ label: '英文品名', max: 200, required: true, check: checkNoChinese, filter: 'like' }),
    hs_code: text({ label: 'HS编码', max: 10, required: true, check: checkHsCode, filter: 'batch', sortable: true }),
    unit: enumOf({ label: '申报单位', options: customsUnits, required: true, filter: 'equal' }),
    currency: enumOf({ label: '币种', options: declaredCurrencies, default: 'USD', required: true }),
    min_value: money({ label: '最低申报价值', min: '0.01' }),
    max_value: money({ label: '最高申报价值', min: '0.01' }),
    tax_rebate_rate: decimal({ label: '退税率', precision: 5, scale: 4, min: '0', max: '1', filter: 'range', sortable: true }),
    elements: text({ label: '申报要素', max: 1000, multiline: true }),
    remark: text({ label: '备注', max: 200, multiline: true, list: false }),
  },
});
