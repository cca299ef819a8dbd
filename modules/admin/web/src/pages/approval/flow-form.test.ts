import { checkConditions, checkLevels } from '@entrepot/hub-server/approvals';
import { describe, expect, it } from 'vitest';
import { fromConditionsForm, moveItem, newLevel, toConditionsForm, withApprovers } from './flow-form.ts';

const ROLE = '00000000-0000-7000-8000-0000000000a1';
const USER = '00000000-0000-7000-8000-000000000001';

describe('the flow form', () => {
  it('writes only the conditions that are set, amounts as decimal strings', () => {
    const empty = toConditionsForm(null);
    expect(empty).toEqual({ amount_min: '', amount_max: '', types: [], organization_ids: [] });
    expect(fromConditionsForm(empty)).toBeNull();
    const written = fromConditionsForm({ ...empty, amount_min: ' 10000.00 ', types: ['urgent', ' urgent', ''] });
    expect(written).toEqual({ amount_min: '10000.00', types: ['urgent'] });
    expect(checkConditions(written)).toBeNull();
    expect(toConditionsForm(written)).toMatchObject({ amount_min: '10000.00', types: ['urgent'] });
    // the engine's own check reports what the form cannot prevent
    expect(checkConditions(fromConditionsForm({ ...empty, amount_min: '5', amount_max: '5.00' }))).toBe('金额下限须小于金额上限');
    expect(checkConditions(fromConditionsForm({ ...empty, amount_min: '1万' }))).toMatch(/^amount_min: /);
  });

  it('edits levels: a new level needs approvers, empty approver lists are left out, levels move', () => {
    const level = newLevel(1);
    expect(level).toEqual({ name: '第1级审批', mode: 'any', approvers: {} });
    expect(checkLevels([level])).toBe('第1级: 请设置审批人（人员、角色或岗位）');
    const withRole = withApprovers(level, 'roles', [ROLE]);
    expect(checkLevels([withRole])).toBeNull();
    expect(withApprovers(withApprovers(withRole, 'users', [USER]), 'roles', []).approvers).toEqual({ users: [USER] });
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
