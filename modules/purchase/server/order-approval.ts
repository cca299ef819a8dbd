// Approving a purchase order from a link (spec 000 §2 public whitelist `orderApprovalDetail`): the buyer makes a
// link for one approver of the current level; the approver opens `/purchase/management/orderApprovalDetail?token=`
// without a session, sees the order and approves or rejects it. The token is bound to the order, the action and
// the approver, expires after three days, and is spent by the decision (a second use is refused).
import { ok } from '@entrepot/contract';
import {
  approvalApproveInput,
  approvalRejectInput,
  approveApproval,
  latestRequestOf,
  openSeatHolders,
  pendingRequestOf,
  rejectApproval,
  requestView,
  stepsOf,
} from '@entrepot/hub-server/approvals/server';
import { staff } from '@entrepot/hub-server/entities';
import { issueLinkToken, resolveLinkToken, spendLinkToken } from '@entrepot/hub-server/links';
import type { EntityRoutes, ModuleContext } from '@entrepot/hub-server/module';
import { conflict, forbidden, parse, requestUser } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, order } from '../entities/index.ts';
import type { PurchaseServices } from './services.ts';

export const APPROVAL_PAGE = '/purchase/management/orderApprovalDetail';
const LINK = { recordType: order.name, action: 'approve' } as const;
const LINK_HOURS = 72;
const staffTable = tableOf(staff);

const idParams = z.object({ id: z.uuid('记录编号不正确') });
const forUser = z.object({ user_id: z.uuid('请选择审批人') });
const tokenQuery = z.object({ token: z.string('链接无效或已过期').min(16, '链接无效或已过期') });
const decisionBody = z.object({
  token: z.string('链接无效或已过期').min(16, '链接无效或已过期'),
  decision: z.enum(['approve', 'reject'], '请选择通过或驳回'),
  comment: z.string().optional(),
});

export function orderApprovalRoutes(app: FastifyInstance, ctx: ModuleContext, s: PurchaseServices, $: EntityRoutes): void {
  const db = ctx.database;
  const url = (path: string) => `${BASE}/${path}`;
  const pending = async (exec: Tx, id: string) => {
    const request = await pendingRequestOf(exec, order.name, id);
    if (!request) throw conflict('该采购单不在审批中');
    return request;
  };
  const submitter = { config: { permission: order.permission('submit') } };

  /** Who may approve the order now: the people a link can be made for. */
  app.get(url('order/approvalLink/users/:id'), {
    ...submitter,
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      return ok(
        await db.tx(async (tx) => {
          await s.order.get(tx, id, $.access(request).scope);
          return openSeatHolders(tx, await pending(tx, id));
        }),
      );
    },
  });
  app.post(url('order/approvalLink/:id'), {
    ...submitter,
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      const { user_id } = parse(forUser, request.body);
      return ok(
        await db.tx(async (tx) => {
          await s.order.get(tx, id, $.access(request).scope);
          const holders = await openSeatHolders(tx, await pending(tx, id));
          const approver = holders.find((h) => h.id === user_id);
          if (!approver) throw conflict('该人员不是当前审批节点的审批人');
          const token = await issueLinkToken(
            tx,
            { ...LINK, recordId: id, actorId: user_id },
            { ttlSeconds: LINK_HOURS * 3600, createdBy: requestUser(request).id },
          );
          return { url: `${APPROVAL_PAGE}?token=${token}`, approver: approver.name, expires_in_hours: LINK_HOURS };
        }),
      );
    },
  });

  /** The order's approval: its latest request with the steps taken, or null before the first submit. */
  const approvalOf = async (exec: Executor, id: string) => {
    const request = await latestRequestOf(exec, order.name, id);
    return request ? { ...requestView(request), steps: await stepsOf(exec, request.id) } : null;
  };
  app.get(url('order/approval/:id'), {
    config: { permission: order.permission('read') },
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      await s.order.get(db.db, id, $.access(request).scope);
      return ok(await approvalOf(db.db, id));
    },
  });
  /** The order as the link's approver sees it: header, lines, the approval's steps. */
  const view = async (exec: Executor, id: string) => ({ order: await s.order.get(exec, id), approval: await approvalOf(exec, id) });
  app.get(url('open/order/approval'), {
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const { token } = parse(tokenQuery, request.query);
      const link = await resolveLinkToken(db.db, token, LINK);
      // The page greets the person the link was made for.
      const [approver] = link.actorId ? await db.db.select({ name: staffTable.name }).from(staffTable).where(eq(staffTable.id, link.actorId)) : [];
      return ok({ ...(await view(db.db, link.recordId)), approver: approver?.name ?? '' });
    },
  });
  app.post(url('open/order/approval'), {
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const body = parse(decisionBody, request.body);
      return ok(
        await db.tx(async (tx) => {
          const link = await spendLinkToken(tx, body.token, LINK);
          if (!link.actorId) throw forbidden('链接无效或已过期');
          const req = await pending(tx, link.recordId);
          const decided =
            body.decision === 'approve'
              ? await approveApproval(tx, ctx.outbox, req.id, parse(approvalApproveInput, { comment: body.comment }), link.actorId)
              : await rejectApproval(tx, ctx.outbox, req.id, parse(approvalRejectInput, { comment: body.comment }), link.actorId);
          return { status: decided.status, status_label: decided.status_label };
        }),
      );
    },
  });
}
