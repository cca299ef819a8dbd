import { type EntityDecl, permissionCodesOf, screenMenu } from '@entrepot/entity';
import { type ModuleManifest, mountResources, mountSettings, type ResourceBinding, tableSettingsRoutes } from '@entrepot/hub-server/module';
import {
  CAPACITY_SCREEN,
  EXCEL_LOG_SCREEN,
  ORDER_TRACK_REPORT_SCREEN,
  OUT_OF_STOCK_SCREEN,
  orderTracking,
  orderTrackReport,
  outOfStock,
  planOrderLine,
  purchaseSettingDefaults,
  purchaseSettings,
  purchaseResources as R,
  REPLENISH_SCREEN,
  replenishment,
  SERVICE,
  SETTINGS_SCREEN,
  STATION_REPLENISH_SCREEN,
  STOCKOUT_SCREEN,
  STOP_SALE_SCREEN,
  SUPPLIER_PAYMENT_SCREEN,
  stationReplenishment,
  stopSaleLog,
  supplierAccount,
  supplierCapacity,
  supplierContact,
  supplierPayment,
  TRACKING_SCREEN,
} from '../entities/index.ts';
import { alibabaAdapter } from './alibaba/adapter.ts';
import { alibabaImportKind, alibabaOrderRoutes } from './alibaba-orders.ts';
import { alibabaPeriodRoutes } from './alibaba-periods.ts';
import { attachmentRoutes } from './attachments.ts';
import { DELIVERY_NOTE_SCREEN } from './delivery-note.ts';
import { exceptionOrderRoutes, followWarehouseExceptions } from './exception-orders.ts';
import { jstAdapter } from './jst/adapter.ts';
import { jstGrabRoutes } from './jst-grab.ts';
import { orderApprovalRoutes } from './order-approval.ts';
import { orderDeductionRoutes } from './order-deduction.ts';
import { followOrderLineTakes } from './order-flow.ts';
import { publishOrderMilestones } from './order-milestones.ts';
import { orderPrintRoutes } from './order-print.ts';
import { followRefunds } from './order-refunds.ts';
import { orderRoutes } from './order-routes.ts';
import { orderTrackReportRoutes } from './order-track-report.ts';
import { outOfStockRoutes } from './out-of-stock.ts';
import { planOrderRoutes } from './plan-order-routes.ts';
import { followPlanPayments } from './plan-payments.ts';
import { replenishmentRoutes } from './replenishment.ts';
import { purchaseRoutes } from './routes.ts';
import { searchPurchase } from './search.ts';
import { seedPurchase } from './seed.ts';
import { purchaseServices } from './services.ts';
import { stationReplenishmentRoutes } from './station-replenishment.ts';
import { supplierLinkRoutes } from './supplier-links.ts';
import { supplierPaymentRoutes } from './supplier-payment.ts';
import { supplierProgressRoute } from './supplier-progress.ts';
import { taskExtraRoutes } from './task-extras.ts';
import { taskRoutes } from './task-routes.ts';

const resources = Object.values(R);
/** What the /api-product rows (supplier SPU/SKU) share with the purchase routes mounted just before them. */
let forProduct: Parameters<typeof supplierLinkRoutes> extends [unknown, unknown, ...infer Rest] ? Rest : never;
const codes = (decl: EntityDecl, actions: string[]) => actions.map((a) => decl.permission(a));
// Settings are read and saved, never made, deleted, exported or imported by a person.
const settingsCodes = [
  { code: purchaseSettings.permission('read'), name: `${purchaseSettings.label}-查看` },
  { code: purchaseSettings.permission('update'), name: `${purchaseSettings.label}-编辑` },
];

