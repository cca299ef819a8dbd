// Data permissions (spec 000 §6): groups carry row rules (which records) and column rules (hidden fields).

/** The dimensions a row rule can restrict; an entity declares which of its fields carries each. */
export type ScopeDimension = 'organization' | 'owner' | 'warehouse' | 'platform' | 'account';

export interface RowRule {
  /** My organization, my organization and below, or these organizations. */
  organization?: 'own' | 'own_and_below' | string[];
  /** Only records I created. */
  owner?: boolean;
  warehouses?: string[];
  platforms?: string[];
  accounts?: string[];
}

/** Entity name → fields hidden from the group's members. */
export type ColumnRules = Record<string, string[]>;

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 1000 && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 100);

export function checkRowRule(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '行权限规则格式不正确';
  const rule = value as Record<string, unknown>;
  const known = new Set(['organization', 'owner', 'warehouses', 'platforms', 'accounts']);
  const unknown = Object.keys(rule).find((k) => !known.has(k));
  if (unknown) return `未知的行权限维度: ${unknown}`;
  if (rule.organization !== undefined && rule.organization !== 'own' && rule.organization !== 'own_and_below' && !isStringList(rule.organization)) {
    return '组织范围须为 own、own_and_below 或组织列表';
  }
  if (rule.owner !== undefined && typeof rule.owner !== 'boolean') return '“仅本人创建”须为是或否';
  for (const k of ['warehouses', 'platforms', 'accounts']) if (rule[k] !== undefined && !isStringList(rule[k])) return `${k} 须为编号列表`;
  return null;
}

export function checkColumnRules(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '列权限规则格式不正确';
  for (const [entity, fields] of Object.entries(value)) {
    if (!/^[a-z][a-z0-9-]*\.[a-zA-Z]+$/.test(entity)) return `未知对象: ${entity}`;
    if (!isStringList(fields)) return `${entity} 的隐藏字段须为字段列表`;
  }
  return null;
}
