import { describe, expect, it } from 'vitest';
import { resultText, submittedText } from './transition-request-rows.ts';

describe('the transition request screens (状态变更申请)', () => {
  it('words results and the submit toast', () => {
    expect(resultText({ status: 'approved', applied_count: 2, skipped_count: 1 })).toBe('已生效 2，未生效 1');
    expect(resultText({ status: 'pending', applied_count: 0, skipped_count: 0 })).toBe('待生效');
    expect(submittedText({ id: 'a', status: 'approved', flow_name: null })).toBe('无需审批，已自动通过，稍后生效');
    expect(submittedText({ id: 'a', status: 'pending', flow_name: '停售审批' })).toBe('已提交审批（停售审批），审批通过后生效');
  });
});
