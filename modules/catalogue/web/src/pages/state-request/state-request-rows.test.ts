import { describe, expect, it } from 'vitest';
import { approversText, resultText, stepText, submittedText } from './state-request-rows.ts';

describe('the state-change request screen', () => {
  it('words results, approval steps, approvers and the submit toast', () => {
    expect(resultText({ status: 'approved', applied_count: 2, skipped_count: 1 })).toBe('已生效 2，未生效 1');
    expect(resultText({ status: 'pending', applied_count: 0, skipped_count: 0 })).toBe('待生效');
    expect(stepText({ actor_name: '运营-周杰', action_label: '通过', level: 2 })).toBe('运营-周杰 通过（第2级）');
    expect(stepText({ actor_name: 'stoprequester', action_label: '提交', level: 0 })).toBe('stoprequester 提交');
    expect(approversText({ users: ['运营-周杰'], roles: [], jobs: ['主管'] })).toBe('人员：运营-周杰；岗位：主管');
    expect(submittedText({ id: 'a', status: 'approved', flow_name: null })).toBe('无需审批，已自动通过，稍后生效');
    expect(submittedText({ id: 'a', status: 'pending', flow_name: '停售审批' })).toBe('已提交审批（停售审批），审批通过后生效');
  });
});
