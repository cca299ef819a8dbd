// Approving a document from a link (spec 000 §2 public whitelist: `orderApprovalDetail`, `planDetail`): the writer
// makes a link for one approver of the current level; the approver opens the document's public page with the
// link's token, without a session, reads it and approves or rejects it. The token is bound to the record, the
// action and the approver, expires after three days, and is spent by the decision (a second use is refused).
// A document module declares where its rows live and how it reads its document; the routes are these.
import { ok } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import { conflict, forbidden, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { tableOf } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../identity/entities/staff.entity.ts';
import { issueLinkToken, resolveLinkToken, spendLinkToken } from '../identity/link-tokens.ts';
import { execute as approveApproval, approveInput } from './approve-request.command.ts';
import { execute as rejectApproval, rejectInput } from './reject-request.command.ts';
import { latestRequestOf, pendingRequestOf, requestView, stepsOf } from './request-store.ts';
import { openSeatHolders } from './seat-holders.ts';

export interface ApprovalLinks {
  decl: EntityDecl;
  /** The document's own rows: `<base>/approvalLink/users/{id}`, `<base>/approvalLink/{id}`, `<base>/approval/{id}`. */
  base: string;
  /** The public rows the page calls: GET (`?token=`) and POST (the decision). */
  open: string;
  /** The page the link opens (`<page>?token=`). */
  page: string;
  /** The document as shown (header and lines); throws when the reader's data rules hide it. */
  read(exec: Executor, id: string, scope?: SQL): Promise<Record<string, unknown>>;
  scope(request: FastifyRequest): SQL | undefined;
}

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

export function approvalLinkRoutes(app: FastifyInstance, db: Database, outbox: Outbox, d: ApprovalLinks): void {
  const link = { recordType: d.decl.name, action: 'approve' } as const;
  const pending = async (exec: Tx, id: string) => {
    const request = await pendingRequestOf(exec, d.decl.name, id);
    if (!request) throw conflict(`该${d.decl.label}不在审批中`);
    return request;
  };
  const submitter = { config: { permission: d.decl.permission('submit') } };

  /** Who may approve the document now: the people a link can be made for. */
  app.get(`${d.base}/approvalLink/users/:id`, {
    ...submitter,
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      return ok(
        await db.tx(async (tx) => {
          await d.read(tx, id, d.scope(request));
          return openSeatHolders(tx, await pending(tx, id));
        }),
      );
    },
  });
  app.post(`${d.base}/approvalLink/:id`, {
    ...submitter,
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      const { user_id } = parse(forUser, request.body);
      return ok(
        await db.tx(async (tx) => {
          await d.read(tx, id, d.scope(request));
          const approver = (await openSeatHolders(tx, await pending(tx, id))).find((h) => h.id === user_id);
          if (!approver) throw conflict('该人员不是当前审批节点的审批人');
          const ttlSeconds = LINK_HOURS * 3600;
          const token = await issueLinkToken(tx, { ...link, recordId: id, actorId: user_id }, { ttlSeconds, createdBy: requestUser(request).id });
          return { url: `${d.page}?token=${token}`, approver: approver.name, expires_in_hours: LINK_HOURS };
        }),
      );
    },
  });

  /** The document's approval: its latest request with the steps taken, or null before the first submit. */
  const approvalOf = async (exec: Executor, id: string) => {
    const request = await latestRequestOf(exec, d.decl.name, id);
    return request ? { ...requestView(request), steps: await stepsOf(exec, request.id) } : null;
  };
  app.get(`${d.base}/approval/:id`, {
    config: { permission: d.decl.permission('read') },
    handler: async (request: FastifyRequest) => {
      const id = parse(idParams, request.params).id;
      await d.read(db.db, id, d.scope(request));
      return ok(await approvalOf(db.db, id));
    },
  });
  /** The document as the link's approver sees it, greeting the person the link was made for. */
  app.get(d.open, {
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const { token } = parse(tokenQuery, request.query);
      const target = await resolveLinkToken(db.db, token, link);
      const [approver] = target.actorId ? await db.db.select({ name: staffTable.name }).from(staffTable).where(eq(staffTable.id, target.actorId)) : [];
      return ok({ document: await d.read(db.db, target.recordId), approval: await approvalOf(db.db, target.recordId), approver: approver?.name ?? '' });
    },
  });
  app.post(d.open, {
    config: { public: true },
    handler: async (request: FastifyRequest) => {
      const body = parse(decisionBody, request.body);
      return ok(
        await db.tx(async (tx) => {
          const target = await spendLinkToken(tx, body.token, link);
          if (!target.actorId) throw forbidden('链接无效或已过期');
          const req = await pending(tx, target.recordId);
          const decided =
            body.decision === 'approve'
              ? await approveApproval(tx, outbox, req.id, parse(approveInput, { comment: body.comment }), target.actorId)
              : await rejectApproval(tx, outbox, req.id, parse(rejectInput, { comment: body.comment }), target.actorId);
          return { status: decided.status, status_label: decided.status_label };
        }),
      );
    },
  });
}
