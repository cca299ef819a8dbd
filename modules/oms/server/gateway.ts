// The spec's OMS gateway (README "Gateway"): `POST /motan-client/oms/motan/service/api/IOmsService/<method>` and
// `…/IOmsCommonService/<method>`, body `{data, operator}`, served over the same services and data rules as the
// REST routes. Lists answer {list, total, pageNumber, pageSize} under the gateway's camelCase filter names.
import { choicesOf } from '@entrepot/entity';
import type { EntityRoutes } from '@entrepot/hub-server/module';
import { parse } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { commandRoute, fromGatewayData, gatewayAliased, gatewayData, type Route, readRoute, requestActor, withBodyId } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACTION_TYPES, CONDITION_FIELDS, OPERATORS, operatorsOf } from '../domain/rule-vocabulary.ts';
import { OMS_CODES, order, pkg, refund } from '../entities/index.ts';
import { auditRefunds } from './after-sales.ts';
import { importExportConfGateway } from './import-export-conf.ts';
import { refundAudit } from './routes.ts';
import type { OmsServices } from './services.ts';
import { statistics } from './statistics.ts';

export const OMS_GATEWAY = '/oms/motan/service/api/IOmsService';
export const OMS_COMMON_GATEWAY = '/oms/motan/service/api/IOmsCommonService';

/** The tracking statuses of spec 002 §4 (a return's logistics). */
export const TRACKING_STATUSES = [
  'NotFound',
  'InfoReceived',
  'InTransit',
  'Expired',
  'AvailableForPickup',
  'OutForDelivery',
  'DeliveryFailure',
  'Delivered',
  'Exception',
  'lost',
];

const orderAliases = {
  orderNo: 'code',
  platformOrderId: 'platform_order_id',
  platformCode: 'platform_code',
  accountId: 'account_id',
  orderStatus: 'status',
  buyerName: 'buyer_name',
};
const refundAliases = {
  refundNo: 'code',
  orderNo: 'order_code',
  platformOrderId: 'platform_order_id',
  platformCode: 'platform_code',
  accountId: 'account_id',
  refundStatus: 'status',
};

type Bound = Record<'order' | 'refund' | 'afterSales' | 'complaint' | 'abnormal', EntityRoutes>;

