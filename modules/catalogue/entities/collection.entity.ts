import { code, createdAt, datetime, defineEntity, defineMachine, enumOf, money, number, reference, status, text } from '@entrepot/entity';
import { checkUrl } from '@entrepot/validators';
import { declaredCurrencies } from './sku-customs.entity.ts';

/**
 * A collected listing's course: 待采集 when its link is saved, 已采集 once the collector read the page (again on
 * 重新采集), 采集失败 with the reason when it could not, 已转需求 once it became a 商品需求 (final), 已忽略 when
 * the team passes on it (恢复 brings it back). 采集 and 转为需求 are commands (server/collection), never a bare route.
 */
export const collectionStatus = defineMachine({
  initial: 'pending',
  states: {
    pending: { label: '待采集', color: 'orange' },
    collected: { label: '已采集', color: 'green' },
    failed: { label: '采集失败', color: 'red' },
    converted: { label: '已转需求', color: 'blue' },
    ignored: { label: '已忽略', color: 'gray' },
  },
  transitions: {
    ignore: { label: '忽略', from: ['pending', 'collected', 'failed'], to: 'ignored' },
    restore: { label: '恢复', from: ['ignored'], to: 'pending' },
  },
});

/** The marketplaces a link is recognised on (the platform is read from the link, never typed). */
export const collectionPlatforms = [
  { value: 'amazon', label: 'Amazon' },
  { value: 'temu', label: 'Temu' },
  { value: 'walmart', label: 'Walmart' },
  { value: 'shein', label: 'SHEIN' },
  { value: '1688', label: '1688' },
  { value: 'other', label: '其他' },
] as const;

/** The platform of a listing's link by its host. */
export function platformOfUrl(url: string): (typeof collectionPlatforms)[number]['value'] {
  const host = /^https?:\/\/([^/?#]+)/i.exec(url.trim())?.[1]?.toLowerCase() ?? '';
  if (/(^|\.)amazon\./.test(host)) return 'amazon';
  if (/(^|\.)temu\.com$/.test(host)) return 'temu';
  if (/(^|\.)walmart\.com$/.test(host)) return 'walmart';
  if (/(^|\.)shein\.com$/.test(host)) return 'shein';
  if (/(^|\.)1688\.com$/.test(host)) return '1688';
  return 'other';
}

/**
 * 数据采集: a competitor's or a supplier's listing, saved by its link and read by the collector (title, price, rating,
 * reviews, main picture), for the product team to weigh and turn into a 商品需求. Each person sees the links they
 * saved unless their data rules say more (owner: 创建人).
 */
export const collection = defineEntity({
  name: 'catalogue.collection',
  table: 'catalogue.collections',
  label: '数据采集',
  titleField: 'code',
  scopes: { owner: 'created_by' },
  counts: 'status',
  // A link that became a demand, or was passed on, is history: 恢复 first.
  editableIn: ['pending', 'collected', 'failed'],
  indexes: [['status', '-created_at', '-id']],
  fields: {
    code: code({ label: '采集编号', max: 20, pattern: 'CJ{yyyyMMdd}-{seq:3}', readOnly: true, filter: 'batch', sortable: true }),
    url: text({ label: '商品链接', max: 500, required: true, check: checkUrl, filter: 'like', unique: true }),
    platform: enumOf({ label: '平台', options: collectionPlatforms, readOnly: true, filter: 'equal' }),
    title: text({ label: '商品标题', max: 300, readOnly: true, filter: 'like' }),
    price: money({ label: '售价', readOnly: true, filter: 'range', sortable: true }),
    currency: enumOf({ label: '币种', options: declaredCurrencies, readOnly: true }),
    rating: text({ label: '评分', max: 10, readOnly: true }),
    reviews: number({ label: '评论数', min: 0, max: 100_000_000, readOnly: true, sortable: true }),
    image_url: text({ label: '主图链接', max: 500, readOnly: true, list: false }),
    remark: text({ label: '备注', max: 500, multiline: true, list: false }),
    status: status({ label: '状态', machine: collectionStatus, filter: 'equal' }),
    fail_reason: text({ label: '失败原因', max: 200, readOnly: true }),
    collected_at: datetime({ label: '采集时间', readOnly: true, sortable: true }),
    demand_id: reference({ label: '商品需求', to: 'catalogue.demand', readOnly: true }),
    created_at: { ...createdAt(), days: true },
  },
});
