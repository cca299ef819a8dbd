import { Code } from '@entrepot/contract';
import { describe, expect, it } from 'vitest';
import { decide } from './approve-request.command.ts';
import { actor, ids, pendingAt, twoLevels } from './decide-fixtures.ts';
import { MOVED_ON, NOT_YOURS, OVER } from './decision.ts';
import type { Level } from './flow-rules.ts';

const manager = actor(ids.manager, [`user:${ids.manager}`, `role:${ids.managerRole}`]);
const director = actor(ids.director);

describe('approve: decide', () => {
  it('an approver of level 1 moves the request to level 2 and opens its seats', () => {
    expect(decide(pendingAt(twoLevels), { actor: manager })).toEqual({
      change: { status: 'pending', current_level: 2, open_seats: [`user:${ids.director}`], filled: [`role:${ids.managerRole}`], level: 1 },
    });
  });

  it('the last level approves', () => {
    expect(decide(pendingAt(twoLevels, 2), { actor: director })).toMatchObject({ change: { status: 'approved', open_seats: [], level: 2 } });
  });

  it('refuses whoever holds no open seat of the current level (10403)', () => {
    for (const who of [director, actor(ids.other)]) {
      const d = decide(pendingAt(twoLevels), { actor: who });
      expect('refused' in d && [d.refused.code, d.refused.message]).toEqual([Code.FORBIDDEN, NOT_YOURS]);
    }
  });

  it("'all' mode waits for every seat; who has approved no longer holds an open one", () => {
    const all: Level[] = [{ name: '会签', mode: 'all', approvers: { users: [ids.manager, ids.director] } }];
    const first = decide(pendingAt(all), { actor: manager });
    expect(first).toMatchObject({ change: { status: 'pending', current_level: 1, open_seats: [`user:${ids.director}`] } });
    const after = pendingAt(all, 1, [`user:${ids.director}`]);
    expect('refused' in decide(after, { actor: manager })).toBe(true);
    expect(decide(after, { actor: director })).toMatchObject({ change: { status: 'approved' } });
  });

  it('refuses a decided request and a level that has moved on (10409)', () => {
    const done = { ...pendingAt(twoLevels), status: 'approved' as const };
    const d1 = decide(done, { actor: manager });
    expect('refused' in d1 && [d1.refused.code, d1.refused.message]).toEqual([Code.CONFLICT, OVER]);
    const d2 = decide(pendingAt(twoLevels, 2), { actor: director, level: 1 });
    expect('refused' in d2 && [d2.refused.code, d2.refused.message]).toEqual([Code.CONFLICT, MOVED_ON]);
  });
});
