// What the pure `decide` functions of the commands share: the state they read and how they refuse.

import type { AppError } from '@entrepot/server-kit';
import { conflict, forbidden } from '@entrepot/server-kit';
import type { Level } from './flow-rules.ts';
import type { RequestStatus } from './request-status.ts';
import type { Seat } from './seats.ts';

export type Decision<T> = { change: T } | { refused: AppError };

export interface RequestState {
  status: RequestStatus;
  /** 1-based index into `levels`. */
  current_level: number;
  levels: Level[];
  open_seats: Seat[];
  submitted_by: string;
}

/** The person acting, with the seats they may fill now (read in the command's transaction). */
export interface Actor {
  id: string;
  name: string;
  seats: Seat[];
}

export const OVER = '审批已结束';
export const NOT_YOURS = '当前审批节点不由你审批';
export const MOVED_ON = '审批节点已变化，请刷新后重试';

/**
 * Approve and reject both need: a pending request, the level the caller saw (when they say which),
 * and at least one open seat of the current level that the caller holds.
 */
export function seatsToFill(state: RequestState, actor: Actor, level?: number): { seats: Seat[] } | { refused: AppError } {
  if (state.status !== 'pending') return { refused: conflict(OVER) };
  if (level !== undefined && level !== state.current_level) return { refused: conflict(MOVED_ON) };
  const mine = new Set(actor.seats);
  const seats = state.open_seats.filter((s) => mine.has(s));
  if (seats.length === 0) return { refused: forbidden(NOT_YOURS) };
  return { seats };
}
