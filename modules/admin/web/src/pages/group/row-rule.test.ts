import { checkRowRule } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { fromRowRuleForm, rowRuleText, toRowRuleForm } from './row-rule.ts';

describe('row rule editor ↔ JSON', () => {
  it('reads {} and null as every row', () => {
    expect(toRowRuleForm({})).toEqual({ organization: 'all', organizationIds: [], ownerOnly: false, rest: {} });
    expect(toRowRuleForm(null).organization).toBe('all');
    expect(fromRowRuleForm(toRowRuleForm(null))).toEqual({});
  });

  it('round-trips each organization scope and the owner flag', () => {
    for (const rule of [{ organization: 'own' }, { organization: 'own_and_below', owner: true }, { organization: ['o1', 'o2'] }, { owner: true }]) {
      expect(fromRowRuleForm(toRowRuleForm(rule))).toEqual(rule);
      expect(checkRowRule(fromRowRuleForm(toRowRuleForm(rule)))).toBeNull();
    }
  });

  it('writes the chosen form', () => {
    expect(fromRowRuleForm({ organization: 'listed', organizationIds: ['a'], ownerOnly: true, rest: {} })).toEqual({ organization: ['a'], owner: true });
    expect(fromRowRuleForm({ organization: 'all', organizationIds: ['a'], ownerOnly: false, rest: {} })).toEqual({});
  });

  it('keeps the dimensions it does not edit', () => {
    const form = toRowRuleForm({ organization: 'own', warehouses: ['w1'], platforms: ['amazon'] });
    expect(fromRowRuleForm({ ...form, organization: 'all' })).toEqual({ warehouses: ['w1'], platforms: ['amazon'] });
  });

  it('says the rule in words', () => {
    expect(rowRuleText({})).toBe('全部数据');
    expect(rowRuleText({ organization: 'own_and_below', owner: true })).toBe('本部门及下级；仅本人创建');
    expect(rowRuleText({ organization: ['o1'], warehouses: ['w1', 'w2'] }, (id) => (id === 'o1' ? '采购部' : id))).toBe('指定组织：采购部；仓库 2 个');
  });
});
