import {
  children,
  code,
  createdAt,
  datetime,
  decimal,
  defineEntity,
  defineMachine,
  enumOf,
  enumsOf,
  money,
  quantity,
  reference,
  status,
  text,
} from '@entrepot/entity';
import { platformField } from './platforms.ts';

/**
 * The OMS order's life, with the codes and labels of spec 002 §4 (README "Order → package"): every order arrives
 * as 0 待检查异常; the rules hold it in 1 异常订单 or pass it on as 2 待拆分 (ready to be made into packages);
 * orders of one buyer and address that could ship together wait in 11 待合并; once its packages are made it is
 * 3 已拆分, then 4 部分发货 / 5 已发货 as they ship. 已取消, 已拦截 and 已退货 end it.
 */
export const orderLifecycle = defineMachine({
  initial: '0',
  states: {
    '0': { label: '待检查异常', color: 'default' },
    '11': { label: '待合并', color: 'violet' },
    '1': { label: '异常订单', color: 'red' },
    '2': { label: '待拆分', color: 'orange' },
    '3': { label: '已拆分', color: 'blue' },
    '4': { label: '部分发货', color: 'blue' },
    '5': { label: '已发货', color: 'green' },
    '6': { label: '已取消', color: 'gray' },
    '8': { label: '已拦截', color: 'red' },
    '7': { label: '已退货', color: 'gray' },
  },
  order: ['0', '11', '1', '2', '3', '4', '5', '6', '8', '7'],
  transitions: {
    intercept: { label: '拦截', from: ['0', '11', '1', '2'], to: '8' },
    cancel: { label: '取消', from: ['0', '11', '1', '2', '8'], to: '6' },
  },
});

/** 标记发货: whether the platform was told the order shipped (README "Marking shipped"). */
export const markStatuses = [
  { value: 'none', label: '无需标记' },
  { value: 'pending', label: '待标记' },
  { value: 'marked', label: '已标记' },
  { value: 'failed', label: '标记失败' },
  { value: 'manual', label: '已手工标记' },
] as const;

/**
 * 平台徽章: what a platform tags an order with (README "Temu badges") — Temu's urgent stock orders, its platform
 * logistics and customised goods; a badge a platform sends that is not here is not kept.
 */
export const orderBadges = [
  { value: 'urgent', label: '紧急', color: 'red' },
  { value: 'platform_logistics', label: '平台物流', color: 'blue' },
  { value: 'custom', label: '定制', color: 'violet' },
] as const;

export const orderSources = [
  { value: 'pull', label: '平台拉取' },
  { value: 'import', label: '文件导入' },
  { value: 'manual', label: '手工订单' },
] as const;

/** 订单明细: one platform SKU of an order, matched to our SKU (by the catalogue's SKU mapping, else by code). */
export const orderLine = defineEntity({
  name: 'oms.orderLine',
  table: 'oms.order_lines',
  label: '订单明细',
  titleField: 'platform_sku',
  fields: {
    order_id: reference({ label: '订单', to: 'oms.order', required: true, filter: 'equal' }),
    platform_sku: text({ label: '平台SKU', max: 100, required: true }),
    /** Empty when the platform SKU matches none of ours: the order is held as 异常 (SKU未匹配). */
    sku_id: reference({ label: 'SKU', to: 'catalogue.sku', filter: 'equal' }),
    sku_code: text({ label: 'SKU编码', max: 60 }),
    title: text({ label: '商品名称', max: 300 }),
    quantity: quantity({ label: '数量', required: true, min: 1 }),
    price: money({ label: '单价', min: '0' }),
    amount: money({ label: '金额', readOnly: true, importable: false }),
    shipped_quantity: quantity({ label: '已发货', readOnly: true, importable: false, default: 0 }),
  },
});

