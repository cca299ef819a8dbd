import {
  ADS_PERFORMANCE_URL,
  ADS_SP_URL,
  ANALYSIS_URL,
  DOWNLOAD_RECORD_URL,
  IMPORT_URL,
  INDEPENDENT_REPORT_URL,
  listingResources,
  PENDING_URL,
  platformOrderResources,
  omsResources as R,
  type RuleKind,
  ruleResources,
  SKU_STOCK_ADJUSTMENT_URL,
  STATISTICS_URL,
  STOCK_ADJUSTMENT_URL,
} from '@entrepot/module-oms/entities';
import { type AreaRoutes, FileTasksPage, screenRoute } from '@entrepot/web/area';
import { OMS_LOOKUPS } from './oms-lookups.ts';
import { AdAccountsPage, SpReportPage, StorePerformancePage } from './pages/ads.page.tsx';
import { ImportPage } from './pages/import.page.tsx';
import { listingOfPlatform, SkuStockAdjustmentPage, StockAdjustmentPage } from './pages/listings.page.tsx';
import { MarkFailPage } from './pages/mark-fail.page.tsx';
import { OrderArrivalPage, OrdersPage } from './pages/orders.page.tsx';
import { PackageDetailPage } from './pages/package-detail.page.tsx';
import { PackageCreatePage, PackageEditPage, PackagesPage } from './pages/packages.page.tsx';
import { PendingPage } from './pages/pending.page.tsx';
import { PullsPage } from './pages/pulls.page.tsx';
import { RefundsPage } from './pages/refunds.page.tsx';
import { ShortagePage } from './pages/shortage.page.tsx';
import { STATISTICS_TABS, StatisticsPage } from './pages/statistics.page.tsx';
import { ruleOfKind } from './rule-entities.ts';

// routes.tsv's /order screens built so far (README "Screens"): orders, packages, the pulls, the rules, the blacklist, after-sales and 业绩统计.
export const routes: AreaRoutes = [
  [R.order.screen!.url, OrdersPage],
  ['/order/management/detail', () => <OrderArrivalPage arrival="detail" />],
  ['/order/management/edit', () => <OrderArrivalPage arrival="edit" />],
  ...Object.values(platformOrderResources).map((r) => [r.screen!.url, () => <OrdersPage resource={r} />] as const),
  [R.package.screen!.url, PackagesPage],
  ['/order/package/edit', PackageEditPage],
  // 新建包裹: the orders waiting to be packed (a package is always made from orders).
  ['/order/package/create', PackageCreatePage],
  // Public (a share link, no session): the package as its link shows it.
  ['/order/package/detail', PackageDetailPage],
  [R.shortage.screen!.url, ShortagePage],
  [R.markFail.screen!.url, MarkFailPage],
  [R.pullState.screen!.url, PullsPage],
  [PENDING_URL, PendingPage],
  // 下载记录: the person's imports and exports of this area (the hub's 文件任务, only the orders area's).
  [DOWNLOAD_RECORD_URL, () => <FileTasksPage module="oms" />],
  [IMPORT_URL, ImportPage],
  [STATISTICS_URL, StatisticsPage],
  [ANALYSIS_URL, () => <StatisticsPage views={['platform']} days={180} />],
  [INDEPENDENT_REPORT_URL, () => <StatisticsPage views={['independent']} />],
  [ADS_PERFORMANCE_URL, StorePerformancePage],
  [ADS_SP_URL, SpReportPage],
  [R.adAccount.screen!.url, AdAccountsPage],
  ...Object.entries(STATISTICS_TABS).map(([path, view]) => [`${STATISTICS_URL}/${path}`, () => <StatisticsPage initial={view} />] as const),
  // Each kind of rule has its screen: the kind is set by the server there, the actions are the kind's.
  ...Object.entries(ruleResources).map(([kind, r]) => screenRoute(r, { lookups: OMS_LOOKUPS, entity: ruleOfKind(kind as RuleKind) })),
  screenRoute(R.blacklist, { lookups: OMS_LOOKUPS }),
  ...Object.values(listingResources).map((r) => screenRoute(r, { lookups: OMS_LOOKUPS, entity: listingOfPlatform })),
  [STOCK_ADJUSTMENT_URL, StockAdjustmentPage],
  [SKU_STOCK_ADJUSTMENT_URL, SkuStockAdjustmentPage],
  [R.refund.screen!.url, () => <RefundsPage resource={R.refund} />],
  [R.afterSales.screen!.url, () => <RefundsPage resource={R.afterSales} />],
  screenRoute(R.complaint, { lookups: OMS_LOOKUPS }),
];
