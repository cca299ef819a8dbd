import type { RowRule } from '@entrepot/entity';

// The row-rule editor's form ↔ the group's `row_rules` JSON. Dimensions the editor does not show
// (warehouses, platforms, accounts) are carried through untouched.

export type OrganizationScope = 'all' | 'own' | 'own_and_below' | 'listed';

export interface RowRuleForm {
  organization: OrganizationScope;
  /** when `listed` */
  organizationIds: string[];
  ownerOnly: boolean;
  /** the other dimensions, as they came */
  rest: Omit<RowRule, 'organization' | 'owner'>;
}

export const ORGANIZATION_SCOPES: { value: OrganizationScope; label: string }[] = [
  { value: 'all', label: '不限' },
  { value: 'own', label: '本部门' },
  { value: 'own_and_below', label: '本部门及下级' },
  { value: 'listed', label: '指定组织' },
];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toRowRuleForm(value: unknown): RowRuleForm {
  const { organization, owner, ...rest } = (isObject(value) ? value : {}) as RowRule;
  const scope: OrganizationScope = Array.isArray(organization) ? 'listed' : organization === 'own' || organization === 'own_and_below' ? organization : 'all';
  return { organization: scope, organizationIds: Array.isArray(organization) ? organization.map(String) : [], ownerOnly: owner === true, rest };
}

/** `{}` = every row. */
export function fromRowRuleForm(form: RowRuleForm): RowRule {
  const rule: RowRule = { ...form.rest };
  if (form.organization === 'listed') rule.organization = [...form.organizationIds];
  else if (form.organization !== 'all') rule.organization = form.organization;
  if (form.ownerOnly) rule.owner = true;
  return rule;
}

/** The rule in words for the list: `本部门及下级；仅本人创建`, `全部数据` for `{}`. */
export function rowRuleText(value: unknown, organizationName: (id: string) => string = (id) => id): string {
  const form = toRowRuleForm(value);
  const parts: string[] = [];
  if (form.organization === 'listed') parts.push(`指定组织：${form.organizationIds.map(organizationName).join('、') || '无'}`);
  else if (form.organization !== 'all') parts.push(ORGANIZATION_SCOPES.find((s) => s.value === form.organization)?.label ?? '');
  if (form.ownerOnly) parts.push('仅本人创建');
  const { warehouses, platforms, accounts } = form.rest;
  if (warehouses) parts.push(`仓库 ${warehouses.length} 个`);
  if (platforms) parts.push(`平台 ${platforms.length} 个`);
  if (accounts) parts.push(`账号 ${accounts.length} 个`);
  return parts.length ? parts.join('；') : '全部数据';
}
