import { defineQuery, reference, text } from '@entrepot/entity';
import { sku } from './sku.entity.ts';

/**
 * 标准价 (`standardprice/list`): the SKUs the reader may see in code order, each with, per marketplace, the ratio
 * that applies and 成本价 × 倍率 (`prices`, added per page by the server; the 标准价 columns are the page's). The
 * SKU list's filters, `spu_code` (SPU codes, pasted) and `category_id` (the category with its sub-categories,
 * read by the server's source, so no filter of its own here).
 */
export const standardPriceList = defineQuery({
  name: 'catalogue.standardPrice',
  label: '标准价',
  permission: sku.permission('read'),
  exportPermission: sku.permission('export'),
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: sku.fields.code,
    name: sku.fields.name,
    spec: { ...sku.fields.spec, filter: undefined, list: false },
    spu_code: text({ label: 'SPU编码', max: 40, filter: 'batch', caseless: true }),
    category_id: reference({ label: '分类', to: 'catalogue.category' }),
    status: sku.fields.status,
    cost_price: sku.fields.cost_price,
  },
});
