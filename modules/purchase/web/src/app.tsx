import {
  CAPACITY_SCREEN,
  EXCEL_LOG_SCREEN,
  ORDER_TRACK_REPORT_SCREEN,
  OUT_OF_STOCK_SCREEN,
  purchaseResources as R,
  REPLENISH_SCREEN,
  SETTINGS_SCREEN,
  STATION_REPLENISH_SCREEN,
  STOCKOUT_SCREEN,
  STOP_SALE_SCREEN,
  TRACKING_SCREEN,
} from '@entrepot/module-purchase/entities';
import { type AreaRoutes, FileTasksPage, screenRoute } from '@entrepot/web/area';
import { AlibabaPeriodScreen, AlibabaQuotaPage } from './pages/alibaba-period.page.tsx';
import { DeliveryNotePage } from './pages/delivery-note.page.tsx';
import { ExceptionOrderPage } from './pages/exception-order.page.tsx';
import {
  DeductionPlanScreens,
  NoticeAddPage,
  NoticeDetailPage,
  OrderAddPage,
  OrderScreen,
  PaymentPlanScreens,
  PlanScreen,
  QuotationScreen,
  SupplierEditPage,
  SupplierScreen,
  TaskScreen,
} from './pages/opened-pages.tsx';
import { OrderApprovalPage, PlanApprovalPage } from './pages/order-approval.page.tsx';
import { OrderTrackReportPage } from './pages/order-track-report.page.tsx';
import { OutStockPage, StockoutPage } from './pages/out-of-stock.page.tsx';
import { ReplenishPage } from './pages/replenish.page.tsx';
import { PurchaseSettingsPage } from './pages/settings.page.tsx';
import { StationReplenishPage } from './pages/station-replenish.page.tsx';
import { SupplierCapacityPage, SupplierPaymentPage } from './pages/supplier-capacity.page.tsx';
import { SupplierGrabPage } from './pages/supplier-grab.page.tsx';
import { SupplierStockPage } from './pages/supplier-stock.page.tsx';
import { StopSalePage, TaskDetailPage } from './pages/task-extras.tsx';
import { TrackingPage } from './pages/tracking.page.tsx';
import { PURCHASE_LOOKUPS } from './purchase-lookups.ts';

// Hash path → page, at the screens the resources declare (entities/resources.ts): each the derived list with its
// filters, form, detail and log, its status changes, import and export.
const derived = { lookups: PURCHASE_LOOKUPS };
const INFORMATION = '/purchase/information';
export const routes: AreaRoutes = [
  screenRoute(R.supplier, SupplierScreen),
  screenRoute(R.quotation, QuotationScreen),
  screenRoute(R.moq, derived),
  screenRoute(R.notice, derived),
  screenRoute(R.supplierStock, SupplierStockPage),
  screenRoute(R.jstGrabItem, SupplierGrabPage),
  screenRoute(R.alibabaPeriod, () => <AlibabaPeriodScreen />),
  [`${INFORMATION}/alibaba-period-detail`, () => <AlibabaPeriodScreen detail />],
  [`${INFORMATION}/alibaba-quota`, AlibabaQuotaPage],
  [`${INFORMATION}/supplier-payment`, SupplierPaymentPage],
  [CAPACITY_SCREEN, SupplierCapacityPage],
  [SETTINGS_SCREEN, PurchaseSettingsPage],
  screenRoute(R.order, OrderScreen),
  screenRoute(R.planOrder, PlanScreen),
  screenRoute(R.task, TaskScreen),
  screenRoute(R.exceptionOrder, ExceptionOrderPage),
  // 付款处理: the plans' lists and the spec's 新增 / 详情 screens below them.
  ...(
    [
      [R.deductionPlan, DeductionPlanScreens],
      [R.paymentPlan, PaymentPlanScreens],
    ] as const
  ).flatMap(
    ([resource, screens]): AreaRoutes => [
      screenRoute(resource, screens.List),
      [`${resource.screen!.url}/add`, screens.Add],
      [`${resource.screen!.url}/detail`, screens.Detail],
    ],
  ),
  [TRACKING_SCREEN, TrackingPage],
  [ORDER_TRACK_REPORT_SCREEN, OrderTrackReportPage],
  [EXCEL_LOG_SCREEN, () => <FileTasksPage module="purchase" />],
  [REPLENISH_SCREEN, ReplenishPage],
  [STOP_SALE_SCREEN, StopSalePage],
  [OUT_OF_STOCK_SCREEN, OutStockPage],
  [STOCKOUT_SCREEN, StockoutPage],
  [STATION_REPLENISH_SCREEN, StationReplenishPage],
  // Outside the shell: the delivery note to print, and the approval page an approver opens from a link.
  ['/purchase/order/deliveryNote', DeliveryNotePage],
  ['/purchase/management/orderApprovalDetail', OrderApprovalPage],
  ['/purchase/management/planDetail', PlanApprovalPage],
  ['/purchase/management/taskDetail', TaskDetailPage],
  // The spec's screens for 新增/编辑/详情: the list with that drawer open.
  [`${INFORMATION}/supplierEdit`, SupplierEditPage],
  [`${INFORMATION}/noticeAdd`, NoticeAddPage],
  ['/purchase/management/orderAdd', OrderAddPage],
  [`${INFORMATION}/noticeDetail`, NoticeDetailPage],
];
