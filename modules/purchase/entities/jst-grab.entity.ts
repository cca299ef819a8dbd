import { children, datetime, defineEntity, defineMachine, money, quantity, reference, status, text } from '@entrepot/entity';
import { supplier } from './supplier.entity.ts';

/** The screen's hash route (routes.tsv). */
export const SUPPLIER_GRAB_SCREEN = '/purchase/information/supplier-grab';

/** Where a grabbed item stands (README "Supplier grab"): 生成SPU is the `generateSpu` command's. */
export const grabLifecycle = defineMachine({
  initial: 'new',
  states: {
    new: { label: '待处理', color: 'orange' },
    generated: { label: '已生成SPU', color: 'green' },
    ignored: { label: '已忽略', color: 'gray' },
  },
  transitions: {
    generate: { label: '生成SPU', from: ['new'], to: 'generated' },
    ignore: { label: '忽略', from: ['new'], to: 'ignored' },
    restore: { label: '恢复', from: ['ignored'], to: 'new' },
  },
});

/** One variant of a grabbed item: the supplier's SKU code, its options in the supplier's words, price and stock. */
export const jstGrabSku = defineEntity({
  name: 'purchase.jstGrabSku',
  table: 'purchase.jst_grab_skus',
  label: '抓取SKU',
  titleField: 'sku_code',
  fields: {
    item_id: reference({ label: '抓取商品', to: 'purchase.jstGrabItem', required: true, filter: 'equal' }),
    sku_code: text({ label: '供应商SKU', max: 60, required: true }),
    colour: text({ label: '颜色', max: 40 }),
    size: text({ label: '尺码', max: 40 }),
    price: money({ label: '供货价(元)' }),
    quantity: quantity({ label: '供应商库存' }),
    /** Our SKU once 生成SPU linked it. */
    sku_id: reference({ label: '我方SKU', to: 'catalogue.sku', readOnly: true }),
  },
});

/**
 * 供应商抓取 (screen supplier-grab): an item a supplier keeps in its JST (聚水潭), grabbed with its variants by
 * `supplierInventory/jstGrabSpu` (every item of a supplier) or `addJstGrabSpu` (one item by its code). A buyer
 * turns it into our SPU with its SKUs and supplier links (`generateSpu`) or leaves it. Grabbing again refreshes
 * the figures of an item not yet generated; one record per supplier and item code.
 */
export const jstGrabItem = defineEntity({
  name: 'purchase.jstGrabItem',
  table: 'purchase.jst_grab_items',
  label: '抓取商品',
  titleField: 'item_code',
  naturalKey: ['supplier_id', 'item_code'],
  scopeThrough: { field: 'supplier_id', parent: supplier },
  defaultSort: [{ field: 'grabbed_at', dir: 'desc' }],
  indexes: [['supplier_id', 'item_code']],
  fields: {
    supplier_id: reference({ label: '供应商', to: 'purchase.supplier', required: true, immutable: true, filter: 'equal', onDelete: 'restrict' }),
    item_code: text({ label: '供应商款号', max: 60, required: true, immutable: true, filter: 'like', sortable: true }),
    name: text({ label: '商品名称', max: 200, required: true, filter: 'like' }),
    min_price: money({ label: '最低供货价(元)', sortable: true }),
    sku_count: quantity({ label: 'SKU数', sortable: true }),
    total_quantity: quantity({ label: '供应商库存', sortable: true }),
    status: status({ label: '状态', machine: grabLifecycle, filter: 'equal' }),
    spu_id: reference({ label: '生成的SPU', to: 'catalogue.spu', readOnly: true, filter: 'equal' }),
    grabbed_at: datetime({ label: '抓取时间', filter: 'range', sortable: true, readOnly: true }),
    skus: children({ label: 'SKU', entity: jstGrabSku, foreignKey: 'item_id', orderBy: 'sku_code', max: 200 }),
  },
});
