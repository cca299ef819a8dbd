import { adAccount } from './ads.entity.ts';
import { refund } from './after-sales.entity.ts';
import { listing } from './listing.entity.ts';
import { order } from './order.entity.ts';
import { pkg } from './package.entity.ts';

/** The commands' permission codes beyond each entity's derived ones (README "Permissions"). */
export const OMS_CODES = {
  /** 重新检查, 清除异常, 生成包裹, 合并, 不合并, 拆分. */
  handle: order.permission('handle'),
  /** 立即拉单. */
  pull: order.permission('pull'),
  audit: pkg.permission('audit'),
  push: pkg.permission('push'),
  cancel: pkg.permission('cancel'),
  /** 缺货跟踪: the tracking status and note of out-of-stock packages. */
  track: pkg.permission('track'),
  /** 复制补发: a new package with a shipped or returned one's lines and address. */
  copy: pkg.permission('copy'),
  /** 推送库存: listings' quantities sent to their platforms. */
  listingPush: listing.permission('push'),
  /** 同步广告账户 and 同步报表 (the advertising API's profiles and SP reports). */
  adsSync: adAccount.permission('sync'),
  /** 授权: an advertising profile's consent. */
  adsAuthorize: adAccount.permission('authorize'),
  /** 审核 of refunds (approve or reject, one or many). */
  refundAudit: refund.permission('audit'),
};

export const OMS_CODE_NAMES: { code: string; name: string }[] = [
  { code: OMS_CODES.handle, name: '订单-处理（检查、合并、拆分）' },
  { code: OMS_CODES.pull, name: '订单-立即拉单' },
  { code: OMS_CODES.audit, name: '包裹-审核（分配库存）' },
  { code: OMS_CODES.push, name: '包裹-推送仓库' },
  { code: OMS_CODES.cancel, name: '包裹-撤销' },
  { code: OMS_CODES.track, name: '包裹-缺货跟踪' },
  { code: OMS_CODES.copy, name: '包裹-复制补发' },
  { code: OMS_CODES.refundAudit, name: '退款-审核' },
  { code: OMS_CODES.listingPush, name: '平台刊登-推送库存' },
  { code: OMS_CODES.adsSync, name: '广告账户-同步账户与报表' },
  { code: OMS_CODES.adsAuthorize, name: '广告账户-授权' },
];
