// Flows and requests in words: amounts, approval modes, approvers, conditions, levels.
import type { ApproverSet, Conditions, Level } from '@entrepot/hub-server/approvals';

export type ApproverKind = keyof ApproverSet;
export const APPROVER_KINDS: readonly ApproverKind[] = ['users', 'roles', 'jobs'];
export const APPROVER_KIND_LABELS: Record<ApproverKind, string> = { users: '人员', roles: '角色', jobs: '岗位' };

export const MODE_LABELS: Record<Level['mode'], string> = { any: '任一人审批', all: '全部审批' };
export const MODE_OPTIONS = (Object.keys(MODE_LABELS) as Level['mode'][]).map((value) => ({ value, label: MODE_LABELS[value] }));

const SEPARATOR = '、';

/** '12000.5' → '12,000.50': grouped on the string (never a float), at least two decimals, none dropped. */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '-';
  const [whole = '0', frac = ''] = value.trim().split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${frac.padEnd(2, '0')}`;
}

/** '人员：王芳、李强；角色：部门主管' from names by kind (kinds without names left out). */
export function approverNamesText(names: Partial<Record<ApproverKind, readonly string[]>>): string {
  return APPROVER_KINDS.filter((k) => names[k]?.length)
    .map((k) => `${APPROVER_KIND_LABELS[k]}：${names[k]!.join(SEPARATOR)}`)
    .join('；');
}

/** The names of a level's approvers, through `nameOf` (an unknown id shows as itself). */
export function levelApproverNames(level: Level, nameOf: (kind: ApproverKind, id: string) => string): Record<ApproverKind, string[]> {
  const names = (kind: ApproverKind) => (level.approvers[kind] ?? []).map((id) => nameOf(kind, id));
  return { users: names('users'), roles: names('roles'), jobs: names('jobs') };
}

/** '1. 主管审批（任一人审批）：角色：部门主管 → 2. …' */
export function levelsText(levels: unknown, nameOf: (kind: ApproverKind, id: string) => string): string {
  if (!Array.isArray(levels) || levels.length === 0) return '-';
  return (levels as Level[])
    .map((level, i) => `${i + 1}. ${level.name}（${MODE_LABELS[level.mode] ?? level.mode}）：${approverNamesText(levelApproverNames(level, nameOf))}`)
    .join(' → ');
}

/** '金额 ≥ 10,000.00 且 < 50,000.00；类别：urgent；组织：采购部（含下级）', or 全部单据 when nothing restricts. */
export function conditionsText(value: unknown, orgName: (id: string) => string): string {
  const c = (value ?? {}) as Conditions;
  const parts: string[] = [];
  const bounds = [c.amount_min ? `≥ ${amountText(c.amount_min)}` : '', c.amount_max ? `< ${amountText(c.amount_max)}` : ''].filter(Boolean);
  if (bounds.length) parts.push(`金额 ${bounds.join(' 且 ')}`);
  if (c.types?.length) parts.push(`类别：${c.types.join(SEPARATOR)}`);
  if (c.organization_ids?.length) parts.push(`组织：${c.organization_ids.map(orgName).join(SEPARATOR)}（含下级）`);
  return parts.length ? parts.join('；') : '全部单据';
}
