// Approving a purchase order from a link (spec 000 §2 public whitelist `orderApprovalDetail`): the engine's
// approval links (hub approvals/approval-links.ts) over the order as its detail reads it.
import { approvalLinkRoutes } from '@entrepot/hub-server/approvals/server';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import type { FastifyInstance } from 'fastify';
import { BASE, order } from '../entities/index.ts';
import type { PurchaseServices } from './services.ts';

export const APPROVAL_PAGE = '/purchase/management/orderApprovalDetail';

export function orderApprovalRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  approvalLinkRoutes(app, ctx.database, ctx.outbox, {
    decl: order,
    base: `${BASE}/order`,
    open: `${BASE}/open/order/approval`,
    page: APPROVAL_PAGE,
    read: (exec, id, scope) => s.order.get(exec, id, scope),
    scope: (request) => $.access(request).scope,
  });
}
