import { describe, expect, it } from 'vitest';
import { approversText, stepText } from './approval-view.ts';

describe('an approval as the reader sees it', () => {
  it('words steps and approvers', () => {
    expect(stepText({ actor_name: '运营-周杰', action_label: '通过', level: 2 })).toBe('运营-周杰 通过（第2级）');
    expect(stepText({ actor_name: 'stoprequester', action_label: '提交', level: 0 })).toBe('stoprequester 提交');
    expect(approversText({ users: ['运营-周杰'], roles: [], jobs: ['主管'] })).toBe('人员：运营-周杰；岗位：主管');
  });
});
