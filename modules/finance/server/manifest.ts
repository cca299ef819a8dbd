import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import { type MenuDecl, type ModuleManifest, searchByNumber } from '@entrepot/hub-server/module';
import { financeEvents } from '../domain/events.ts';
import { financeResources, inputInvoice, invoiceResources, paymentRequest, paymentResources, refundOrder } from '../entities/index.ts';
import { inputInvoices, paymentRequests, refundOrders } from './finance.schema.ts';
import { shanghaiToday } from './rates.ts';
import { financeRouteTable } from './routes.ts';
import { seedFinance } from './seed.ts';
import { seedFinanceDocuments } from './seed-documents.ts';
import { financeServices } from './services.ts';

const resources = Object.values(financeResources);

export const financeMenus: MenuDecl[] = [
  {
    name: '财务管理',
    icon: 'book',
    children: [
      {
        name: '财务资料',
        // 财务资料 (`/finance/information`, a group in routes.tsv): the resources' screens, in their order.
        children: resources.map((r) => screenMenu(r, 'finance')),
      },
      // 发票管理 (`/finance/invoice`, a group in routes.tsv): 进项发票 (ours below it).
      { name: '发票管理', children: Object.values(invoiceResources).map((r) => screenMenu(r, 'finance')) },
      // 付款管理 (`/finance/payment-voucher`, a group in routes.tsv): 付款申请.
      {
        name: '付款管理',
        children: [
          ...Object.values(paymentResources).map((r) => screenMenu(r, 'finance')),
          // routes.tsv's applyDetail: one request's detail, opened from a link; permitted, never listed.
          { name: '付款申请详情', url: '/finance/payment-voucher/applyDetail', area: 'finance', permission: paymentRequest.permission('read'), hidden: true },
        ],
      },
    ],
  },
];

export const financeEntities = [...resources, ...Object.values(invoiceResources), ...Object.values(paymentResources)].map((r) => r.entity);

// Finance master data (issue 7 §1 "Money") at the catalogue's /api-finance paths, with the screens of 财务资料.
export const manifest: ModuleManifest = {
  name: 'finance',
  position: 30,
  /** Currencies, subjects… on the first start; rates and banks as demo. */
  seed: {
    run: async (database, { demo, firstStart }) => void (firstStart && (await seedFinance(database, { demo }))),
    // The demo's invoices and payment requests read purchasing's demo orders, seeded later.
    late: async (database, { demo, firstStart }) => void (firstStart && demo && (await seedFinanceDocuments(database, shanghaiToday()))),
  },
  services: {
    '/api-finance': (app, ctx) => financeRouteTable(ctx, financeServices())(app),
  },
  menus: financeMenus,
  // The palette opens an input invoice (FP…), a payment request (SQ…) or a refund (TK…) by its number as it is typed,
  // for its readers.
  search: (q, user, { database }) =>
    searchByNumber(database, user, q.trim(), [
      { decl: inputInvoice, table: inputInvoices, kind: '进项发票', url: invoiceResources.inputInvoice.screen!.url, limit: 5 },
      { decl: paymentRequest, table: paymentRequests, kind: '付款申请', url: paymentResources.paymentRequest.screen!.url, limit: 5 },
      { decl: refundOrder, table: refundOrders, kind: '退款单', url: paymentResources.refundOrder.screen!.url, limit: 5 },
    ]),
  lookups: [
    { name: 'currencies', label: '币种', url: '/api-finance/api/v1/finance/currency/lists', events: [financeEvents.currencyChanged] },
    { name: 'finance-subjects', label: '会计科目', url: '/api-finance/api/v1/finance/open/subject/all', events: ['finance.subject.changed'] },
  ],
  permissions: financeEntities.flatMap(permissionCodesOf),
};
