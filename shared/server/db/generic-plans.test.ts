import { describe, expect, it } from 'vitest';
import { boundedPlan, type IndexShape, type PlanNode } from './generic-plans.ts';

const indexes = new Map<string, IndexShape>([
  ['bench.orders_status_ordered_at_id_idx', { columns: ['status', 'ordered_at', 'id'], unique: false }],
  ['bench.orders_platform_code_account_id_ordered_at_id_idx', { columns: ['platform_code', 'account_id', 'ordered_at', 'id'], unique: false }],
  ['purchase.suppliers_pkey', { columns: ['id'], unique: true }],
  ['purchase.lines_order_id_idx', { columns: ['order_id'], unique: false }],
]);
const scan = (index: string, cond: string, extra: Partial<PlanNode> = {}): PlanNode => {
  const [schema, name] = index.split('.');
  return { 'Node Type': 'Index Scan', Schema: schema, 'Index Name': name, 'Index Cond': cond, ...extra };
};
const limit = (...plans: PlanNode[]): PlanNode => ({ 'Node Type': 'Limit', Plans: plans });
const node = (type: string, ...plans: PlanNode[]): PlanNode => ({ 'Node Type': type, Plans: plans });
const bounded = (plan: PlanNode) => boundedPlan(plan, indexes);
const BY_PLATFORM = 'bench.orders_platform_code_account_id_ordered_at_id_idx';
const ordered = scan('bench.orders_status_ordered_at_id_idx', '(orders.status = $1)', { 'Parent Relationship': 'Outer' });

describe('boundedPlan: a generic plan whose cost no value changes', () => {
  it('takes a list page and its capped count read by index walks under their limits', () => {
    // The plan PostgreSQL 15 gives the orders list filtered by platform, three accounts and a date (in-list merged).
    const arm = node(
      'Subquery Scan',
      limit(scan(BY_PLATFORM, '((orders_1.platform_code = $7) AND (orders_1.account_id = $9) AND (orders_1.ordered_at >= $8))')),
    );
    const counted = '((orders.platform_code = $1) AND (orders.account_id = ANY (ARRAY[$2, $3, $4])) AND (orders.ordered_at >= $5))';
    const count = node('Aggregate', limit({ ...scan(BY_PLATFORM, counted), 'Node Type': 'Index Only Scan' }));
    const page = node('Aggregate', limit(node('Result', node('Merge Append', arm, arm))));
    expect(bounded(node('Nested Loop', { ...count, 'Parent Relationship': 'Outer' }, { ...page, 'Parent Relationship': 'Inner' }))).toBe(true);
    expect(bounded({ 'Node Type': 'Result' })).toBe(true);
  });

  it('takes a reference title read by a unique key, once per row', () => {
    const title = scan('purchase.suppliers_pkey', '(t.id = p.supplier_id)', { 'Parent Relationship': 'SubPlan' });
    expect(bounded(limit({ ...ordered, Plans: [title] }))).toBe(true);
    expect(bounded(limit({ ...ordered, Plans: [{ ...title, 'Index Cond': '(t.id > p.supplier_id)' }] })), 'a range on it').toBe(false);
    expect(bounded(limit({ ...ordered, Plans: [{ ...title, 'Index Cond': '(t.id = ANY ($3))' }] })), 'a list of keys').toBe(false);
  });

  it('refuses an index walk that passes entries that do not match', () => {
    const skipping = scan(BY_PLATFORM, '((orders.platform_code = $1) AND (orders.ordered_at >= $2))');
    expect(bounded(limit(skipping)), 'account_id skipped: every account of the platform is walked').toBe(false);
    const rangeFirst = scan(BY_PLATFORM, '((orders.platform_code >= $1) AND (orders.account_id = $2))');
    expect(bounded(limit(rangeFirst)), 'an equality after a range').toBe(false);
    expect(bounded(limit(scan(BY_PLATFORM, '(orders.platform_code ~~ $1)'))), 'a pattern').toBe(false);
    expect(bounded(limit(scan('bench.unknown_idx', '(orders.status = $1)'))), 'an index not looked up').toBe(false);
  });

  it('refuses a plan whose work depends on the values', () => {
    expect(bounded(limit({ ...ordered, Filter: '(orders.country = $2)' })), 'a filter: rows read and dropped').toBe(false);
    expect(bounded(limit(node('Seq Scan'))), 'a sequential scan').toBe(false);
    expect(bounded(limit(node('Bitmap Heap Scan', node('Bitmap Index Scan')))), 'a bitmap scan').toBe(false);
    expect(bounded(limit(node('Sort', ordered))), 'a sort reads all it is given').toBe(false);
    expect(bounded(limit(node('Aggregate', ordered))), 'a limit above an aggregate does not bound its input').toBe(false);
    expect(bounded(ordered), 'no limit').toBe(false);
    const inner = { ...scan('purchase.lines_order_id_idx', '(l.order_id = o.id)'), 'Parent Relationship': 'Inner' };
    expect(bounded(limit(node('Nested Loop', ordered, inner))), 'a nested loop inner side walks all its matches').toBe(false);
    expect(bounded(limit(node('Hash Join', ordered, node('Hash', ordered))))).toBe(false);
  });
});
