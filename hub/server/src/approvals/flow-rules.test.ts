import { describe, expect, it } from 'vitest';
import { ids } from './decide-fixtures.ts';
import { compareAmounts } from './decimal.ts';
import { checkConditions, checkLevels } from './flow-rules.ts';

describe('flow rules', () => {
  it('compares amounts as decimals', () => {
    expect(compareAmounts('10000', '10000.00')).toBe(0);
    expect(compareAmounts('0010.5', '10.49')).toBe(1);
    expect(compareAmounts('9999.99', '10000')).toBe(-1);
    expect(compareAmounts('0.1', '0.10001')).toBe(-1);
  });

  it('checks levels', () => {
    expect(checkLevels([{ name: '主管', mode: 'any', approvers: { roles: [ids.managerRole] } }])).toBeNull();
    expect(checkLevels([])).toBe('请至少设置一级审批节点');
    expect(checkLevels([{ name: '主管', mode: 'any', approvers: {} }])).toBe('第1级: 请设置审批人（人员、角色或岗位）');
    expect(checkLevels([{ name: '主管', mode: 'some', approvers: { users: [ids.manager] } }])).toBe('第1级: 审批方式须为 any（任一人）或 all（全部）');
    expect(checkLevels([{ name: '主管', mode: 'any', approvers: { users: ['x'] } }])).toBe('第1级: users 须为编号列表');
    expect(checkLevels([{ name: '主管', mode: 'any', approvers: { users: [ids.manager] }, skip: true }])).toBe('第1级: 未知的设置 skip');
  });

  it('checks conditions: amounts are decimal strings, min below max', () => {
    expect(checkConditions({ amount_min: '10000', types: ['urgent'], organization_ids: [ids.other] })).toBeNull();
    expect(checkConditions({ amount_min: 10000 })).toBe('amount_min: 金额须为非负的十进制字符串，如 "10000.00"');
    expect(checkConditions({ amount_min: '5', amount_max: '5.00' })).toBe('金额下限须小于金额上限');
    expect(checkConditions({ currency: 'USD' })).toBe('未知的审批条件: currency');
  });
});
