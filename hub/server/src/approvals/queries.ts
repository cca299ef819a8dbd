// The approver's to-do list, the submitter's list, and one request with its steps.
import { hasAnyPermission } from '@entrepot/contract';
import { forbidden, pageAnswer, pageQuery, type RequestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, arrayOverlaps, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { approvalFlow } from './approval-flow.entity.ts';
import { requests } from './approvals.schema.ts';
import { requestStatus } from './request-status.ts';
import { actorOf, findRequest, requestView, stepsOf } from './request-store.ts';
import { seatsOf } from './seats.ts';

export const listQuery = pageQuery.extend({
  document_type: z.string().trim().max(100).optional(),
  status: z.enum(Object.keys(requestStatus.states) as [string, ...string[]], '请选择正确的审批状态').optional(),
});
export type ListQuery = z.output<typeof listQuery>;

async function page(exec: Executor, where: SQL | undefined, q: ListQuery) {
  const rows = await exec
    .select()
    .from(requests)
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [total] = await exec.select({ n: count() }).from(requests).where(where);
  return pageAnswer(rows.map(requestView), total?.n ?? 0, q);
}

/** Pending requests with an open seat of the current level that the user holds (by user, role or job). */
export async function todoList(exec: Executor, userId: string, q: ListQuery) {
  const actor = await actorOf(exec, userId);
  const byType = q.document_type ? eq(requests.documentType, q.document_type) : undefined;
  return page(exec, and(eq(requests.status, 'pending'), arrayOverlaps(requests.openSeats, actor.seats), byType), q);
}

export async function submittedList(exec: Executor, userId: string, q: ListQuery) {
  const byType = q.document_type ? eq(requests.documentType, q.document_type) : undefined;
  const byStatus = q.status ? eq(requests.status, q.status as (typeof requests.$inferSelect)['status']) : undefined;
  return page(exec, and(eq(requests.submittedBy, userId), byType, byStatus), q);
}

export const NOT_VISIBLE = '无权查看该审批';

/** Readable by its submitter, anyone who acted on it or may approve a level of it, and flow administrators. */
export async function requestDetail(exec: Executor, user: RequestUser, id: string) {
  const row = await findRequest(exec, id);
  const steps = await stepsOf(exec, id);
  const visible =
    row.submittedBy === user.id ||
    hasAnyPermission(user.isAdmin, user.permissions, approvalFlow.permission('read')) ||
    steps.some((s) => s.actor_id === user.id) ||
    (await mayApproveAnyLevel(
      exec,
      user.id,
      row.levels.flatMap((l) => seatsOf(l.approvers)),
    ));
  if (!visible) throw forbidden(NOT_VISIBLE);
  return { ...requestView(row), steps };
}

async function mayApproveAnyLevel(exec: Executor, userId: string, seats: string[]): Promise<boolean> {
  const mine = new Set((await actorOf(exec, userId)).seats);
  return seats.some((s) => mine.has(s));
}
