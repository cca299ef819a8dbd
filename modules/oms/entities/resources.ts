// The orders area's HTTP surface and screens, declared once (README "Routes"): our REST paths under
// `/api-oms/api/v1/oms`; the spec's gateway methods (`/motan-client/oms/…/IOmsService/<method>`) are served
// beside them over the same services (server/gateway.ts).

import { defineResource, type Resource } from '@entrepot/entity';
import { ADS_ACCOUNT_URL, adAccount } from './ads.entity.ts';
import { complaint, refund } from './after-sales.entity.ts';
import { listing } from './listing.entity.ts';
import { order } from './order.entity.ts';
import { pkg } from './package.entity.ts';
import { pullState } from './pull.entity.ts';
import { blacklist, type RuleKind, rule } from './rule.entity.ts';

export const SERVICE = '/api-oms';
export const BASE = '/api/v1/oms';
/** 订单导入: a screen of its own over `orders/import` (server/report-import.ts). */
export const IMPORT_URL = '/order/platform/import';
/** 下载记录: the person's imports and exports of the orders area (the hub's file tasks of module `oms`). */
export const DOWNLOAD_RECORD_URL = '/order/download/record';
/** 待处理事项: what waits for whom (server/pending.ts). */
export const PENDING_URL = '/order/pending-matter';
/** 业绩统计: sales by day, by account and of accounts without a salesperson (server/statistics.ts). */
export const STATISTICS_URL = '/order/achievement/statistics';
/** 业绩分析: each platform's orders and sales per month, with shipped and cancelled shares (server/statistics.ts). */
export const ANALYSIS_URL = '/order/achievement/analysis';
/** 独立站报表: each standalone site's sales, 客单价, buyers, repeat buyers and refunds (server/statistics.ts). */
export const INDEPENDENT_REPORT_URL = '/order/achievement/independent-report';

const rest = { service: SERVICE, base: BASE, style: 'rest' } as const;

/** One kind of rule: its own list and form (the binding's `fixed: { kind }`), export only. */
const ruleAt = (kind: RuleKind, url: string, menu: string): Resource<typeof rule> =>
  defineResource({ ...rest, entity: rule, segment: `rules/${kind}`, plural: `rules/${kind}`, files: 'export', screen: { url, menu } });

export const ruleResources: Record<RuleKind, Resource<typeof rule>> = {
  abnormal: ruleAt('abnormal', '/order/configuration/abnormal', '异常规则'),
  designated: ruleAt('designated', '/order/configuration/designated', '指定仓库物流'),
  mark: ruleAt('mark', '/order/configuration/mark', '标记规则'),
  withdraw: ruleAt('withdraw', '/order/configuration/auto-withdraw', '自动撤单'),
};

/** One platform's orders (`/order/platform/<platform>`): the order list bound with `fixed: { platform_code }`. */
const platformOrders = (platform: string, url: string, menu: string): Resource<typeof order> =>
  defineResource({ ...rest, entity: order, segment: `${platform}-order`, plural: `${platform}-orders`, writes: false, files: 'export', screen: { url, menu } });

/** The platforms with a list of their own, by the platform code their orders carry. */
export const platformOrderResources: Record<'amazon' | 'walmart' | 'standalone', Resource<typeof order>> = {
  amazon: platformOrders('amazon', '/order/platform/amazon', 'Amazon订单'),
  walmart: platformOrders('walmart', '/order/platform/walmart', 'Walmart订单'),
  standalone: platformOrders('standalone', '/order/platform/standalone', '独立站订单'),
};

/** One platform's listings: its own list and form (the binding's `fixed: { platform_code }`), import and export. */
const listingsOf = (platform: string, url: string, menu: string): Resource<typeof listing> =>
  defineResource({ ...rest, entity: listing, segment: `listings/${platform}`, plural: `listings/${platform}`, screen: { url, menu } });

export const listingResources: Record<'amazon' | 'walmart', Resource<typeof listing>> = {
  amazon: listingsOf('amazon', '/order/listing/amazon', 'Amazon刊登'),
  walmart: listingsOf('walmart', '/order/listing/walmart', 'Walmart刊登'),
};

export const omsResources = {
  /** Orders come from the marketplaces, the import and 手工订单 (the create); 拦截 and 取消 as transitions. */
  order: defineResource({
    ...rest,
    entity: order,
    segment: 'order',
    plural: 'orders',
    files: 'export',
    screen: { url: '/order/management/all', menu: '订单管理' },
  }),
  /** Packages are made, audited, pushed and shipped by commands only. */
  package: defineResource({
    ...rest,
    entity: pkg,
    segment: 'package',
    plural: 'packages',
    writes: false,
    files: 'export',
    screen: { url: '/order/package/all', menu: '包裹管理' },
  }),
  /** 标记失败: the orders whose platform refused (or could not be told) that they shipped (binding `fixed: { mark_status: 'failed' }`). */
  markFail: defineResource({
    ...rest,
    entity: order,
    segment: 'mark-fail',
    plural: 'mark-fails',
    writes: false,
    files: 'export',
    screen: { url: '/order/management/mark-fail', menu: '标记失败' },
  }),
  /** 缺货跟踪: the packages waiting in 40 缺货 (the binding's `fixed: { status: '40' }`); tracked by a command. */
  shortage: defineResource({
    ...rest,
    entity: pkg,
    segment: 'shortage',
    plural: 'shortages',
    writes: false,
    files: 'export',
    screen: { url: '/order/management/outofstock-track', menu: '缺货跟踪' },
  }),
  blacklist: defineResource({
    ...rest,
    entity: blacklist,
    segment: 'blacklist',
    plural: 'blacklist',
    screen: { url: '/order/configuration/blacklist', menu: '黑名单' },
  }),
  pullState: defineResource({
    ...rest,
    entity: pullState,
    segment: 'pull',
    plural: 'pulls',
    writes: false,
    files: false,
    screen: { url: '/order/platform/all-order', menu: '平台拉单' },
  }),
  /** 退款 (`/order/after-service/refund`): registered by customer service, decided by 审核 (server/after-sales.ts). */
  refund: defineResource({
    ...rest,
    entity: refund,
    segment: 'refund',
    plural: 'refunds',
    files: 'export',
    screen: { url: '/order/after-service/refund', menu: '退款管理' },
  }),
  /** 平台售后: the refunds the platforms sent (the binding's `fixed: { source: 'platform' }`). */
  afterSales: defineResource({
    ...rest,
    entity: refund,
    segment: 'after-sale',
    plural: 'after-sales',
    writes: false,
    files: 'export',
    screen: { url: '/order/after-service/after-service-order', menu: '平台售后' },
  }),
  /** 广告账户: found by 同步广告账户, authorised by 授权 (server/ads.ts); read and exported here. */
  adAccount: defineResource({
    ...rest,
    entity: adAccount,
    segment: 'ads/account',
    plural: 'ads/accounts',
    writes: false,
    files: 'export',
    screen: { url: ADS_ACCOUNT_URL, menu: '广告账户' },
  }),
  complaint: defineResource({
    ...rest,
    entity: complaint,
    segment: 'complaint',
    plural: 'complaints',
    files: 'export',
    screen: { url: '/order/after-service/customer-complain', menu: '客诉管理' },
  }),
  ...ruleResources,
};
