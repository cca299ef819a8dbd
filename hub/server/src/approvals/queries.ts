// The approver's to-do and done lists, the submitter's list, one request with its steps, and the document
// types that have flows.
import { hasAnyPermission } from '@entrepot/contract';
import { forbidden, pageAnswer, pageQuery, type RequestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { likeFilter } from '@entrepot/server-kit/entity';
import { and, arrayOverlaps, asc, count, desc, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { approvalFlow } from './approval-flow.entity.ts';
import { flows, requests, steps } from './approvals.schema.ts';
import { documentTypeLabel } from './document-types.ts';
import type { Level } from './flow-rules.ts';
import { APPROVER_KINDS, approverNames } from './identity-reads.ts';
import { requestStatus } from './request-status.ts';
import { actorOf, findRequest, requestView, stepsOf } from './request-store.ts';
import { seatsOf } from './seats.ts';

export const listQuery = pageQuery.extend({
  document_type: z.string().trim().max(100).optional(),
  status: z.enum(Object.keys(requestStatus.states) as [string, ...string[]], '请选择正确的审批状态').optional(),
  /** Part of the title or of the document's number. */
  keyword: z.string().trim().max(100, '关键字最多100个字符').optional(),
});
export type ListQuery = z.output<typeof listQuery>;

/** The filters every list shares: document type, status, keyword. */
function filtersOf(q: ListQuery): SQL[] {
  return [
    q.document_type ? eq(requests.documentType, q.document_type) : undefined,
    q.status ? eq(requests.status, q.status as (typeof requests.$inferSelect)['status']) : undefined,
    q.keyword ? or(likeFilter(requests.title, q.keyword), likeFilter(requests.documentId, q.keyword)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

async function page(exec: Executor, mine: SQL | undefined, q: ListQuery) {
  const where = and(mine, ...filtersOf(q));
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
  return page(exec, and(eq(requests.status, 'pending'), arrayOverlaps(requests.openSeats, actor.seats)), { ...q, status: undefined });
}

export async function submittedList(exec: Executor, userId: string, q: ListQuery) {
  return page(exec, eq(requests.submittedBy, userId), q);
}

/** Requests the user approved (a level) or rejected, whatever became of them afterwards. */
export async function decidedList(exec: Executor, userId: string, q: ListQuery) {
  const decidedByMe = exec
    .select({ id: steps.id })
    .from(steps)
    .where(and(eq(steps.requestId, requests.id), eq(steps.actorId, userId), inArray(steps.action, ['approve', 'reject'])));
  return page(exec, exists(decidedByMe), q);
}

/** The document types that have flows, for the screens' filters: each as its code and its words. */
export async function documentTypes(exec: Executor): Promise<{ value: string; label: string }[]> {
  const rows = await exec.selectDistinct({ type: flows.document_type }).from(flows).orderBy(asc(flows.document_type));
  return rows.map((r) => ({ value: r.type, label: documentTypeLabel(r.type) }));
}

export const NOT_VISIBLE = '无权查看该审批';
const GONE = '（已删除）';

/** Each level with the names of its approvers, so a reader without identity's lookups sees who approves. */
async function levelsWithNames(exec: Executor, levels: Level[]) {
  const names = await approverNames(
    exec,
    levels.map((l) => l.approvers),
  );
  return levels.map((level) => ({
    ...level,
    approver_names: Object.fromEntries(APPROVER_KINDS.map((kind) => [kind, (level.approvers[kind] ?? []).map((id) => names[kind].get(id) ?? GONE)])),
  }));
}

/** Readable by its submitter, anyone who acted on it or may approve a level of it, and flow administrators. */
export async function requestDetail(exec: Executor, user: RequestUser, id: string) {
  const row = await findRequest(exec, id);
  const stepList = await stepsOf(exec, id);
  const mine = new Set((await actorOf(exec, user.id)).seats);
  const holdsAny = (seats: readonly string[]) => seats.some((s) => mine.has(s));
  const visible =
    row.submittedBy === user.id ||
    hasAnyPermission(user.isAdmin, user.permissions, approvalFlow.permission('read')) ||
    stepList.some((s) => s.actor_id === user.id) ||
    holdsAny(row.levels.flatMap((l) => seatsOf(l.approvers)));
  if (!visible) throw forbidden(NOT_VISIBLE);
  return {
    ...requestView(row),
    levels: await levelsWithNames(exec, row.levels),
    // What the reader may do now: approve or reject with an open seat of the current level; withdraw their own.
    can_decide: row.status === 'pending' && holdsAny(row.openSeats),
    can_withdraw: row.status === 'pending' && row.submittedBy === user.id,
    steps: stepList,
  };
}
