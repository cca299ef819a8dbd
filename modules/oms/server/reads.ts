// What the order commands read: orders and packages with their lines (locked when a command will change them),
// the rules in the order they run, the blacklist, warehouses and channels by code.
import type { Executor, Tx } from '@entrepot/server-kit/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BlacklistEntry, Rule } from '../domain/rules.ts';
import { type RuleKind, ruleKinds } from '../entities/index.ts';
import { blacklistEntries, orderLines, orders, packageLines, packages, ruleActions, ruleConditions, rules } from './oms.schema.ts';
import { foreign } from './services.ts';

type Text = string | null;

/** The columns the commands read (the tables are typed loosely: they are built from the declarations). */
export interface OrderRow {
  id: string;
  code: string;
  platform_order_id: string;
  platform_code: Text;
  account_id: string;
  status: string;
  ordered_at: Date;
  buyer_name: string;
  buyer_email: Text;
  phone: Text;
  country: string;
  state: Text;
  city: Text;
  address1: Text;
  address2: Text;
  postal_code: Text;
  total_amount: string;
  total_quantity: number | null;
  weight: Text;
  warehouse_id: Text;
  channel_id: Text;
  merge_key: Text;
  badges: string[] | null;
}
export interface OrderLineRow {
  id: string;
  order_id: string;
  platform_sku: string;
  sku_id: Text;
  sku_code: Text;
  quantity: number;
  shipped_quantity: number;
}
export interface PackageRow {
  id: string;
  code: string;
  status: string;
  warehouse_id: string;
  channel_id: Text;
  audited_at: Date | null;
  ordered_at: Date | null;
}
export interface PackageLineRow {
  id: string;
  package_id: string;
  order_id: string;
  order_line_id: string;
  sku_code: string;
  quantity: number;
  line_no: number;
}

/** Orders by id with their lines, rows locked in id order when `lock` (a command will move them). */
export async function ordersWithLines(exec: Executor | Tx, ids: readonly string[], lock = false) {
  if (ids.length === 0) return [];
  const q = exec
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id));
  const heads = (lock ? await q.for('update') : await q) as OrderRow[];
  const lines = (
    heads.length
      ? await exec
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.order_id,
              heads.map((h) => h.id),
            ),
          )
      : []
  ) as OrderLineRow[];
  return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.order_id === h.id) }));
}
export type OrderWithLines = Awaited<ReturnType<typeof ordersWithLines>>[number];

export async function packagesWithLines(exec: Executor | Tx, ids: readonly string[], lock = false) {
  if (ids.length === 0) return [];
  const q = exec
    .select()
    .from(packages)
    .where(inArray(packages.id, [...ids]))
    .orderBy(asc(packages.ordered_at), asc(packages.id));
  const heads = (lock ? await q.for('update') : await q) as PackageRow[];
  const lines = (
    heads.length
      ? await exec
          .select()
          .from(packageLines)
          .where(
            inArray(
              packageLines.package_id,
              heads.map((h) => h.id),
            ),
          )
          .orderBy(asc(packageLines.line_no))
      : []
  ) as PackageLineRow[];
  return heads.map((h) => ({ ...h, lines: lines.filter((l) => l.package_id === h.id) }));
}
export type PackageWithLines = Awaited<ReturnType<typeof packagesWithLines>>[number];

const KIND_ORDER: Record<RuleKind, number> = Object.fromEntries(ruleKinds.map((k, i) => [k.value, i])) as Record<RuleKind, number>;

/** The check's rules: 异常, 指定仓库物流 and 标记 (自动撤单 runs only on a platform's cancellation). */
export const CHECK_KINDS: RuleKind[] = ['abnormal', 'designated', 'mark'];

/** The enabled rules of these kinds as they run: 异常, then 指定仓库物流, then 标记; by priority within each. */
export async function enabledRules(exec: Executor, kinds: RuleKind[] = CHECK_KINDS): Promise<Rule[]> {
  const heads = await exec
    .select()
    .from(rules)
    .where(and(eq(rules.enabled, true), inArray(rules.kind, kinds)))
    .orderBy(asc(rules.priority), asc(rules.created_at));
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.id);
  const conditions = await exec.select().from(ruleConditions).where(inArray(ruleConditions.rule_id, ids));
  const actions = await exec.select().from(ruleActions).where(inArray(ruleActions.rule_id, ids));
  return heads
    .map((h) => ({
      name: h.name,
      kind: h.kind as RuleKind,
      conditions: conditions
        .filter((c) => c.rule_id === h.id)
        .map((c) => ({ field: c.field, operator: c.operator, value: c.value }) as Rule['conditions'][number]),
      actions: actions.filter((a) => a.rule_id === h.id).map((a) => ({ action: a.action, value: a.value }) as Rule['actions'][number]),
    }))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

export async function blacklistOf(exec: Executor): Promise<BlacklistEntry[]> {
  return (await exec.select({ type: blacklistEntries.type, value: blacklistEntries.value }).from(blacklistEntries)) as BlacklistEntry[];
}

/** Enabled warehouses by code (any case), and the default one: the first by code. */
export async function warehousesByCode(exec: Executor) {
  const w = foreign.warehouses;
  const rows = await exec.select({ id: w.id, code: w.code }).from(w).where(eq(w.status, 'enabled')).orderBy(asc(w.code));
  return { byCode: new Map(rows.map((r) => [String(r.code).toLowerCase(), r.id])), fallback: rows[0] ? rows[0].id : null };
}

export async function channelsByCode(exec: Executor) {
  const c = foreign.channels;
  const rows = await exec
    .select({ id: c.id, code: c.code })
    .from(c)
    .where(and(eq(c.status, 'enabled')));
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
}
