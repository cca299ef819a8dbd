import { children, code, createdAt, datetime, decimal, defineEntity, defineMachine, enumOf, files, quantity, reference, status, text } from '@entrepot/entity';
import { platformField } from './platforms.ts';

/**
 * The package's life, with the codes and labels of spec 002 §4 (README "Order → package"): made from orders as
 * 20 待审核 (10 while its automatic check runs, 15 while it waits for a merge); 审核 allocates its stock — all of
 * it reserved: 50 待推送, else 40 缺货 until stock arrives (oldest first); 推送 hands it to the warehouse — 70
 * 已推送, or 60 推送失败 with the reason —; the warehouse's events make it 80 已发货, 30 交接异常 or 100 已退回.
 */
export const packageLifecycle = defineMachine({
  initial: '20',
  states: {
    '10': { label: '待审核检查', color: 'default' },
    '15': { label: '待合并', color: 'violet' },
    '20': { label: '待审核', color: 'orange' },
    '30': { label: '交接异常', color: 'red' },
    '40': { label: '缺货', color: 'red' },
    '50': { label: '待推送', color: 'blue' },
    '60': { label: '推送失败', color: 'red' },
    '70': { label: '已推送', color: 'violet' },
    '80': { label: '已发货', color: 'green' },
    '90': { label: '已取消', color: 'gray' },
    '100': { label: '已退回', color: 'gray' },
  },
  order: ['10', '15', '20', '30', '40', '50', '60', '70', '80', '90', '100'],
  transitions: {},
});

/**
 * 缺货跟踪 (`/order/management/outofstock-track`): what is being done about a package's missing stock, set by
 * operations; the allocation that releases the package (when stock arrives) does not depend on it.
 */
export const shortageStatuses = [
  { value: 'pending', label: '待处理' },
  { value: 'purchasing', label: '已下采购' },
  { value: 'transferring', label: '调拨中' },
  { value: 'arriving', label: '等待到货' },
  { value: 'unavailable', label: '无法补货' },
] as const;

/** 包裹明细: units of one order line in a package, reserved in the package's warehouse once it is audited. */
export const packageLine = defineEntity({
  name: 'oms.packageLine',
  table: 'oms.package_lines',
  label: '包裹明细',
  titleField: 'sku_code',
  indexes: [['order_line_id'], ['sku_id']],
  fields: {
    package_id: reference({ label: '包裹', to: 'oms.package', required: true, filter: 'equal' }),
    order_id: reference({ label: '订单', to: 'oms.order', required: true }),
    order_code: text({ label: '订单号', max: 20, required: true }),
    order_line_id: text({ label: '订单明细', max: 36, required: true, list: false, exported: false }),
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', required: true }),
    sku_code: text({ label: 'SKU编码', max: 60, required: true }),
    quantity: quantity({ label: '数量', required: true, min: 1 }),
    /** Its place in the package (1, 2, …): the ledger's source line of its reservation. */
    line_no: quantity({ label: '行号', required: true, min: 1, list: false }),
  },
});

/** 包裹: what one warehouse ships to one buyer at one address, from one or more orders. */
export const pkg = defineEntity({
  name: 'oms.package',
  table: 'oms.packages',
  label: '包裹',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'ordered_at', dir: 'desc' }],
  counts: 'status',
  scopes: { platform: 'platform_code', account: 'account_id', warehouse: 'warehouse_id' },
  document: { lines: 'lines', sums: { total_quantity: 'quantity' } },
  indexes: [
    ['status', '-ordered_at', '-id'],
    ['warehouse_id', 'status', 'ordered_at'],
  ],
  fields: {
    code: code({ label: '包裹号', max: 20, pattern: 'PK{yyyyMMdd}-{seq:5}', readOnly: true, filter: 'batch', sortable: true }),
    status: status({ label: '包裹状态', machine: packageLifecycle, filter: 'equal' }),
    /** The orders in it, by number (SO20261126-00001, …). */
    order_codes: text({ label: '订单号', max: 2000, readOnly: true, filter: 'like' }),
    platform_order_ids: text({ label: '平台订单号', max: 2000, readOnly: true, filter: 'like', list: false }),
    platform_code: platformField({ readOnly: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', readOnly: true, filter: 'equal' }),
    warehouse_id: reference({ label: '发货仓库', to: 'wms.warehouse', required: true, filter: 'equal' }),
    channel_id: reference({ label: '物流渠道', to: 'logistics.channel', filter: 'equal' }),
    buyer_name: text({ label: '收件人', max: 100, required: true, filter: 'like' }),
    country: text({ label: '国家', max: 2, required: true, filter: 'equal' }),
    address: text({ label: '收件地址', max: 600, list: false }),
    /** The oldest of its orders: allocation serves packages in this order (FIFO). */
    ordered_at: datetime({ label: '下单时间', readOnly: true, filter: 'range', sortable: true }),
    total_quantity: quantity({ label: '商品数量', readOnly: true, max: 999_999_999 }),
    weight: decimal({ label: '重量(kg)', precision: 10, scale: 3, min: '0', sortable: true }),
    tracking_no: text({ label: '跟踪号', max: 60, readOnly: true, filter: 'batch' }),
    note: text({ label: '缺货/推送说明', max: 500, readOnly: true }),
    shortage_status: enumOf({ label: '缺货跟踪', options: shortageStatuses, default: 'pending', readOnly: true, filter: 'equal' }),
    shortage_note: text({ label: '跟踪备注', max: 300, readOnly: true }),
    audited_at: datetime({ label: '审核时间', readOnly: true, list: false }),
    pushed_at: datetime({ label: '推送时间', readOnly: true, list: false }),
    shipped_at: datetime({ label: '发货时间', readOnly: true, filter: 'range' }),
    /** 发货凭证: photos or files proving the handover (the carrier's receipt, the scale, the parcel). */
    proofs: files({ label: '发货凭证', max: 10 }),
    /** A resend (复制补发) names the package it resends. */
    copied_from: text({ label: '补发自', max: 20, readOnly: true, filter: 'like', list: false }),
    lines: children({ label: '包裹明细', entity: packageLine, foreignKey: 'package_id', max: 500 }),
    created_at: createdAt(),
  },
});
