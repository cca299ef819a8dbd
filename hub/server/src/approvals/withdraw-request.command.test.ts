import { Code } from '@entrepot/contract';
import { describe, expect, it } from 'vitest';
import { ids, pendingAt, twoLevels } from './decide-fixtures.ts';
import { decide, ONLY_SUBMITTER } from './withdraw-request.command.ts';

describe('withdraw: decide', () => {
  it('the submitter withdraws while pending', () => {
    expect(decide(pendingAt(twoLevels, 2), { actorId: ids.submitter })).toEqual({ change: { status: 'withdrawn', current_level: 2, open_seats: [] } });
  });

  it('only the submitter (10403), only while pending (10409)', () => {
    const other = decide(pendingAt(twoLevels), { actorId: ids.manager });
    expect('refused' in other && [other.refused.code, other.refused.message]).toEqual([Code.FORBIDDEN, ONLY_SUBMITTER]);
    const done = decide({ ...pendingAt(twoLevels), status: 'rejected' }, { actorId: ids.submitter });
    expect('refused' in done && [done.refused.code, done.refused.message]).toEqual([Code.CONFLICT, '审批已结束，不能撤回']);
  });
});
