import { describe, expect, it } from 'vitest';
import { levelState, progressText, stepText } from './approval-request.ts';

const levels = [
  { name: '主管审批', mode: 'any' as const, approvers: { users: ['u'] } },
  { name: '终审', mode: 'any' as const, approvers: { users: ['v'] } },
];

describe('an approval request', () => {
  it('says where it stands', () => {
    expect(progressText({ status: 'pending', levels, current_level: 2, current_level_name: '终审' })).toBe('第2/2级 终审');
    expect(progressText({ status: 'approved', levels, current_level: 2, current_level_name: null })).toBe('-');
    expect(progressText({ status: 'approved', levels: [], current_level: 0, current_level_name: null })).toBe('无需审批');
  });

  it('marks each level for the steps', () => {
    expect([0, 1].map((i) => levelState({ status: 'pending', current_level: 2 }, i))).toEqual(['finish', 'process']);
    expect([0, 1].map((i) => levelState({ status: 'rejected', current_level: 1 }, i))).toEqual(['error', 'wait']);
    expect([0, 1].map((i) => levelState({ status: 'approved', current_level: 2 }, i))).toEqual(['finish', 'finish']);
    expect([0, 1].map((i) => levelState({ status: 'withdrawn', current_level: 2 }, i))).toEqual(['finish', 'wait']);
  });

  it('writes one line of history per step', () => {
    expect(stepText({ actor_name: '运营-周杰', action_label: '通过', level: 1 })).toBe('运营-周杰 通过（第1级）');
    expect(stepText({ actor_name: '采购-王芳', action_label: '提交', level: 0 })).toBe('采购-王芳 提交');
  });
});
