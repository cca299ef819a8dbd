// What a flow says (levels, conditions), the checks its JSON must pass, and which flow a document gets.
// Plain functions without the server kit, so a web form can run the same checks.
import { compareAmounts, isAmount } from './decimal.ts';

export interface ApproverSet {
  users?: string[];
  roles?: string[];
  jobs?: string[];
}

export interface Level {
  name: string;
  approvers: ApproverSet;
  mode: 'any' | 'all';
}

/** Every given condition must hold; an absent one does not restrict. Amounts: min ≤ amount < max. */
export interface Conditions {
  amount_min?: string;
  amount_max?: string;
  types?: string[];
  /** Documents of these organizations or of any organization under them (identity's tree). */
  organization_ids?: string[];
}

export const MAX_LEVELS = 10;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const unknownKey = (v: Record<string, unknown>, known: string[]) => Object.keys(v).find((k) => !known.includes(k));
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 100 && v.every((x) => typeof x === 'string' && UUID_RE.test(x));
const isTextList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 100 && v.every((x) => typeof x === 'string' && x.trim() !== '' && x.length <= 50);

export function checkLevels(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return '请至少设置一级审批节点';
  if (value.length > MAX_LEVELS) return `审批节点最多${MAX_LEVELS}级`;
  for (const [i, level] of value.entries()) {
    const at = `第${i + 1}级`;
    if (!isObject(level)) return `${at}审批节点格式不正确`;
    const extra = unknownKey(level, ['name', 'approvers', 'mode']);
    if (extra) return `${at}: 未知的设置 ${extra}`;
    if (typeof level.name !== 'string' || level.name.trim() === '' || level.name.length > 50) return `${at}: 请输入节点名称（最多50个字符）`;
    if (level.mode !== 'any' && level.mode !== 'all') return `${at}: 审批方式须为 any（任一人）或 all（全部）`;
    if (!isObject(level.approvers)) return `${at}: 请设置审批人`;
    const extraApprover = unknownKey(level.approvers, ['users', 'roles', 'jobs']);
    if (extraApprover) return `${at}: 未知的审批人类型 ${extraApprover}`;
    for (const key of ['users', 'roles', 'jobs'] as const) {
      const list = level.approvers[key];
      if (list !== undefined && !isIdList(list)) return `${at}: ${key} 须为编号列表`;
    }
    const { users = [], roles = [], jobs = [] } = level.approvers as ApproverSet;
    if (users.length + roles.length + jobs.length === 0) return `${at}: 请设置审批人（人员、角色或岗位）`;
  }
  return null;
}

export function checkConditions(value: unknown): string | null {
  if (!isObject(value)) return '审批条件格式不正确';
  const extra = unknownKey(value, ['amount_min', 'amount_max', 'types', 'organization_ids']);
  if (extra) return `未知的审批条件: ${extra}`;
  for (const key of ['amount_min', 'amount_max'] as const) {
    // A number here would already be a float: amounts travel as decimal strings.
    if (value[key] !== undefined && !isAmount(value[key])) return `${key}: 金额须为非负的十进制字符串，如 "10000.00"`;
  }
  if (isAmount(value.amount_min) && isAmount(value.amount_max) && compareAmounts(value.amount_min, value.amount_max) >= 0) {
    return '金额下限须小于金额上限';
  }
  if (value.types !== undefined && !isTextList(value.types)) return 'types: 须为单据类别列表';
  if (value.organization_ids !== undefined && !isIdList(value.organization_ids)) return 'organization_ids: 须为组织编号列表';
  return null;
}

/** What a submitted document says about itself, for the conditions. */
export interface DocumentFacts {
  amount: string | null;
  type: string | null;
  /** The document's organization and every organization above it (empty when it names none). */
  organizations: readonly string[];
}

export function matchesConditions(conditions: Conditions | null, facts: DocumentFacts): boolean {
  const c = conditions ?? {};
  if (c.amount_min !== undefined || c.amount_max !== undefined) {
    if (facts.amount === null) return false;
    if (c.amount_min !== undefined && compareAmounts(facts.amount, c.amount_min) < 0) return false;
    if (c.amount_max !== undefined && compareAmounts(facts.amount, c.amount_max) >= 0) return false;
  }
  if (c.types?.length && (facts.type === null || !c.types.includes(facts.type))) return false;
  if (c.organization_ids?.length && !c.organization_ids.some((id) => facts.organizations.includes(id))) return false;
  return true;
}

export interface FlowCandidate {
  id: string;
  name: string;
  priority: number;
  conditions: Conditions | null;
  levels: Level[];
}

/** The enabled flows of the document type, lowest priority number first (ties: the older flow). */
export function pickFlow<F extends FlowCandidate>(flows: readonly F[], facts: DocumentFacts): F | null {
  const ordered = [...flows].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return ordered.find((f) => matchesConditions(f.conditions, facts)) ?? null;
}
