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
import { stateRequestDetail, stateRequestInventory } from '../state-request-queries.ts';

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

/** Approves or rejects the request's current approval level as `userId`; answers the request and its approval. */
export async function decideStateRequest(tx: Tx, outbox: Outbox, body: unknown, userId: string) {
  const { id, action, ...rest } = parse(decisionInput, body ?? {});
  const request = await requestNamed(tx, id);
  if (!request.approvalRequestId) throw conflict('该申请没有审批流程');
  const approval =
    action === 'approve'
      ? await approveApproval(tx, outbox, request.approvalRequestId, parse(approvalApproveInput, rest), userId)
      : await rejectApproval(tx, outbox, request.approvalRequestId, parse(approvalRejectInput, rest), userId);
  const { id: approvalId, status, status_label, flow_name, current_level, current_level_name } = approval;
  return {
    ...(await stateRequestDetail(tx, request.id)),
    approval: { id: approvalId, status, status_label, flow_name, current_level, current_level_name },
  };
}

/** `inventory?id=`: the stock of the request's SKUs; none named, not an id, or unknown → an empty list. */
export async function inventoryOf(exec: Executor, query: unknown) {
  const id = String((query as Record<string, unknown> | undefined)?.id ?? '').trim();
  if (!isUuid(id)) return [];
  const [row] = await exec.select({ id: stateRequests.id }).from(stateRequests).where(eq(stateRequests.id, id));
  return row ? stateRequestInventory(exec, row.id) : [];
}
