import { datetime, defineMachine, defineQuery, money, number, status, text } from '@entrepot/entity';
import { customsAuditStatus } from './customs-audit-log.entity.ts';
import { skuCustoms } from './sku-customs.entity.ts';
import { skuStatus } from './spu-status.ts';

/** The review states a SKU's row reads in, `none` (未维护) being a SKU without customs data (answered as null). */
const reviewStates = defineMachine({ initial: 'none', states: { ...customsAuditStatus.states, none: { label: '未维护', color: 'gray' } }, transitions: {} });
const goodsStates = defineMachine({
  initial: 'missing',
  states: { kept: { label: '已维护', color: 'green' }, missing: { label: '未维护', color: 'red' } },
  transitions: {},
});
const id = (label: string) => text({ label, max: 36, list: false });

/**
 * 报关审核 (`skus/list`, export `skus/list/export`): every SKU with its customs data (报关信息), in SKU code order,
 * filtered by pasted SKU codes, SPU code or name, SKU name, pasted HS codes, 申报品名 中文 or 英文, review state
 * (未维护 = no customs data) and SKU state; 报关品名库 says whether the declared name is in the master list.
 */
export const customsSkuList = defineQuery({
  name: 'catalogue.customsSkuList',
  label: 'SKU报关信息',
  permission: skuCustoms.permission('read'),
  exportPermission: skuCustoms.permission('export'),
  defaultSort: [{ field: 'code', dir: 'asc' }],
  fields: {
    code: text({ label: 'SKU编码', max: 40, filter: 'batch', caseless: true }),
    name: text({ label: 'SKU名称', max: 150, filter: 'like' }),
    hs_code: text({ label: 'HS编码', max: 10, filter: 'batch' }),
    declared_name: text({ label: '申报品名(中文)', max: 100, filter: 'like', likeAlso: ['declared_name_en'] }),
    declared_name_en: text({ label: '申报品名(英文)', max: 200 }),
    declared_value: money({ label: '申报价值' }),
    currency: text({ label: '币种', max: 3 }),
    material_name: text({ label: '材质', max: 100 }),
    usage: text({ label: '用途', max: 100 }),
    audit_status: status({ label: '审核状态', machine: reviewStates, filter: 'in' }),
    audit_remark: text({ label: '审核意见', max: 200 }),
    auditor: text({ label: '审核人', max: 50 }),
    audited_at: datetime({ label: '审核时间' }),
    goods: status({ label: '报关品名库', machine: goodsStates }),
    // The SKU's own facts after what the reviewer reads first (the customs data and its review).
    spec: text({ label: '规格', max: 100 }),
    spu: text({ label: 'SPU', max: 100, filter: 'like', list: false }), // its code and its name
    spu_code: text({ label: 'SPU编码', max: 40 }),
    spu_name: text({ label: 'SPU名称', max: 200 }),
    status: status({ label: 'SKU状态', machine: skuStatus }),
    sku_status: status({ label: 'SKU状态', machine: skuStatus, filter: 'in', list: false }),
    spu_id: id('SPU'),
    customs_id: id('报关信息'),
    customs_version: number({ label: '版本', min: 0, list: false }),
    material_id: id('材质'),
    goods_id: id('报关品名'),
  },
});
