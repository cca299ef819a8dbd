// `spu/state/process/approve` and `spu/state/process/inventory` of the state-change requests (README: State
// changes through approval). Deciding goes through the approval engine's own approve and reject commands on
// the request's approval — the engine checks that the caller holds a seat of the current level, takes the
// level they saw and records the step; its final decision reaches the request through the outbox
// (state-request-apply.ts), as a decision taken in 我的审批 does. This route is the same decision taken from
// the request's own screen, not a second way around the flow.

import { approvalApproveInput, approvalRejectInput, approveApproval, rejectApproval } from '@entrepot/hub-server/approvals/server';
import { conflict, notFound, parse } from '@entrepot/server-kit';
import type { Executor, Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { stateRequests } from '../state-request.schema.ts';
import { type ReaderScope, requestVisible, stateRequestDetail, stateRequestInventory } from '../state-request-queries.ts';

const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** `{id, action, comment?, level?}`: `id` is the request's id or its code (ZT20260517001). */
const decisionInput = z.looseObject({
  id: z.string('请选择状态变更申请').trim().min(1, '请选择状态变更申请').max(40, '请选择状态变更申请'),
  action: z.enum(['approve', 'reject'], '审批操作应为 approve 或 reject').default('approve'),
});

async function requestNamed(exec: Executor, idOrCode: string) {
  const [row] = await exec
    .select()
    .from(stateRequests)
    .where(isUuid(idOrCode) ? eq(stateRequests.id, idOrCode) : eq(stateRequests.code, idOrCode.toUpperCase()));
  if (!row) throw notFound('状态变更申请');
  return row;
}

/**
 * Approves or rejects the request's current approval level as `userId`; answers the request and the lines the
 * caller may see, and its approval. A request none of whose lines they may see is not found here (我的审批 decides it).
 */
export async function decideStateRequest(tx: Tx, outbox: Outbox, body: unknown, userId: string, scope: ReaderScope) {
  const { id, action, ...rest } = parse(decisionInput, body ?? {});
  const request = await requestNamed(tx, id);
  if (!(await requestVisible(tx, request.id, scope))) throw notFound('状态变更申请');
  if (!request.approvalRequestId) throw conflict('该申请没有审批流程');
  const approval =
    action === 'approve'
      ? await approveApproval(tx, outbox, request.approvalRequestId, parse(approvalApproveInput, rest), userId)
      : await rejectApproval(tx, outbox, request.approvalRequestId, parse(approvalRejectInput, rest), userId);
  const { id: approvalId, status, status_label, flow_name, current_level, current_level_name } = approval;
  return {
    ...(await stateRequestDetail(tx, request.id, scope)),
    approval: { id: approvalId, status, status_label, flow_name, current_level, current_level_name },
  };
}

/** `inventory?id=`: the stock of the request's SKUs the reader may see; none named, not an id, unknown or hidden → an empty list. */
export async function inventoryOf(exec: Executor, query: unknown, scope: ReaderScope) {
  const id = String((query as Record<string, unknown> | undefined)?.id ?? '').trim();
  if (!isUuid(id) || !(await requestVisible(exec, id, scope))) return [];
  return stateRequestInventory(exec, id, scope);
}
