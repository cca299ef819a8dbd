// 付款申请's and 退款单's rows beside their declared resources (entities/resources.ts), as the catalogue spells them: the GET `list`,
// `{ids}` deleted (drafts), `{ids, obsolete_reason}` voided (`update/obsolete`), `{ids, payer_account_id,
// payment_no, handling_fee}` paid at once (`requests/batch/payment`), who approves (`approve/users`), and the
// approval page an approver opens from a link without signing in (`/finance/payment-voucher/applyApproval`).
import { ok } from '@entrepot/contract';
import { approvalLinkRoutes, flowApprovers } from '@entrepot/hub-server/approvals/server';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { parse } from '@entrepot/server-kit';
import { withTransition } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BASE as FINANCE, paymentRequest } from '../entities/index.ts';
import { requestFromPlan } from './payment-request-plan.ts';
import type { FinanceServices } from './services.ts';

const idParams = z.object({ id: z.uuid('付款计划编号不正确') });

export const APPLY_APPROVAL_PAGE = '/finance/payment-voucher/applyApproval';

export function paymentRequestRoutes(
  app: FastifyInstance,
  ctx: ModuleContext,
  s: FinanceServices,
  $: Record<'paymentRequest' | 'refundOrder', EntityRoutes>,
): void {
  // 退款单's: the GET `list`, `{ids}` deleted (待到账 only), `{ids, arrival_no}` confirmed as arrived.
  const refunds = `${FINANCE}/refund/order`;
  app.get(`${refunds}/list`, $.refundOrder.list);
  app.delete(refunds, $.refundOrder.removeMany);
  app.post(`${refunds}/confirm`, withTransition($.refundOrder.transitionMany(['confirm']), 'confirm'));

  const at = `${FINANCE}/payment/request`;
  app.get(`${at}/list`, $.paymentRequest.list);
  app.delete(at, $.paymentRequest.removeMany);
  app.post(`${at}/update/obsolete`, withTransition($.paymentRequest.transitionMany(['obsolete']), 'obsolete'));
  app.post(`${FINANCE}/payment/requests/batch/payment`, withTransition($.paymentRequest.transitionMany(['pay']), 'pay'));
  app.get(`${at}/plan/:id`, {
    config: { permission: paymentRequest.permission('create') },
    handler: async (r) => ok(await requestFromPlan(ctx.database.db, parse(idParams, r.params).id)),
  });
  app.get(`${at}/approve/users`, {
    config: { permission: paymentRequest.permission('read') },
    handler: async () => ok(await flowApprovers(ctx.database.db, paymentRequest.name)),
  });
  approvalLinkRoutes(app, ctx.database, ctx.outbox, {
    decl: paymentRequest,
    base: at,
    open: `${FINANCE}/open/payment/request/approval`,
    page: APPLY_APPROVAL_PAGE,
    read: (exec, id, scope) => s.paymentRequest.get(exec, id, scope),
    scope: (request) => $.paymentRequest.access(request).scope,
  });
}
