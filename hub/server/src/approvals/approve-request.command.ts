// Approve the current level: fills the caller's open seats; a finished level moves on, the last one approves.
import type { Tx } from '@entrepot/server-kit/db';
import type { Outbox } from '@entrepot/server-kit/events';
import { z } from 'zod';
import { type Actor, type Decision, type RequestState, seatsToFill } from './decision.ts';
import { targetOf } from './request-status.ts';
import { actorOf, lockRequest, publishDecision, type RequestView, recordStep, requestView, saveState, stateOf } from './request-store.ts';
import { type Seat, seatsOfLevel } from './seats.ts';

export const approveInput = z.strictObject({
  comment: z.string('审批意见须为文本').trim().max(500, '审批意见最多500个字符').optional(),
  /** The level the approver saw: if someone else moved the request on meanwhile, 10409 instead of a surprise. */
  level: z.number('审批节点须为整数').int('审批节点须为整数').min(1).optional(),
});
export type ApproveInput = z.output<typeof approveInput>;

type Next = Pick<RequestState, 'status' | 'current_level' | 'open_seats'> & { filled: Seat[]; level: number };

export function decide(state: RequestState, input: { actor: Actor; level?: number }): Decision<Next> {
  const fill = seatsToFill(state, input.actor, input.level);
  if ('refused' in fill) return fill;
  const level = state.levels[state.current_level - 1]!;
  const filled = new Set(fill.seats);
  const remaining = level.mode === 'all' ? state.open_seats.filter((s) => !filled.has(s)) : [];
  const base = { filled: fill.seats, level: state.current_level };
  if (remaining.length) return { change: { ...base, status: 'pending', current_level: state.current_level, open_seats: remaining } };
  const nextLevel = state.levels[state.current_level];
  if (nextLevel) return { change: { ...base, status: 'pending', current_level: state.current_level + 1, open_seats: seatsOfLevel(nextLevel) } };
  return { change: { ...base, status: targetOf('approve'), current_level: state.current_level, open_seats: [] } };
}

export async function execute(tx: Tx, outbox: Outbox, id: string, input: ApproveInput, userId: string): Promise<RequestView> {
  const row = await lockRequest(tx, id);
  const actor = await actorOf(tx, userId);
  const decision = decide(stateOf(row), { actor, level: input.level });
  if ('refused' in decision) throw decision.refused;
  const next = decision.change;
  const saved = await saveState(tx, id, next);
  await recordStep(tx, { requestId: id, level: next.level, action: 'approve', actor, seats: next.filled, comment: input.comment });
  await publishDecision(tx, outbox, saved);
  return requestView(saved);
}
