import type { ApproverSet, Level } from './flow-rules.ts';

/**
 * A seat is one place on a level that an approval fills: `user:<id>`, `role:<id>` or `job:<id>`.
 * 'any' mode: one filled seat finishes the level. 'all' mode: every seat must be filled (every listed
 * user, and one holder of each listed role and job). A request stores its current level's open seats,
 * so the to-do list is one indexed array overlap.
 */
export type Seat = string;

export function seatsOf(approvers: ApproverSet): Seat[] {
  return [
    ...(approvers.users ?? []).map((id) => `user:${id}`),
    ...(approvers.roles ?? []).map((id) => `role:${id}`),
    ...(approvers.jobs ?? []).map((id) => `job:${id}`),
  ];
}

export const seatsOfLevel = (level: Level): Seat[] => [...new Set(seatsOf(level.approvers))];

/** The seats a person may fill: themselves, each of their enabled roles, their job. */
export function seatsOfUser(user: { id: string; role_ids: readonly string[]; job_id: string | null }): Seat[] {
  return [`user:${user.id}`, ...user.role_ids.map((id) => `role:${id}`), ...(user.job_id ? [`job:${user.job_id}`] : [])];
}
