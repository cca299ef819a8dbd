import { defineEntity, money, reference } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/** A SKU's price in one price list (价格代码), in that list's currency; written as a set by `sku/price/{id}`. */
export const skuPrice = defineEntity({
  name: 'catalogue.skuPrice',
  table: 'catalogue.sku_prices',
  label: 'SKU价格',
  titleField: 'price',
  naturalKey: ['sku_id', 'price_code_id'],
  indexes: [['sku_id', 'price_code_id']],
  scopeThrough: { field: 'sku_id', parent: sku },
  fields: {
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, filter: 'equal', immutable: true }),
    price_code_id: reference({ label: '价格代码', to: 'catalogue.priceCode', required: true, filter: 'equal', immutable: true }),
    price: money({ label: '价格', required: true, filter: 'range' }),
  },
});
