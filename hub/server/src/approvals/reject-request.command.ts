// Reject at the current level: any approver of an open seat may, with a reason; the request ends.
import { invalid } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { z } from 'zod';
import { type Actor, type Decision, type RequestState, seatsToFill } from './decision.ts';
import { targetOf } from './request-status.ts';
import { actorOf, lockRequest, publishDecision, type RequestView, recordStep, requestView, saveState, stateOf } from './request-store.ts';

export const REASON_REQUIRED = '请填写驳回理由';

export const rejectInput = z.strictObject({
  comment: z.string(REASON_REQUIRED).trim().min(1, REASON_REQUIRED).max(500, '驳回理由最多500个字符'),
  level: z.number('审批节点须为整数').int('审批节点须为整数').min(1).optional(),
});
export type RejectInput = z.output<typeof rejectInput>;

type Next = Pick<RequestState, 'status' | 'current_level' | 'open_seats'> & { level: number };

export function decide(state: RequestState, input: { actor: Actor; comment: string; level?: number }): Decision<Next> {
  const fill = seatsToFill(state, input.actor, input.level);
  if ('refused' in fill) return fill;
  if (input.comment.trim() === '') return { refused: invalid('comment', REASON_REQUIRED) };
  return {
    change: { status: targetOf('reject'), current_level: state.current_level, open_seats: [], level: state.current_level },
  };
}

export async function execute(tx: Tx, outbox: Outbox, id: string, input: RejectInput, userId: string): Promise<RequestView> {
  const row = await lockRequest(tx, id);
  const actor = await actorOf(tx, userId);
  const decision = decide(stateOf(row), { actor, comment: input.comment, level: input.level });
  if ('refused' in decision) throw decision.refused;
  const saved = await saveState(tx, id, decision.change);
  await recordStep(tx, { requestId: id, level: decision.change.level, action: 'reject', actor, comment: input.comment });
  await publishDecision(tx, outbox, saved);
  return requestView(saved);
}
