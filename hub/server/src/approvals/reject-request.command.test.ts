import { Code } from '@entrepot/contract';
import { describe, expect, it } from 'vitest';
import { actor, ids, pendingAt, twoLevels } from './decide-fixtures.ts';
import { NOT_YOURS, OVER } from './decision.ts';
import { decide } from './reject-request.command.ts';

const manager = actor(ids.manager, [`role:${ids.managerRole}`]);

describe('reject: decide', () => {
  it('an approver of the current level rejects, ending the request', () => {
    expect(decide(pendingAt(twoLevels), { actor: manager, comment: '价格偏高' })).toEqual({
      change: { status: 'rejected', current_level: 1, open_seats: [], level: 1 },
    });
  });

  it('refuses others, an empty reason and a decided request', () => {
    const other = decide(pendingAt(twoLevels), { actor: actor(ids.director), comment: '不行' });
    expect('refused' in other && other.refused.message).toBe(NOT_YOURS);
    const empty = decide(pendingAt(twoLevels), { actor: manager, comment: ' ' });
    expect('refused' in empty && empty.refused.code).toBe(Code.VALIDATION);
    const done = decide({ ...pendingAt(twoLevels), status: 'withdrawn' }, { actor: manager, comment: '不行' });
    expect('refused' in done && done.refused.message).toBe(OVER);
  });
});
