import { describe, expect, it } from 'vitest';
import { amountText, approverNamesText, conditionsText, levelsText } from './approval-text.ts';

const names: Record<string, string> = { u1: '王芳', u2: '李强', r1: '部门主管', o1: '采购部' };
const nameOf = (_kind: string, id: string) => names[id] ?? id;

describe('approval text', () => {
  it('groups amounts on the string, keeping every decimal', () => {
    expect(amountText('12000.5')).toBe('12,000.50');
    expect(amountText('9007199254740993')).toBe('9,007,199,254,740,993.00');
    expect(amountText('0.1234')).toBe('0.1234');
    expect(amountText('007')).toBe('7.00');
    expect(amountText(null)).toBe('-');
  });

  it('says who approves and under which conditions', () => {
    expect(approverNamesText({ users: ['王芳', '李强'], roles: ['部门主管'], jobs: [] })).toBe('人员：王芳、李强；角色：部门主管');
    expect(
      levelsText(
        [
          { name: '主管审批', mode: 'any', approvers: { roles: ['r1'] } },
          { name: '会签', mode: 'all', approvers: { users: ['u1', 'u2'], jobs: ['j9'] } },
        ],
        nameOf,
      ),
    ).toBe('1. 主管审批（任一人审批）：角色：部门主管 → 2. 会签（全部审批）：人员：王芳、李强；岗位：j9');
    expect(levelsText(null, nameOf)).toBe('-');
    expect(conditionsText({ amount_min: '10000', amount_max: '50000', types: ['urgent'], organization_ids: ['o1'] }, (id) => names[id] ?? id)).toBe(
      '金额 ≥ 10,000.00 且 < 50,000.00；类别：urgent；组织：采购部（含下级）',
    );
    expect(conditionsText({ amount_max: '5' }, (id) => id)).toBe('金额 < 5.00');
    expect(conditionsText(null, (id) => id)).toBe('全部单据');
  });
});