/** OMS 订单: one marketplace order of one sales account, as the platform sent it, with what the rules made of it. */
export const order = defineEntity({
  name: 'oms.order',
  table: 'oms.orders',
  label: '订单',
  titleField: 'code',
  naturalKey: ['code'],
  defaultSort: [{ field: 'ordered_at', dir: 'desc' }],
  counts: 'status',
  editableIn: ['0', '1', '11', '2'],
  // An operator limited to some platforms or sales accounts sees only their orders.
  scopes: { platform: 'platform_code', account: 'account_id' },
  document: {
    lines: 'lines',
    lineProducts: { amount: ['quantity', 'price'] },
    sums: { total_quantity: 'quantity', goods_amount: 'amount' },
  },
  // The lists people run: a status over a period, one shop's orders in a status over a period; merge candidates.
  indexes: [
    ['status', '-ordered_at', '-id'],
    ['account_id', 'status', '-ordered_at', '-id'],
    ['merge_key', 'status'],
  ],
  fields: {
    code: code({ label: '订单号', max: 20, pattern: 'SO{yyyyMMdd}-{seq:5}', readOnly: true, filter: 'batch', sortable: true }),
    platform_order_id: text({ label: '平台订单号', max: 60, required: true, immutable: true, filter: 'batch' }),
    platform_code: platformField({ readOnly: true, sortable: true }),
    account_id: reference({ label: '销售账号', to: 'accounts.salesAccount', required: true, immutable: true, filter: 'equal' }),
    status: status({ label: '订单状态', machine: orderLifecycle, filter: 'equal' }),
    ordered_at: datetime({ label: '下单时间', required: true, filter: 'range', sortable: true }),
    badges: enumsOf({ label: '平台徽章', options: orderBadges, readOnly: true, importable: false, filter: 'equal' }),
    /** The platform's ship-by time (Temu's countdown): 紧急 ones within a day. */
    ship_by: datetime({ label: '最晚发货时间', readOnly: true, importable: false, filter: 'range', sortable: true }),
    buyer_name: text({ label: '买家', max: 100, required: true, filter: 'like' }),
    buyer_email: text({ label: '买家邮箱', max: 150, filter: 'equal', list: false }),
    phone: text({ label: '电话', max: 40, list: false }),
    country: text({ label: '国家', max: 2, required: true, filter: 'equal', sortable: true }),
    state: text({ label: '州/省', max: 60, list: false }),
    city: text({ label: '城市', max: 80, list: false }),
    address1: text({ label: '地址1', max: 200, list: false }),
    address2: text({ label: '地址2', max: 200, list: false }),
    postal_code: text({ label: '邮编', max: 20, list: false }),
    currency: text({ label: '币种', max: 3, required: true }),
    total_amount: money({ label: '订单金额', required: true, min: '0', filter: 'range', sortable: true }),
    goods_amount: money({ label: '商品金额', readOnly: true, importable: false, list: false }),
    total_quantity: quantity({ label: '商品数量', readOnly: true, importable: false, max: 999_999_999 }),
    weight: decimal({ label: '重量(kg)', precision: 10, scale: 3, readOnly: true, importable: false, list: false }),
    warehouse_id: reference({ label: '发货仓库', to: 'wms.warehouse', filter: 'equal' }),
    channel_id: reference({ label: '物流渠道', to: 'logistics.channel', filter: 'equal', list: false }),
    exception_reason: text({ label: '异常原因', max: 500, readOnly: true, filter: 'like' }),
    marks: text({ label: '标记', max: 300, readOnly: true, filter: 'like' }),
    source: enumOf({ label: '来源', options: orderSources, default: 'manual', readOnly: true, filter: 'equal' }),
    mark_status: enumOf({ label: '标记发货', options: markStatuses, default: 'none', readOnly: true, importable: false, filter: 'equal', list: false }),
    mark_error: text({ label: '标记失败原因', max: 500, readOnly: true, importable: false, filter: 'like', list: false }),
    mark_attempts: quantity({ label: '标记次数', readOnly: true, importable: false, default: 0, list: false }),
    marked_at: datetime({ label: '标记时间', readOnly: true, importable: false, list: false }),
    /** The platform reported the order cancelled (README "Platform cancellations"): when, why, and what 自动撤单 did. */
    platform_cancelled_at: datetime({ label: '平台取消时间', readOnly: true, importable: false, list: false }),
    cancel_reason: text({ label: '平台取消原因', max: 200, readOnly: true, importable: false, list: false }),
    withdraw_result: text({ label: '撤单结果', max: 300, readOnly: true, importable: false, filter: 'like', list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    /** Buyer + address, normalised by the server: orders that may ship together share it. Never on the wire. */
    merge_key: text({ label: '合并键', max: 64, readOnly: true, writeOnly: true, list: false, audited: false }),
    /** `<account id>:<platform order id>`: an order arrives once however often it is pulled. Never on the wire. */
    order_key: text({ label: '平台订单键', max: 120, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
    lines: children({ label: '订单明细', entity: orderLine, foreignKey: 'order_id', max: 200, required: true }),
    created_at: createdAt(),
  },
});