// Suppliers, what they supply, MOQs, quotations and notices: the spec's /api-purchase rows (README), the
// screens under /purchase/information. Writes publish purchase.<entity>.changed {ids, action}.
export const manifest: ModuleManifest = {
  name: 'purchase',
  position: 60,
  seed: { after: ['catalogue', 'finance', 'wms'], run: (database, { demo, firstStart }) => (demo && firstStart ? seedPurchase(database) : Promise.resolve()) },
  services: {
    [SERVICE]: (app, ctx) => {
      const s = purchaseServices();
      const bind = <K extends keyof typeof R>(key: K): ResourceBinding => ({ resource: R[key], service: s[key] }); // rules: services.ts
      const bindings = {
        supplier: bind('supplier'),
        supplierSku: bind('supplierSku'),
        supplierSpu: bind('supplierSpu'),
        moq: bind('moq'),
        quotation: bind('quotation'),
        notice: bind('notice'),
        order: bind('order'),
        task: bind('task'),
        planOrder: bind('planOrder'),
        exceptionOrder: bind('exceptionOrder'),
        deductionPlan: bind('deductionPlan'),
        paymentPlan: bind('paymentPlan'),
        // A sheet's figures are marked as imported, at the moment of the import.
        supplierStock: { ...bind('supplierStock'), import: { prepare: async () => ({ extra: { source: 'import', synced_at: new Date() } }) } },
        jstGrabItem: bind('jstGrabItem'),
        alibabaPeriod: { ...bind('alibabaPeriod'), import: { prepare: async () => ({ extra: { source: 'import', synced_at: new Date() } }) } },
      };
      const $ = mountResources(app, ctx, s.registry, bindings);
      // The contacts and payee accounts are written with their supplier; each has an export of its own.
      // A plan's lines have theirs too (`planOrder/rowsResultExport`, filtered by plan, SKU or supplier).
      for (const [service, path] of [
        [s.supplierContact, 'supplier/export/link'],
        [s.supplierAccount, 'supplier/export/account'],
        [s.planOrderLine, 'planOrder/rowsResultExport'],
      ] as const) {
        if (!ctx.fileTasks) continue;
        ctx.fileTasks.add({ service, registry: s.registry });
        app.route({ method: 'GET', url: `${R.supplier.base}/${path}`, ...ctx.fileTasks.routes(service.decl.name).export });
      }
      const jst = jstAdapter();
      purchaseRoutes(app, ctx, s, $, bindings.quotation.submit, bindings.quotation.withdraw, jst);
      jstGrabRoutes(app, ctx, s, { supplier: $.supplier, grab: $.jstGrabItem }, jst);
      forProduct = [s, $, jst];
      orderRoutes(app, ctx, s, $.order, bindings.order.submit, bindings.order.withdraw);
      orderApprovalRoutes(app, ctx, s, $.order);
      orderDeductionRoutes(app, ctx, s, $.order);
      orderPrintRoutes(app, ctx, s, $.order);
      alibabaOrderRoutes(app, ctx, alibabaAdapter(), $.order);
      alibabaPeriodRoutes(app, ctx, s, alibabaAdapter(), $.alibabaPeriod);
      const alibaba = `${R.order.base}/order/alibaba`;
      ctx.fileTasks?.mountImportKind(app, `${alibaba}/import`, alibabaImportKind(ctx), `${alibaba}/template`);
      planOrderRoutes(app, ctx, s, $.planOrder, bindings.planOrder.submitIn, bindings.planOrder.withdraw);
      followOrderLineTakes(ctx.outbox, s);
      followPlanPayments(ctx.outbox, s);
      followRefunds(ctx.outbox);
      publishOrderMilestones(ctx.outbox);
      exceptionOrderRoutes(app, ctx, s, $.exceptionOrder);
      followWarehouseExceptions(ctx.outbox, s);
      taskRoutes(app, ctx, s, $.task);
      taskExtraRoutes(app, ctx, s, $.task);
      replenishmentRoutes(app, ctx, s);
      attachmentRoutes(app, ctx, [
        { segment: 'supplier', service: s.supplier, routes: $.supplier, field: 'attachments' },
        { segment: 'notice', service: s.notice, routes: $.notice, field: 'attachments' },
      ]);
      outOfStockRoutes(app, ctx, s, $.task);
      stationReplenishmentRoutes(app, ctx, s);
      const payments = supplierPaymentRoutes(ctx.database);
      app.route({ method: 'GET', url: `${R.supplier.base}/supplier/payment`, ...payments.list });
      app.route({ method: 'GET', url: `${R.supplier.base}/supplier/payment/export`, ...payments.export });
      app.route({ method: 'GET', url: `${R.supplier.base}/open/supplier/progress`, ...supplierProgressRoute(ctx.database, $) });
      // 采购跟踪报表 (ours: the spec names no calls for the screen).
      const track = orderTrackReportRoutes(ctx.database);
      app.route({ method: 'GET', url: `${R.supplier.base}/report/orderTrack`, ...track.list });
      app.route({ method: 'GET', url: `${R.supplier.base}/report/orderTrack/export`, ...track.export });
      mountSettings(app, ctx, s.settings, `${R.supplier.base}/settings`, purchaseSettingDefaults);
      // 列设置 at the spec's purchasing paths (`table/field/sorts`, `table/field/sort`): the hub's, per person.
      tableSettingsRoutes(app, ctx.database, R.supplier.base);
    },
    // The catalogue's supplier SPU/SKU rows (README "Supplier SPU/SKU in the catalogue"), on the purchase records.
    '/api-product': (app, ctx) => supplierLinkRoutes(app, ctx.database, ...forProduct),
  },
  menus: [
    {
      name: '采购管理',
      children: [
        screenMenu(R.order, 'purchase'),
        screenMenu(R.planOrder, 'purchase'),
        screenMenu(R.task, 'purchase'),
        screenMenu(R.exceptionOrder, 'purchase'),
        screenMenu(R.deductionPlan, 'purchase'),
        screenMenu(R.paymentPlan, 'purchase'),
        // The spec's 新增 and 详情 screens of the plans: opened from their lists, permitted, never listed.
        ...(
          [
            ['新增扣款计划', 'deductionsPlan/add', R.deductionPlan.entity.permission('create')],
            ['扣款计划详情', 'deductionsPlan/detail', R.deductionPlan.entity.permission('read')],
            ['新增付款计划', 'paymentPlan/add', R.paymentPlan.entity.permission('create')],
            ['付款计划详情', 'paymentPlan/detail', R.paymentPlan.entity.permission('read')],
          ] as const
        ).map(([name, page, permission]) => ({ name, url: `/purchase/paymentProcessing/${page}`, area: 'purchase', permission, hidden: true })),
        { name: replenishment.label, url: REPLENISH_SCREEN, area: 'purchase', permission: replenishment.permission('read') },
        { name: stationReplenishment.label, url: STATION_REPLENISH_SCREEN, area: 'purchase', permission: stationReplenishment.permission('read') },
        { name: '缺货采购', url: STOCKOUT_SCREEN, area: 'purchase', permission: outOfStock.permission('read') },
        { name: '缺货异常', url: OUT_OF_STOCK_SCREEN, area: 'purchase', permission: outOfStock.permission('read') },
        { name: stopSaleLog.label, url: STOP_SALE_SCREEN, area: 'purchase', permission: stopSaleLog.permission('read') },
        { name: orderTracking.label, url: TRACKING_SCREEN, area: 'purchase', permission: orderTracking.permission('read') },
        { name: orderTrackReport.label, url: ORDER_TRACK_REPORT_SCREEN, area: 'purchase', permission: orderTrackReport.permission('read') },
        // The person's own import and export tasks of this area (a supplier's reader has some).
        { name: '导入导出记录', url: EXCEL_LOG_SCREEN, area: 'purchase', permission: R.supplier.entity.permission('read') },
        { name: '新增采购单', url: '/purchase/management/orderAdd', area: 'purchase', permission: R.order.entity.permission('create'), hidden: true },
        // Opened from the order list (送货单) on a page of its own: a buyer who reads orders may print it.
        { name: '送货单', url: DELIVERY_NOTE_SCREEN, area: 'purchase', permission: R.order.entity.permission('read'), hidden: true },
      ],
    },
    {
      name: '供应商管理',
      children: [
        ...resources
          .filter((r) => r.screen && ![R.order, R.planOrder, R.task, R.exceptionOrder, R.deductionPlan, R.paymentPlan].includes(r as never))
          .map((r) => screenMenu(r, 'purchase')),
        { name: supplierPayment.label, url: SUPPLIER_PAYMENT_SCREEN, area: 'purchase', permission: supplierPayment.permission('read') },
        { name: '1688额度', url: '/purchase/information/alibaba-quota', area: 'purchase', permission: R.alibabaPeriod.entity.permission('read') },
        {
          name: '1688账期详情',
          url: '/purchase/information/alibaba-period-detail',
          area: 'purchase',
          permission: R.alibabaPeriod.entity.permission('read'),
          hidden: true,
        },
        { name: supplierCapacity.label, url: CAPACITY_SCREEN, area: 'purchase', permission: supplierCapacity.permission('read') },
        { name: purchaseSettings.label, url: SETTINGS_SCREEN, area: 'purchase', permission: purchaseSettings.permission('read') },
        // The spec's screens opened from the lists (新增/编辑供应商, 新增公告, 公告详情): permitted, never listed.
        ...(
          [
            ['编辑供应商', 'supplierEdit', R.supplier.entity.permission('update')],
            ['新增公告', 'noticeAdd', R.notice.entity.permission('create')],
            ['公告详情', 'noticeDetail', R.notice.entity.permission('read')],
          ] as const
        ).map(([name, page, permission]) => ({ name, url: `/purchase/information/${page}`, area: 'purchase', permission, hidden: true })),
      ],
    },
  ],
  search: searchPurchase,
  // What each demo user does here: a buyer keeps suppliers, what they supply and their prices (the manager
  // approves suppliers and quotations); finance sees payee accounts whole.
  demoGrants: {
    采购员: [
      ...codes(R.supplier.entity, ['read', 'create', 'update', 'export', 'import', 'pause', 'resume']),
      ...[R.supplierSku, R.supplierSpu, R.moq].flatMap((r) => codes(r.entity, ['read', 'create', 'update', 'delete', 'export', 'import', 'enable', 'disable'])),
      ...codes(R.quotation.entity, ['read', 'create', 'update', 'delete', 'export', 'import', 'submit', 'expire']),
      ...codes(R.notice.entity, ['read', 'create', 'update', 'publish', 'withdraw']),
      ...codes(R.supplierStock.entity, ['read', 'update', 'export', 'import']),
      ...codes(R.jstGrabItem.entity, ['read', 'create', 'export', 'generate', 'ignore', 'restore']),
      purchaseSettings.permission('read'),
      ...codes(R.order.entity, ['read', 'create', 'update', 'delete', 'export', 'import', 'submit', 'invalid', 'off']),
      ...codes(R.task.entity, ['read', 'create', 'update', 'delete', 'export', 'import', 'createOrder', 'stopSale', 'cancel']),
      ...codes(R.planOrder.entity, ['read', 'create', 'update', 'delete', 'export', 'import', 'submit', 'invalid']),
      ...codes(R.exceptionOrder.entity, ['read', 'export', 'process']),
      ...codes(R.deductionPlan.entity, ['read', 'create', 'update', 'delete', 'export', 'confirm', 'void']),
      ...codes(R.paymentPlan.entity, ['read', 'create', 'update', 'export', 'cancel']),
    ],
    财务: [
      R.supplier.entity.permission('read'),
      ...codes(supplierAccount, ['reveal', 'export']),
      ...codes(R.deductionPlan.entity, ['read', 'export', 'deduct']),
      ...codes(R.paymentPlan.entity, ['read', 'export', 'pay']),
    ],
  },
  // The supplier's codes name its account's 查看完整收款账号 already; each code once.
  permissions: [
    ...new Map(
      [...resources.map((r) => r.entity), supplierContact, supplierAccount, planOrderLine]
        .flatMap(permissionCodesOf)
        // Exception orders are made by goods in and moved by their commands: no create, edit, delete or import.
        .filter((p) => !/^purchase\.exceptionOrder\.(create|update|delete|import)$/.test(p.code))
        // 1688's periods are 1688's figures: pulled or imported, never written by hand.
        .filter((p) => !/^purchase\.alibabaPeriod\.(create|update|delete)$/.test(p.code))
        // A grabbed item is JST's: grabbed (create: 抓取) and generated or set aside, never edited, deleted or imported.
        .filter((p) => !/^purchase\.jstGrabItem\.(update|delete|import)$/.test(p.code))
        .concat(settingsCodes)
        .map((p) => [p.code, p]),
    ).values(),
  ],
};
