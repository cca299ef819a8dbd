import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import {
  ADS_PERFORMANCE_URL,
  ADS_SP_URL,
  ANALYSIS_URL,
  adAccount,
  blacklist,
  complaint,
  DOWNLOAD_RECORD_URL,
  IMPORT_URL,
  INDEPENDENT_REPORT_URL,
  listing,
  listingResources,
  listingStock,
  OMS_CODE_NAMES,
  OMS_CODES,
  order,
  PENDING_URL,
  pkg,
  platformOrderResources,
  pullState,
  omsResources as R,
  refund,
  rule,
  ruleResources,
  SERVICE,
  SKU_STOCK_ADJUSTMENT_URL,
  STATISTICS_URL,
  STOCK_ADJUSTMENT_URL,
  skuListingStock,
  spReport,
  storePerformance,
} from '../entities/index.ts';
import { adsAdapter, marketplaceAdapter } from './adapters.ts';
import { adsGateway } from './ads-routes.ts';

import { subscribeOms } from './events.ts';
import { omsGateway } from './gateway.ts';
import { omsRoutes } from './routes.ts';
import { startAdsSchedule, startPullSchedule, startPushSchedule } from './schedule.ts';
import { searchOms } from './search.ts';
import { seedOms } from './seed.ts';
import { omsServices } from './services.ts';

const services = omsServices();
// Orders that arrive (pulls, the seed) are made by the ingest itself: services without the screens' write rules.
const arrivals = omsServices();
const adapter = marketplaceAdapter();
const ads = adsAdapter();
let bound: ReturnType<typeof omsRoutes> | undefined;

// The orders area (README): orders in from the marketplaces, rules, packages with their stock, under /api-oms.
export const manifest: ModuleManifest = {
  name: 'oms',
  position: 300,
  seed: {
    after: ['wms', 'catalogue', 'accounts', 'logistics'],
    run: async (database, { demo, firstStart }) => void (demo && firstStart && (await seedOms(database, arrivals, adapter, ads))),
  },
  services: {
    [SERVICE]: (app, ctx) => {
      bound = omsRoutes(app, ctx, services, { adapter, arrivals, ads });
    },
    // Registered after the REST routes: the gateway serves the same bound routes.
    '/motan-client': (app, ctx) => {
      if (!bound) throw new Error('oms: the gateway needs the REST routes mounted first');
      omsGateway(app, ctx.database, ctx.outbox, services, bound.$ as Parameters<typeof omsGateway>[4]);
      adsGateway(app, ctx.database, services, bound.ads, bound.$.adAccount!);
    },
  },
  menus: [
    {
      name: '订单管理',
      icon: 'order',
      children: [
        { name: '待处理事项', url: PENDING_URL, area: 'oms', permission: order.permission('read') },
        screenMenu(R.order, 'oms'),
        screenMenu(R.package, 'oms'),
        // The spec's 新建包裹 and 编辑包裹 screens, opened from the lists: permitted, never listed.
        { name: '新建包裹', url: '/order/package/create', area: 'oms', permission: OMS_CODES.handle, hidden: true },
        { name: '编辑包裹', url: '/order/package/edit', area: 'oms', permission: pkg.permission('update'), hidden: true },
        screenMenu(R.shortage, 'oms'),
        screenMenu(R.markFail, 'oms'),
        screenMenu(R.pullState, 'oms'),
        { name: '平台订单', children: Object.values(platformOrderResources).map((r) => screenMenu(r, 'oms')) },
        { name: '订单导入', url: IMPORT_URL, area: 'oms', permission: order.permission('import') },
        { name: '下载记录', url: DOWNLOAD_RECORD_URL, area: 'oms', permission: order.permission('read') },
        { name: '业绩统计', url: STATISTICS_URL, area: 'oms', permission: order.permission('read') },
        { name: '业绩分析', url: ANALYSIS_URL, area: 'oms', permission: order.permission('read') },
        { name: '独立站报表', url: INDEPENDENT_REPORT_URL, area: 'oms', permission: order.permission('read') },
        { name: '售后管理', children: [screenMenu(R.afterSales, 'oms'), screenMenu(R.refund, 'oms'), screenMenu(R.complaint, 'oms')] },
        {
          name: '平台刊登',
          children: [
            ...Object.values(listingResources).map((r) => screenMenu(r, 'oms')),
            { name: listingStock.label, url: STOCK_ADJUSTMENT_URL, area: 'oms', permission: listing.permission('read') },
            { name: skuListingStock.label, url: SKU_STOCK_ADJUSTMENT_URL, area: 'oms', permission: listing.permission('read') },
          ],
        },
        {
          name: '广告管理',
          children: [
            { name: storePerformance.label, url: ADS_PERFORMANCE_URL, area: 'oms', permission: adAccount.permission('read') },
            { name: spReport.label, url: ADS_SP_URL, area: 'oms', permission: adAccount.permission('read') },
            screenMenu(R.adAccount, 'oms'),
          ],
        },
        { name: '订单配置', children: [...Object.values(ruleResources).map((r) => screenMenu(r, 'oms')), screenMenu(R.blacklist, 'oms')] },
      ],
    },
  ],
  search: searchOms,
  subscribe: (outbox, ctx) => {
    subscribeOms(outbox, services, adapter);
    startPullSchedule(ctx.database, arrivals, adapter, Number(process.env.OMS_PULL_SECONDS ?? (process.env.VITEST ? 0 : 300)), outbox);
    startPushSchedule(ctx.database, services, adapter, Number(process.env.OMS_PUSH_SECONDS ?? (process.env.VITEST ? 0 : 1800)));
    startAdsSchedule(ctx.database, services, ads, Number(process.env.OMS_ADS_SYNC_SECONDS ?? (process.env.VITEST ? 0 : 21600)));
  },
  // Customer service follows orders and handles the held ones; the warehouse audits and pushes packages.
  demoGrants: {
    客服: [
      order.permission('read'),
      order.permission('update'),
      OMS_CODES.handle,
      pkg.permission('read'),
      ...permissionCodesOf(refund).map((p) => p.code),
      ...permissionCodesOf(complaint).map((p) => p.code),
      OMS_CODES.refundAudit,
      pkg.permission('update'),
      OMS_CODES.copy,
    ],
    仓库: [pkg.permission('read'), pkg.permission('update'), OMS_CODES.audit, OMS_CODES.push],
    运营: [
      order.permission('read'),
      pkg.permission('read'),
      pkg.permission('export'),
      OMS_CODES.track,
      rule.permission('read'),
      blacklist.permission('read'),
      ...permissionCodesOf(listing).map((p) => p.code),
      OMS_CODES.listingPush,
      ...permissionCodesOf(adAccount).map((p) => p.code),
      OMS_CODES.adsSync,
      OMS_CODES.adsAuthorize,
    ],
  },
  permissions: [...[order, pkg, rule, blacklist, pullState, refund, complaint, listing, adAccount].flatMap(permissionCodesOf), ...OMS_CODE_NAMES],
};