export function omsGateway(app: FastifyInstance, database: Database, outbox: Outbox, s: OmsServices, $: Bound): void {
  importExportConfGateway(app, database, s, OMS_COMMON_GATEWAY, OMS_GATEWAY);
  const m = (name: string) => `${OMS_GATEWAY}/${name}`;
  const byId = (route: Route, label: string) => fromGatewayData(withBodyId(route, label));
  const withData = (route: Route, fixed: Record<string, unknown>): Route => ({
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      request.body = { data: { ...gatewayData(request), ...fixed } };
      return route.handler.call(this, request, reply);
    },
  });

  // Orders
  app.post(m('getPageList'), gatewayAliased($.order.gatewayList, orderAliases));
  app.post(
    m('getChildList'),
    readRoute(async (r) => {
      const { orderId } = parse(z.object({ orderId: z.uuid('请选择订单') }), gatewayData(r));
      const found = (await s.order.get(database.db, orderId, $.order.access(r).scope)) as { lines?: unknown[] };
      return found.lines ?? [];
    }, order.permission('read')),
  );
  app.post(
    m('getBaseDropDown'),
    readRoute(async () => ({
      orderStatus: choicesOf(order.fields.status),
      packageStatus: choicesOf(pkg.fields.status),
      refundStatus: choicesOf(refund.fields.status),
    })),
  );

  // Exception rules (the abnormal kind)
  app.post(m('getExceptionRuleList'), withData(gatewayAliased($.abnormal.gatewayList, { ruleName: 'name' }), { kind: 'abnormal' }));
  app.post(m('getExceptionRuleDetail'), byId($.abnormal.detail, '规则'));
  app.post(m('deleteExceptionRule'), fromGatewayData($.abnormal.removeMany));
  /** `editExceptionRule`: with `id`, an update (its `version` guards it); without, a new rule. */
  const editRule: Route = {
    config: { permission: [s.rule.decl.permission('create'), s.rule.decl.permission('update')] },
    handler: function (this: FastifyInstance, request, reply) {
      const data = gatewayData(request);
      if (typeof data.id === 'string' && data.id) {
        const { id, ...rest } = data;
        (request as FastifyRequest & { params: unknown }).params = { id };
        request.body = rest;
        return ($.abnormal.update.handler as Route['handler']).call(this, request, reply);
      }
      request.body = { ...data, kind: 'abnormal' };
      return ($.abnormal.create.handler as Route['handler']).call(this, request, reply);
    },
  };
  app.post(m('editExceptionRule'), editRule);
  app.post(
    m('getRuleConditionList'),
    readRoute(async () =>
      CONDITION_FIELDS.map((f) => ({ ...f, operators: operatorsOf(f.value).map((o) => ({ value: o, label: OPERATORS.find((x) => x.value === o)!.label })) })),
    ),
  );
  app.post(
    m('getRuleContentBySelect'),
    readRoute(async () => ACTION_TYPES),
  );

  // After-sales: refunds, the platforms' after-sales, complaints
  app.post(m('getRefundInfoList'), gatewayAliased($.refund.gatewayList, refundAliases));
  app.post(m('getRejectedList'), withData(gatewayAliased($.refund.gatewayList, refundAliases), { status: 'rejected' }));
  app.post(m('getRefundDetail'), byId($.refund.detail, '退款单'));
  app.post(m('getRefundDetailByOrderId'), withData(gatewayAliased($.refund.gatewayList, { orderId: 'order_id' }), { pageSize: 100 }));
  app.post(m('addRefundInfo'), fromGatewayData($.refund.create));
  const auditRoute = commandRoute(
    database,
    async (r, tx) => {
      const d = gatewayData(r);
      const body = parse(refundAudit, { ...d, ids: d.ids ?? (d.id ? [d.id] : undefined) });
      return { audited: await auditRefunds(tx, s, outbox, body.ids, body, requestActor(r)) };
    },
    OMS_CODES.refundAudit,
  );
  app.post(m('auditRefundInfo'), auditRoute);
  app.post(m('batchAuditRefundInfo'), auditRoute);
  app.post(m('getPlatformAfterSalesList'), withData(gatewayAliased($.afterSales.gatewayList, refundAliases), { source: 'platform' }));
  app.post(
    m('getPlatformAfterSalesStatusQuantity'),
    readRoute(
      async (r) => (await s.refund.list(database.db, { page: 1, perPage: 1, query: { source: 'platform' }, scope: $.afterSales.access(r).scope })).counts ?? [],
      refund.permission('read'),
    ),
  );
  app.post(m('getParentAfterSalesLogPageList'), byId($.refund.auditTrail, '售后单'));
  app.post(
    m('getPlatformAfterSakesLogisticsStatus'),
    readRoute(async () => TRACKING_STATUSES.map((value) => ({ value, label: value }))),
  );
  app.post(m('getCustomerComplaintList'), gatewayAliased($.complaint.gatewayList, { complaintNo: 'code', orderNo: 'order_code' }));
  app.post(m('getCustomerComplaintDetail'), byId($.complaint.detail, '客诉'));
  app.post(m('addCustomerComplaint'), fromGatewayData($.complaint.create));

  // Achievement
  for (const method of ['getAccountStatisticsOrderList', 'getAccountStatisticsByDateList', 'getNotSellerStaTisTicsList'] as const) {
    app.post(
      m(method),
      readRoute((r) => statistics(database.db, method, gatewayData(r), $.order.access(r).scope), order.permission('read')),
    );
  }
}
