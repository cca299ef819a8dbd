import { children, code, createdAt, datetime, defineEntity, defineMachine, enumOf, quantity, reference, status, text } from '@entrepot/entity';

/**
 * A return's life (README "Returns"): 待到货 while customer service has approved a 退货退款 and the parcel is on its
 * way back; 登记 when it is opened and its units counted as good or defective — they enter the ledger as 待检 at
 * the warehouse's receiving row —; 退货上架 moves them onto locations (defective units only into a 次品区); the
 * return is 已上架 when nothing is left. An expected return that never comes is cancelled.
 */
export const returnLifecycle = defineMachine({
  initial: 'expected',
  states: {
    expected: { label: '待到货', color: 'blue' },
    shelving: { label: '待上架', color: 'violet' },
    completed: { label: '已上架', color: 'green' },
    cancelled: { label: '已取消', color: 'gray' },
  },
  transitions: {
    register: { label: '登记', from: ['expected'], to: 'shelving', permission: 'register', stamp: 'registered_at' },
    complete: { label: '上架完成', from: ['shelving'], to: 'completed', permission: 'shelve', stamp: 'completed_at' },
    cancel: { label: '取消', from: ['expected'], to: 'cancelled', permission: 'cancel' },
  },
});

export const returnSources = [
  { value: 'refund', label: '售后退货', color: 'blue' },
  { value: 'unannounced', label: '无预报退货', color: 'orange' },
] as const;

export const returnLineStates = [
  { value: 'expected', label: '待到货', color: 'blue' },
  { value: 'shelving', label: '待上架', color: 'violet' },
  { value: 'done', label: '已上架', color: 'green' },
  { value: 'none', label: '未退回', color: 'gray' },
] as const;

/**
 * 退货SKU: one SKU of a return. Expected is what the order shipped (none for an unannounced return); at
 * registration the units are counted as good or defective; each is shelved apart.
 */
export const returnGoodsSku = defineEntity({
  name: 'wms.returnGoodsSku',
  table: 'wms.return_goods_skus',
  label: '退货SKU',
  titleField: 'sku_code',
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  scopes: { warehouse: 'warehouse_id' },
  indexes: [['status', '-created_at']],
  fields: {
    return_id: reference({ label: '退货单', to: 'wms.goodsReturn', required: true, filter: 'equal', list: false }),
    /** The return's, copied: the warehouse data rule applies to the lines' own list. */
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    /** Its place on the return: the ledger's source line (退货单 TH…-0001 行 2). */
    line_no: quantity({ label: '行号', required: true, min: 1, list: false }),
    /** The return's number, set as it is made. */
    return_code: text({ label: '退货单号', max: 20, readOnly: true, filter: 'batch' }),
    order_code: text({ label: '订单号', max: 40, filter: 'batch' }),
    package_code: text({ label: '包裹号', max: 40, filter: 'batch' }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', filter: 'equal', list: false }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true, filter: 'batch' }),
    status: enumOf({ label: '状态', options: returnLineStates, required: true, filter: 'equal' }),
    expected_quantity: quantity({ label: '应退数量', default: 0 }),
    good_quantity: quantity({ label: '良品数量', default: 0 }),
    defect_quantity: quantity({ label: '次品数量', default: 0 }),
    defect_reason: text({ label: '次品原因', max: 200 }),
    shelved_good_quantity: quantity({ label: '良品已上架', default: 0 }),
    shelved_defect_quantity: quantity({ label: '次品已上架', default: 0 }),
    created_at: createdAt(),
  },
});

/** What of a return line is still to shelve, good and defective (server and screens alike). */
export interface ShelvableReturnLine {
  good_quantity: number;
  defect_quantity: number;
  shelved_good_quantity: number;
  shelved_defect_quantity: number;
}
export const goodLeft = (l: ShelvableReturnLine): number => l.good_quantity - l.shelved_good_quantity;
export const defectLeft = (l: ShelvableReturnLine): number => l.defect_quantity - l.shelved_defect_quantity;

/** 退货单: what one returned parcel brought back into a warehouse. */
export const goodsReturn = defineEntity({
  name: 'wms.goodsReturn',
  table: 'wms.goods_returns',
  label: '退货单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'status',
  scopes: { warehouse: 'warehouse_id' },
  indexes: [['status', '-created_at', '-id']],
  document: {
    lines: 'lines',
    sums: {
      total_expected: 'expected_quantity',
      total_good: 'good_quantity',
      total_defect: 'defect_quantity',
      total_shelved_good: 'shelved_good_quantity',
      total_shelved_defect: 'shelved_defect_quantity',
    },
  },
  fields: {
    code: code({ label: '退货单号', max: 20, pattern: 'TH{yyyyMMdd}-{seq:4}', readOnly: true, filter: 'batch', sortable: true }),
    source: enumOf({ label: '来源', options: returnSources, required: true, filter: 'equal' }),
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    order_code: text({ label: '订单号', max: 40, filter: 'batch' }),
    package_code: text({ label: '包裹号', max: 40, filter: 'batch' }),
    /** The approved 退货退款 that announced it (售后). */
    refund_code: text({ label: '退款单号', max: 40, filter: 'batch' }),
    status: status({ label: '状态', machine: returnLifecycle, filter: 'equal' }),
    total_expected: quantity({ label: '应退数量', readOnly: true, max: 999_999_999 }),
    total_good: quantity({ label: '良品数量', readOnly: true, max: 999_999_999 }),
    total_defect: quantity({ label: '次品数量', readOnly: true, max: 999_999_999 }),
    total_shelved_good: quantity({ label: '良品已上架', readOnly: true, max: 999_999_999, list: false }),
    total_shelved_defect: quantity({ label: '次品已上架', readOnly: true, max: 999_999_999, list: false }),
    registered_at: datetime({ label: '登记时间', readOnly: true, filter: 'range', sortable: true }),
    completed_at: datetime({ label: '上架完成时间', readOnly: true, list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    lines: children({ label: '退货SKU', entity: returnGoodsSku, foreignKey: 'return_id', max: 200 }),
    created_at: createdAt(),
  },
});

export const returnConditions = [
  { value: 'good', label: '良品', color: 'green' },
  { value: 'defect', label: '次品', color: 'red' },
] as const;

/** 退货上架记录: units of a return line put onto one location (one posting each). */
export const returnShelf = defineEntity({
  name: 'wms.returnShelf',
  table: 'wms.return_shelves',
  label: '退货上架',
  titleField: 'location_code',
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  counts: 'condition',
  scopes: { warehouse: 'warehouse_id' },
  indexes: [['warehouse_id', '-created_at']],
  fields: {
    return_id: reference({ label: '退货单', to: 'wms.goodsReturn', required: true, filter: 'equal', list: false }),
    line_id: text({ label: '退货SKU', max: 36, required: true, list: false, exported: false }),
    warehouse_id: reference({ label: '仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    return_code: text({ label: '退货单号', max: 20, required: true, filter: 'batch' }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true, filter: 'batch' }),
    condition: enumOf({ label: '品质', options: returnConditions, required: true, filter: 'equal' }),
    /** The return's shelvings in order (1, 2, …): the ledger's source line of its posting. */
    seq: quantity({ label: '序号', required: true, min: 1, list: false }),
    location_code: text({ label: '库位', max: 30, required: true, filter: 'batch' }),
    quantity: quantity({ label: '上架数量', required: true, min: 1 }),
    created_at: createdAt(),
  },
});
