import { code, createdAt, datetime, defineEntity, defineMachine, enumOf, images, money, quantity, reference, status, text } from '@entrepot/entity';
import { checkUrl } from '@entrepot/validators';
import { declaredCurrencies } from './sku-customs.entity.ts';
import { STANDARD_PRICE_PLATFORMS } from './standard-price-ratio.entity.ts';

/**
 * A demand's course: 草稿 → 提交 → 待筛选 → 筛选通过 → 待改图 → 改图完成 → 待完成 → 完成 → 已完成; 驳回 from
 * 待筛选 with its reason (重新提交 brings it back), 撤回 back to 草稿. 完成 names the SPU the demand became.
 */
export const demandStatus = defineMachine({
  initial: 'draft',
  states: {
    draft: { label: '草稿', color: 'gray' },
    submitted: { label: '待筛选', color: 'orange' },
    imaging: { label: '待改图', color: 'violet' },
    ready: { label: '待完成', color: 'blue' },
    done: { label: '已完成', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
  },
  transitions: {
    submit: { label: '提交', from: ['draft'], to: 'submitted', permission: 'submit', stamp: 'submitted_at' },
    withdraw: { label: '撤回', from: ['submitted'], to: 'draft', permission: 'submit' },
    resubmit: { label: '重新提交', from: ['rejected'], to: 'submitted', permission: 'submit', stamp: 'submitted_at' },
    accept: { label: '筛选通过', from: ['submitted'], to: 'imaging', permission: 'review' },
    reject: { label: '驳回', from: ['submitted'], to: 'rejected', permission: 'review', input: ['reject_reason'] },
    imaged: { label: '改图完成', from: ['imaging'], to: 'ready', permission: 'image' },
    finish: { label: '完成', from: ['ready'], to: 'done', stamp: 'done_at', input: ['spu_id'] },
  },
});

/**
 * 商品需求 (选品需求): a product operations propose to develop — a competitor's link, a target price, the sales
 * expected — screened by the product team, its pictures reworked by the designers, finished by the developer
 * naming the SPU it became.
 */
export const demand = defineEntity({
  name: 'catalogue.demand',
  table: 'catalogue.demands',
  label: '商品需求',
  titleField: 'code',
  editableIn: ['draft', 'rejected'],
  fields: {
    code: code({ label: '需求编号', max: 20, pattern: 'XQ{yyyyMMdd}-{seq:3}', readOnly: true, filter: 'batch', sortable: true }),
    title: text({ label: '需求名称', max: 100, required: true, filter: 'like' }),
    category_id: reference({ label: '分类', to: 'catalogue.category', required: true, filter: 'equal' }),
    reference_url: text({ label: '参考链接', max: 500, check: checkUrl, list: false }),
    target_price: money({ label: '目标售价' }),
    currency: enumOf({ label: '币种', options: declaredCurrencies, default: 'USD' }),
    expected_monthly_sales: quantity({ label: '预计月销量' }),
    platform: enumOf({ label: '平台', options: STANDARD_PRICE_PLATFORMS, filter: 'equal' }),
    images: images({ label: '图片', max: 10 }),
    description: text({ label: '需求说明', max: 2000, multiline: true, list: false }),
    developer_id: reference({ label: '开发人员', to: 'admin.staff', filter: 'equal' }),
    // Written by their transitions only: 完成 names the SPU (one that exists, kept while named), 驳回 its reason.
    spu_id: reference({ label: '完成SPU', to: 'catalogue.spu', readOnly: true, onDelete: 'restrict' }),
    reject_reason: text({ label: '驳回原因', max: 200, readOnly: true }),
    status: status({ label: '状态', machine: demandStatus, filter: 'equal' }),
    submitted_at: datetime({ label: '提交时间', readOnly: true }),
    done_at: datetime({ label: '完成时间', readOnly: true }),
    created_at: createdAt(),
  },
});
