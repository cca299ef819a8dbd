// Withdraw: the submitter takes the document back while it is still pending.
import { conflict, forbidden } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { z } from 'zod';
import { type Decision, OVER, type RequestState } from './decision.ts';
import { targetOf } from './request-status.ts';
import { lockRequest, publishDecision, type RequestView, recordStep, requestView, saveState, stateOf } from './request-store.ts';

export const ONLY_SUBMITTER = '只有提交人可以撤回';

export const withdrawInput = z.strictObject({
  comment: z.string('撤回说明须为文本').trim().max(500, '撤回说明最多500个字符').optional(),
});
export type WithdrawInput = z.output<typeof withdrawInput>;

type Next = Pick<RequestState, 'status' | 'current_level' | 'open_seats'>;

export function decide(state: RequestState, input: { actorId: string }): Decision<Next> {
  if (input.actorId !== state.submitted_by) return { refused: forbidden(ONLY_SUBMITTER) };
  if (state.status !== 'pending') return { refused: conflict(`${OVER}，不能撤回`) };
  return { change: { status: targetOf('withdraw'), current_level: state.current_level, open_seats: [] } };
}

export async function execute(tx: Tx, outbox: Outbox, id: string, input: WithdrawInput, user: { id: string; name: string }): Promise<RequestView> {
  const row = await lockRequest(tx, id);
  const decision = decide(stateOf(row), { actorId: user.id });
  if ('refused' in decision) throw decision.refused;
  const saved = await saveState(tx, id, decision.change);
  await recordStep(tx, { requestId: id, level: row.currentLevel, action: 'withdraw', actor: user, comment: input.comment });
  await publishDecision(tx, outbox, saved);
  return requestView(saved);
}
