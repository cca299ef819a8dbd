// The order rules (README "Rules"), pure: what the blacklist and the enabled rules make of one new order's facts.
// The server reads the facts and the rules, calls `evaluate`, and writes the outcome in the order's transaction.
import { isDecimalText, toScaled } from '@entrepot/entity';
import { type ActionType, type ConditionField, FLAG_FIELDS, LIST_FIELDS, NUMERIC_FIELDS, type Operator } from './rule-vocabulary.ts';

/** What a rule can see of an order (decimals as text, codes as given). */
export interface OrderFacts {
  country: string;
  platform_code: string;
  account_id: string;
  total_amount: string;
  total_quantity: number;
  /** Null while a SKU's weight is unknown. */
  weight: string | null;
  sku_code: string[];
  platform_sku: string[];
  /** 平台徽章, each as its code and its label (a rule may name either: `紧急`, `urgent`). */
  badges: string[];
  buyer_name: string;
  buyer_email: string;
  phone: string;
  postal_code: string;
  /** The address lines as one text (blacklist matching). */
  address: string;
  address_incomplete: boolean;
  sku_unmatched: boolean;
}

export interface Condition {
  field: ConditionField;
  operator: Operator;
  value: string | null;
}
export interface Action {
  action: ActionType;
  value: string | null;
}
export interface Rule {
  name: string;
  kind: 'abnormal' | 'designated' | 'mark' | 'withdraw';
  conditions: readonly Condition[];
  actions: readonly Action[];
}
export interface BlacklistEntry {
  type: 'buyer' | 'email' | 'address' | 'phone';
  value: string;
}

export interface Outcome {
  /** Why the order is 异常 (empty: it passes). */
  exceptions: string[];
  /** A `hold` action matched: the order is 已拦截. */
  held: boolean;
  /** Codes chosen by the first designated rule that names them. */
  warehouse: string | null;
  channel: string | null;
  marks: string[];
  /** The names of the rules that matched, in the order they ran. */
  matched: string[];
}

