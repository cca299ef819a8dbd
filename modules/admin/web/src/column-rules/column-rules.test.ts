import { checkColumnRules } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { columnRulesText, hiddenFields, RULE_ENTITIES, readColumnRules, withHiddenFields } from './column-rules.ts';

const staff = RULE_ENTITIES.find((e) => e.name === 'admin.staff');

describe('column rules', () => {
  it('lists the admin entities with their field labels', () => {
    expect(RULE_ENTITIES.map((e) => e.label)).toEqual(['员工', '角色', '组织', '公司主体', '岗位', '权限', '数据权限组']);
    expect(staff?.fields.find((f) => f.key === 'mobile')?.label).toBe('手机号');
  });

  it('replaces one entity’s hidden fields in declaration order, dropping it when none remain', () => {
    if (!staff) throw new Error('no staff');
    const rules = withHiddenFields({ 'admin.role': ['description'] }, staff, ['email', 'mobile', 'unknown']);
    expect(rules).toEqual({ 'admin.role': ['description'], 'admin.staff': ['mobile', 'email'] });
    expect(checkColumnRules(rules)).toBeNull();
    expect(hiddenFields(rules, 'admin.staff')).toEqual(['mobile', 'email']);
    expect(withHiddenFields(rules, staff, [])).toEqual({ 'admin.role': ['description'] });
  });

  it('reads what was stored, ignoring malformed entries', () => {
    expect(readColumnRules(null)).toEqual({});
    expect(readColumnRules({ 'admin.staff': ['mobile'], x: 'y' })).toEqual({ 'admin.staff': ['mobile'] });
  });

  it('says the rules in words', () => {
    expect(columnRulesText({ 'admin.staff': ['mobile', 'email'], 'purchase.order': ['price'] })).toBe('员工：手机号、邮箱；purchase.order：price');
    expect(columnRulesText({})).toBe('无');
  });
});
