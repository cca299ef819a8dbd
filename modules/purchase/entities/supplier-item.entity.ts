import { boolean, datetime, defineEntity, enabledLifecycle, money, reference, status, text } from '@entrepot/entity';
import { supplier } from './supplier.entity.ts';

/** What a supplier supplies, by SKU: its own item code and name for it, and whether it is the SKU's default supplier. */
export const supplierSku = defineEntity({
  name: 'purchase.supplierSku',
  table: 'purchase.supplier_skus',
  label: '供应商SKU',
  titleField: 'supplier_item_code',
  naturalKey: ['supplier_id', 'sku_id'],
  scopeThrough: { field: 'supplier_id', parent: supplier },
  indexes: [['supplier_id', 'sku_id']],
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true, immutable: true, filter: 'equal' }),
    supplier_item_code: text({ label: '供应商货号', max: 60, filter: 'like', sortable: true }),
    supplier_item_name: text({ label: '供应商品名', max: 200 }),
    /** The supplier's words for this SKU's options (颜色: 米白，尺码: M), set per SPU by `attribute/batchskuattr/{id}`. */
    supplier_spec: text({ label: '供应商规格', max: 200 }),
    purchase_url: text({ label: '采购链接', max: 500, list: false }),
    reference_price: money({ label: '参考单价(元)' }),
    /** When `toerp` last pushed the link to the supplier's JST (聚水潭); empty: never pushed. */
    jst_bound_at: datetime({ label: '推送聚水潭时间', readOnly: true }),
    // A SKU has one default supplier: flagging another moves the flag (the engine unflags the others).
    is_default: boolean({ label: '默认供应商', default: false, filter: 'equal', onePer: ['sku_id'] }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});

/** What a supplier supplies, by SPU (every colour and size of a style). */
export const supplierSpu = defineEntity({
  name: 'purchase.supplierSpu',
  table: 'purchase.supplier_spus',
  label: '供应商SPU',
  titleField: 'supplier_item_code',
  naturalKey: ['supplier_id', 'spu_id'],
  scopeThrough: { field: 'supplier_id', parent: supplier },
  indexes: [['supplier_id', 'spu_id']],
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', required: true, immutable: true, filter: 'equal' }),
    supplier_item_code: text({ label: '供应商款号', max: 60, filter: 'like', sortable: true }),
    supplier_item_name: text({ label: '供应商品名', max: 200 }),
    purchase_url: text({ label: '采购链接', max: 500, list: false }),
    status: status({ label: '状态', machine: enabledLifecycle, filter: 'equal' }),
    remark: text({ label: '备注', max: 200, list: false }),
  },
});
