import { boolean, datetime, defineQuery, enumOf, money, text } from '@entrepot/entity';

/**
 * 供应商SPU/SKU as the catalogue reads them (`GET /api-product/…/supplierspusku`, the SPU's 供应商 tab): every
 * supplier SKU link with its SKU's SPU, option text and the supplier's words for it, within the reader's data
 * rules on suppliers. `?spu_id=` narrows to one SPU.
 */
export const supplierSpuSku = defineQuery({
  name: 'purchase.supplierSpuSku',
  label: '供应商SPU/SKU',
  permission: 'purchase.supplierSku.read',
  defaultSort: [{ field: 'sku_code', dir: 'asc' }],
  fields: {
    spu_id: text({ label: 'SPU', max: 36, filter: 'equal', list: false }),
    spu_code: text({ label: 'SPU编码', max: 16, filter: 'like', sortable: true }),
    sku_code: text({ label: 'SKU编码', max: 40, filter: 'like', sortable: true }),
    spec: text({ label: '规格', max: 100 }),
    supplier_code: text({ label: '供应商编码', max: 30, filter: 'like', sortable: true }),
    supplier_name: text({ label: '供应商', max: 100, filter: 'like' }),
    supplier_item_code: text({ label: '供应商货号', max: 60, filter: 'like' }),
    supplier_spec: text({ label: '供应商规格', max: 200 }),
    reference_price: money({ label: '参考单价(元)' }),
    is_default: boolean({ label: '默认供应商', filter: 'equal' }),
    status: enumOf({
      label: '状态',
      filter: 'equal',
      options: [
        { value: 'enabled', label: '启用' },
        { value: 'disabled', label: '停用' },
      ],
    }),
    jst_bound_at: datetime({ label: '推送聚水潭时间' }),
  },
});
