import { defineEntity, enabledLifecycle, enumOf, number, status, text } from '@entrepot/entity';
import { checkDigitsAndCapitalsOnly } from '@entrepot/validators';

/** Currencies a price list is kept in. */
export const priceCurrencies = [
  { value: 'CNY', label: '人民币' },
  { value: 'USD', label: '美元' },
  { value: 'EUR', label: '欧元' },
  { value: 'GBP', label: '英镑' },
  { value: 'JPY', label: '日元' },
] as const;

/** Price codes are switched on and off like any master data (a disabled one keeps its SKU prices). */
export const priceCodeStatus = enabledLifecycle;

/**
 * 价格代码: a named price list a SKU may have one price in besides its 成本价 and 销售价 — 批发价 (B2B),
 * 分销价, 平台最低价 (the floor listings must not go under), FBA售价… Codes are chosen by the user
 * (WHOLESALE), in capitals and digits, as they travel in exports and integrations.
 */
export const priceCode = defineEntity({
  name: 'catalogue.priceCode',
  table: 'catalogue.price_codes',
  label: '价格代码',
  titleField: 'name',
  naturalKey: ['code'],
  defaultSort: [{ field: 'sort', dir: 'asc' }],
  fields: {
    // Typed by the user (no counter): letters and digits as exports and integrations carry it.
    code: text({
      label: '价格代码',
      max: 20,
      required: true,
      unique: true,
      immutable: true,
      check: checkDigitsAndCapitalsOnly,
      filter: 'batch',
      sortable: true,
    }),
    name: text({ label: '名称', max: 50, required: true, unique: true, filter: 'like', sortable: true }),
    currency: enumOf({ label: '币种', options: priceCurrencies, default: 'CNY', required: true, filter: 'equal' }),
    status: status({ label: '状态', machine: priceCodeStatus, filter: 'equal' }),
    sort: number({ label: '排序', min: 0, max: 9999, sortable: true }),
    remark: text({ label: '备注', max: 200, list: false, multiline: true }),
  },
});
