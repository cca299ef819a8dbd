// Small builders for the decide tests (no database).
import type { Actor, RequestState } from './decision.ts';
import type { Level } from './flow-rules.ts';
import { seatsOfLevel } from './seats.ts';

export const ids = {
  submitter: '00000000-0000-7000-8000-000000000001',
  manager: '00000000-0000-7000-8000-000000000002',
  director: '00000000-0000-7000-8000-000000000003',
  other: '00000000-0000-7000-8000-000000000004',
  managerRole: '00000000-0000-7000-8000-0000000000a1',
  financeJob: '00000000-0000-7000-8000-0000000000b1',
};

export const twoLevels: Level[] = [
  { name: '主管审批', mode: 'any', approvers: { roles: [ids.managerRole] } },
  { name: '总监审批', mode: 'any', approvers: { users: [ids.director] } },
];

export function pendingAt(levels: Level[], current = 1, open = seatsOfLevel(levels[current - 1]!)): RequestState {
  return { status: 'pending', current_level: current, levels, open_seats: open, submitted_by: ids.submitter };
}

export const actor = (id: string, seats: string[] = [`user:${id}`]): Actor => ({ id, name: id.slice(-4), seats });
