import { describe, expect, it } from 'vitest';
import { decisionBody, REJECT_REASON_REQUIRED } from './approval-decision.ts';

describe('a decision on an approval request', () => {
  it('needs a reason to reject and sends the level the approver saw', () => {
    expect(decisionBody('reject', '  ', 1)).toEqual({ error: REJECT_REASON_REQUIRED });
    expect(decisionBody('reject', ' 价格过高 ', 2)).toEqual({ body: { comment: '价格过高', level: 2 } });
    expect(decisionBody('approve', '', 1)).toEqual({ body: { level: 1 } });
    expect(decisionBody('approve', 'x'.repeat(501), 1)).toEqual({ error: '审批意见最多500个字符' });
  });

  it('withdraws without a level: the submitter takes the whole request back', () => {
    expect(decisionBody('withdraw', '', 3)).toEqual({ body: {} });
    expect(decisionBody('withdraw', ' 填错了 ', 3)).toEqual({ body: { comment: '填错了' } });
  });
});
