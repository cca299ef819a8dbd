// Reads and writes of requests and steps shared by the commands and queries.
import { toWireTime } from '@entrepot/contract';
import { newId, notFound } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type RequestRow, requests, type StepAction, steps } from './approvals.schema.ts';
import type { Actor, RequestState } from './decision.ts';
import { documentTypeLabel } from './document-types.ts';
import { decisionEvents, requestStatus } from './request-status.ts';
import { seatsOfUser } from './seats.ts';

/** Row lock: two approvers acting at once are serialised, the second decides on the first's result. */
export async function lockRequest(tx: Tx, id: string): Promise<RequestRow> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!row) throw notFound('审批');
  return row;
}

export async function findRequest(exec: Executor, id: string): Promise<RequestRow> {
  const [row] = await exec.select().from(requests).where(eq(requests.id, id));
  if (!row) throw notFound('审批');
  return row;
}

/** The pending request of a document, locked; absent when none is pending. */
export async function pendingRequestOf(tx: Tx, documentType: string, documentId: string): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.documentType, documentType), eq(requests.documentId, documentId), eq(requests.status, 'pending')))
    .for('update');
  return row;
}

/** The document's latest request, decided or not (a document shows its approval's progress and steps). */
export async function latestRequestOf(exec: Executor, documentType: string, documentId: string): Promise<RequestRow | undefined> {
  const [row] = await exec
    .select()
    .from(requests)
    .where(and(eq(requests.documentType, documentType), eq(requests.documentId, documentId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(1);
  return row;
}

/** The user as an approver now: only enabled roles count, as for permissions. */
export async function actorOf(exec: Executor, userId: string): Promise<Actor> {
  const { rows } = await exec.execute<{ id: string; name: string; job_id: string | null; role_ids: string[] }>(sql`
    select u.id, u.name, u.job_id,
      array(select r.id::text from identity.roles r where r.id = any(u.role_ids) and r.enabled order by r.id) as role_ids
    from identity.users u where u.id = ${userId}`);
  const user = rows[0];
  if (!user) throw notFound('用户');
  return { id: user.id, name: user.name, seats: seatsOfUser(user) };
}

export const stateOf = (row: RequestRow): RequestState => ({
  status: row.status,
  current_level: row.currentLevel,
  levels: row.levels,
  open_seats: row.openSeats,
  submitted_by: row.submittedBy,
});

export async function saveState(tx: Tx, id: string, next: Pick<RequestState, 'status' | 'current_level' | 'open_seats'>): Promise<RequestRow> {
  const [row] = await tx
    .update(requests)
    .set({
      status: next.status,
      currentLevel: next.current_level,
      openSeats: next.open_seats,
      decidedAt: next.status === 'pending' ? null : new Date(),
    })
    .where(eq(requests.id, id))
    .returning();
  return row!;
}

export async function recordStep(
  tx: Tx,
  step: { requestId: string; level: number; action: StepAction; actor: { id: string | null; name: string }; seats?: string[]; comment?: string | null },
): Promise<void> {
  await tx.insert(steps).values({
    id: newId(),
    requestId: step.requestId,
    level: step.level,
    action: step.action,
    actorId: step.actor.id,
    actorName: step.actor.name,
    seats: step.seats ?? [],
    comment: step.comment || null,
  });
}

/** A final state tells the document's module, in the same transaction (the outbox delivers it). */
export async function publishDecision(tx: Tx, outbox: Outbox, row: RequestRow): Promise<void> {
  if (row.status === 'pending') return;
  await outbox.publish(tx, decisionEvents[row.status], { request_id: row.id, document_type: row.documentType, document_id: row.documentId });
}

export function requestView(row: RequestRow) {
  const level = row.levels[row.currentLevel - 1];
  return {
    id: row.id,
    document_type: row.documentType,
    document_type_label: documentTypeLabel(row.documentType),
    document_id: row.documentId,
    title: row.title,
    amount: row.amount,
    type: row.type,
    organization_id: row.organizationId,
    submitted_by: row.submittedBy,
    submitter_name: row.submitterName,
    status: row.status,
    status_label: requestStatus.states[row.status].label,
    flow_id: row.flowId,
    flow_name: row.flowName,
    levels: row.levels,
    current_level: row.currentLevel,
    current_level_name: row.status === 'pending' ? (level?.name ?? null) : null,
    created_at: toWireTime(row.createdAt),
    decided_at: row.decidedAt ? toWireTime(row.decidedAt) : null,
  };
}

export type RequestView = ReturnType<typeof requestView>;

export const stepActionLabels: Record<StepAction, string> = { submit: '提交', approve: '通过', reject: '驳回', withdraw: '撤回' };

export async function stepsOf(exec: Executor, requestId: string) {
  const rows = await exec.select().from(steps).where(eq(steps.requestId, requestId)).orderBy(asc(steps.at), asc(steps.id));
  return rows.map((s) => ({
    id: s.id,
    level: s.level,
    action: s.action,
    action_label: stepActionLabels[s.action],
    actor_id: s.actorId,
    actor_name: s.actorName,
    comment: s.comment,
    at: toWireTime(s.at),
  }));
}