/** Lower-case, inner whitespace folded: how text facts, values and blacklist entries compare. */
export const normal = (s: string | null | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A list value (one per line, or separated by commas or semicolons), each entry normalised. */
const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(/[,，;；\r\n]/)
    .map(normal)
    .filter(Boolean);

const SCALE = 3;
function compareNumber(fact: string | number | null, op: Operator, value: string | null): boolean {
  if (op === 'empty') return fact === null || fact === '';
  if (fact === null) return false;
  const right = (value ?? '').trim();
  if (!isDecimalText(right)) return false;
  const a = toScaled(String(fact), SCALE);
  const b = toScaled(right, SCALE);
  switch (op) {
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'gt':
      return a > b;
    case 'gte':
      return a >= b;
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
    default:
      return false;
  }
}

function compareText(fact: string, op: Operator, value: string | null): boolean {
  const f = normal(fact);
  switch (op) {
    case 'eq':
      return f === normal(value);
    case 'ne':
      return f !== normal(value);
    case 'in':
      return listOf(value).includes(f);
    case 'not_in':
      return !listOf(value).includes(f);
    case 'contains':
      return normal(value) !== '' && f.includes(normal(value));
    case 'empty':
      return f === '';
    default:
      return false;
  }
}

/** Negative operators over a list of facts hold when no fact matches the positive one. */
const NEGATED: Partial<Record<Operator, Operator>> = { ne: 'eq', not_in: 'in' };

export function holds(facts: OrderFacts, c: Condition): boolean {
  if (FLAG_FIELDS.has(c.field)) {
    const fact = facts[c.field as 'address_incomplete' | 'sku_unmatched'];
    return ['否', 'no', 'false', '0'].includes(normal(c.value)) ? !fact : fact;
  }
  if (NUMERIC_FIELDS.has(c.field)) return compareNumber(facts[c.field as 'total_amount' | 'total_quantity' | 'weight'], c.operator, c.value);
  if (LIST_FIELDS.has(c.field)) {
    const values = facts[c.field as 'sku_code' | 'platform_sku' | 'badges'];
    if (c.operator === 'empty') return values.length === 0;
    const positive = NEGATED[c.operator];
    if (positive) return !values.some((v) => compareText(v, positive, c.value));
    return values.some((v) => compareText(v, c.operator, c.value));
  }
  return compareText(String(facts[c.field as keyof OrderFacts] ?? ''), c.operator, c.value);
}

/** A rule matches when every condition holds (a rule without conditions matches nothing). */
export const matches = (facts: OrderFacts, rule: Rule): boolean => rule.conditions.length > 0 && rule.conditions.every((c) => holds(facts, c));

const BLACKLIST_FACT: Record<BlacklistEntry['type'], (f: OrderFacts) => string> = {
  buyer: (f) => f.buyer_name,
  email: (f) => f.buyer_email,
  address: (f) => f.address,
  phone: (f) => f.phone.replace(/\D/g, ''),
};
const BLACKLIST_LABEL: Record<BlacklistEntry['type'], string> = { buyer: '买家', email: '邮箱', address: '地址', phone: '电话' };

/** The blacklist entry the order hits, if any: equal buyer, e-mail, phone (its digits only); an address containing it. */
export function blacklistHit(facts: OrderFacts, entries: readonly BlacklistEntry[]): BlacklistEntry | null {
  for (const e of entries) {
    const fact = normal(BLACKLIST_FACT[e.type](facts));
    const value = e.type === 'phone' ? e.value.replace(/\D/g, '') : normal(e.value);
    if (!fact || !value) continue;
    if (e.type === 'address' ? fact.includes(value) : fact === value) return e;
  }
  return null;
}

/**
 * Runs the checks in their fixed order (README "Rules"): the built-in ones (SKU matched, address complete), the
 * blacklist, then the rules as given (the caller sorts them by kind — 异常, 指定, 标记 — and priority). Every
 * matching rule's actions run; the first rule naming a warehouse or a channel chooses it.
 */
export function evaluate(facts: OrderFacts, rules: readonly Rule[], entries: readonly BlacklistEntry[]): Outcome {
  const out: Outcome = { exceptions: [], held: false, warehouse: null, channel: null, marks: [], matched: [] };
  if (facts.sku_unmatched) out.exceptions.push('SKU未匹配');
  if (facts.address_incomplete) out.exceptions.push('地址不完整');
  const hit = blacklistHit(facts, entries);
  if (hit) out.exceptions.push(`黑名单（${BLACKLIST_LABEL[hit.type]}：${hit.value}）`);
  for (const rule of rules) {
    if (!matches(facts, rule)) continue;
    out.matched.push(rule.name);
    for (const a of rule.actions) {
      const value = (a.value ?? '').trim();
      if (a.action === 'flag') out.exceptions.push(value || rule.name);
      else if (a.action === 'hold') out.held = true;
      else if (a.action === 'assign_warehouse' && value && !out.warehouse) out.warehouse = value;
      else if (a.action === 'assign_channel' && value && !out.channel) out.channel = value;
      else if (a.action === 'mark' && value && !out.marks.includes(value)) out.marks.push(value);
    }
  }
  return out;
}

/** An address is complete with a country, a city, a first line and (outside the countries without) a postal code. */
const NO_POSTAL_CODE = new Set(['AE', 'HK', 'IE', 'SA']);
export function addressIncomplete(a: { country: string; city: string; address1: string; postal_code: string }): boolean {
  if (!a.country.trim() || !a.city.trim() || !a.address1.trim()) return true;
  return !NO_POSTAL_CODE.has(a.country.trim().toUpperCase()) && !a.postal_code.trim();
}

/** Buyer + address, normalised: the orders with the same key may ship in one package (待合并). */
export function mergeKeyOf(o: { account_id: string; buyer_name: string; country: string; postal_code: string; address1: string }): string {
  return [o.account_id, o.buyer_name, o.country, o.postal_code, o.address1].map(normal).join('|');
}
