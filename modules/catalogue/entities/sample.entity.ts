import { code, date, defineEntity, defineMachine, enumOf, images, money, quantity, reference, status, text } from '@entrepot/entity';
import { checkUrl } from '@entrepot/validators';
import { declaredCurrencies } from './sku-customs.entity.ts';

/**
 * A sample's evaluation: 待评估 when it arrives, then 已通过 (worth developing) or 已淘汰 (dropped; may be
 * evaluated again), and 已转SPU once an approved sample became an SPU (final: `sample/tospu` only, which
 * writes the SPU in the same transaction — no bare route moves a sample there).
 */
export const sampleStatus = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待评估', color: 'orange' },
    approved: { label: '已通过', color: 'green' },
    rejected: { label: '已淘汰', color: 'gray' },
    converted: { label: '已转SPU', color: 'blue' },
  },
  transitions: {
    approve: { label: '评估通过', from: ['pending'], to: 'approved', permission: 'review' },
    reject: { label: '淘汰', from: ['pending', 'approved'], to: 'rejected', permission: 'review' },
    reopen: { label: '重新评估', from: ['rejected'], to: 'pending', permission: 'review' },
    tospu: { label: '转为SPU', from: ['approved'], to: 'converted' },
  },
});

/** How the sample came in: sent by a supplier, bought online (1688, Taobao, Amazon…), or otherwise. */
export const sampleSources = [
  { value: 'supplier', label: '供应商寄样' },
  { value: 'online', label: '网购' },
  { value: 'other', label: '其他' },
] as const;

/** The currencies a sample is paid in (Chinese suppliers mostly: 人民币 by default). */
export const sampleCurrencies = declaredCurrencies;

/**
 * A sample (样品): a product candidate a developer received from a supplier or bought online, evaluated
 * before it becomes an SPU. Its developer carries the owner data rule, as an SPU's does.
 */
/** 样品管理's screen (routes.tsv): `?id=` opens a sample's detail, where the palette sends a YP number. */
export const SAMPLE_SCREEN = '/commodity/information/sample-management';

export const sample = defineEntity({
  name: 'catalogue.sample',
  table: 'catalogue.samples',
  label: '样品',
  titleField: 'name',
  naturalKey: ['code'],
  scopes: { owner: 'developer_id' },
  indexes: [['status', '-created_at', '-id']],
  fields: {
    code: code({ label: '样品编号', max: 20, pattern: 'YP{yyyyMMdd}{seq:3}', filter: 'batch', sortable: true, immutable: true }),
    name: text({ label: '样品名称', max: 100, required: true, filter: 'like', sortable: true }),
    category_id: reference({ label: '分类', to: 'catalogue.category', filter: 'equal', mustExist: true }),
    source: enumOf({ label: '来源', options: sampleSources, default: 'supplier', filter: 'equal' }),
    supplier_name: text({ label: '供应商', max: 100, filter: 'like' }),
    supplier_link: text({ label: '供应商链接', max: 500, check: checkUrl, list: false }),
    cost_price: money({ label: '成本价', filter: 'range', sortable: true }),
    currency: enumOf({ label: '币种', options: sampleCurrencies, default: 'CNY' }),
    quantity: quantity({ label: '数量', max: 9999 }),
    received_on: date({ label: '收样日期', filter: 'range', sortable: true }),
    developer_id: reference({ label: '开发人员', to: 'admin.staff', filter: 'equal', mustExist: true }),
    images: images({ label: '图片', max: 10 }),
    status: status({ label: '状态', machine: sampleStatus, filter: 'equal' }),
    // Set by sample/tospu with the status: the SPU the sample became (its code kept for lists and exports).
    spu_id: reference({ label: 'SPU', to: 'catalogue.spu', readOnly: true, list: false }),
    spu_code: text({ label: 'SPU编码', max: 16, readOnly: true, filter: 'batch' }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
  },
});
