import { describe, expect, it } from 'vitest';
import { CONDITION_FIELDS, type ConditionField, type Operator, operatorsOf } from './rule-vocabulary.ts';
import type { Action, BlacklistEntry, Condition, OrderFacts, Rule } from './rules.ts';
import { addressIncomplete, blacklistHit, evaluate, holds, matches, mergeKeyOf } from './rules.ts';

const base: OrderFacts = {
  country: 'US',
  platform_code: 'amazon',
  account_id: 'acc-1',
  total_amount: '500.00',
  total_quantity: 3,
  weight: '1.250',
  sku_code: ['TS001-BLK-S', 'HD001-GRY-M'],
  platform_sku: ['AMZ-TS001', 'AMZ-HD001'],
  buyer_name: 'Ann Lee',
  buyer_email: 'ann@example.com',
  phone: '+1 (555) 010-2000',
  postal_code: '73301',
  address: '1 Main St, Austin, TX',
  address_incomplete: false,
  sku_unmatched: false,
  badges: ['urgent', '紧急'],
};
const facts = (over: Partial<OrderFacts> = {}): OrderFacts => ({ ...base, ...over });
const cond = (field: ConditionField, operator: Operator, value: string | null): Condition => ({ field, operator, value });
const rule = (name: string, conditions: Condition[], actions: Action[], kind: Rule['kind'] = 'abnormal'): Rule => ({ name, kind, conditions, actions });
const act = (action: Action['action'], value: string | null = null): Action => ({ action, value });
const always = cond('country', 'eq', 'US');

type Row = [ConditionField, Operator, string | null, Partial<OrderFacts>, Partial<OrderFacts>];
// field, operator, value, facts under which it holds, facts under which it does not.
const ROWS: Row[] = [
  ['country', 'eq', ' us ', {}, { country: 'CA' }],
  ['country', 'ne', 'us', { country: 'CA' }, { country: 'Us' }],
  ['country', 'in', 'us, ca', {}, { country: 'MX' }],
  ['country', 'not_in', 'us；ca', { country: 'MX' }, { country: 'ca' }],
  ['country', 'contains', 'U', {}, { country: 'CA' }],
  ['country', 'empty', null, { country: ' ' }, {}],
  ['platform_code', 'eq', 'Amazon', {}, { platform_code: 'ebay' }],
  ['platform_code', 'ne', 'amazon', { platform_code: 'ebay' }, {}],
  ['platform_code', 'in', 'ebay，amazon', {}, { platform_code: 'shopee' }],
  ['platform_code', 'in', 'ebay\namazon', {}, { platform_code: 'shopee' }],
  ['platform_code', 'not_in', 'ebay, amazon', { platform_code: 'shopee' }, {}],
  ['platform_code', 'contains', 'AMA', {}, { platform_code: 'ebay' }],
  ['platform_code', 'empty', null, { platform_code: '' }, {}],
  ['account_id', 'eq', 'ACC-1', {}, { account_id: 'acc-2' }],
  ['account_id', 'ne', 'acc-1', { account_id: 'acc-2' }, {}],
  ['account_id', 'in', 'acc-1;acc-3', {}, { account_id: 'acc-2' }],
  ['account_id', 'not_in', 'acc-1,acc-3', { account_id: 'acc-2' }, {}],
  ['account_id', 'contains', 'acc', {}, { account_id: 'shop-1' }],
  ['account_id', 'empty', null, { account_id: '' }, {}],
  ['buyer_name', 'eq', 'ann  LEE', {}, { buyer_name: 'Bob' }],
  ['buyer_name', 'ne', 'ann lee', { buyer_name: 'Bob' }, {}],
  ['buyer_name', 'in', 'bob, ann lee', {}, { buyer_name: 'Cy' }],
  ['buyer_name', 'not_in', 'bob, ann lee', { buyer_name: 'Cy' }, {}],
  ['buyer_name', 'contains', 'lee', {}, { buyer_name: 'Bob' }],
  ['buyer_name', 'empty', null, { buyer_name: '' }, {}],
  ['postal_code', 'eq', '73301', {}, { postal_code: '10001' }],
  ['postal_code', 'ne', '73301', { postal_code: '10001' }, {}],
  ['postal_code', 'in', '73301, 73344', {}, { postal_code: '10001' }],
  ['postal_code', 'not_in', '73301, 73344', { postal_code: '10001' }, {}],
  ['postal_code', 'contains', '733', {}, { postal_code: '10001' }],
  ['postal_code', 'empty', null, { postal_code: '' }, {}],
  ['sku_code', 'eq', 'ts001-blk-s', {}, { sku_code: ['X'] }],
  // ne / not_in on a list: hold only when NO line has the code.
  ['sku_code', 'ne', 'TS001-BLK-S', { sku_code: ['HD001-GRY-M'] }, {}],
  ['sku_code', 'in', 'x, ts001-blk-s', {}, { sku_code: ['HD001-GRY-M'] }],
  ['sku_code', 'not_in', 'x, ts001-blk-s', { sku_code: ['HD001-GRY-M'] }, {}],
  ['sku_code', 'contains', 'ts001', {}, { sku_code: ['HD001-GRY-M'] }],
  ['sku_code', 'empty', null, { sku_code: [] }, {}],
  ['platform_sku', 'eq', 'amz-hd001', {}, { platform_sku: ['X'] }],
  ['platform_sku', 'ne', 'AMZ-HD001', { platform_sku: ['AMZ-TS001'] }, {}],
  ['platform_sku', 'in', 'amz-hd001', {}, { platform_sku: ['AMZ-TS001'] }],
  ['platform_sku', 'not_in', 'amz-hd001', { platform_sku: ['AMZ-TS001'] }, {}],
  ['platform_sku', 'contains', 'hd0', {}, { platform_sku: ['AMZ-TS001'] }],
  ['platform_sku', 'empty', null, { platform_sku: [] }, {}],
  ['badges', 'eq', '紧急', {}, { badges: ['custom', '定制'] }],
  ['badges', 'ne', 'urgent', { badges: ['custom', '定制'] }, {}],
  ['badges', 'in', '平台物流，紧急', {}, { badges: ['custom', '定制'] }],
  ['badges', 'not_in', '紧急, 定制', { badges: ['platform_logistics', '平台物流'] }, {}],
  ['badges', 'contains', '急', {}, { badges: [] }],
  ['badges', 'empty', null, { badges: [] }, {}],
  ['total_amount', 'eq', '500', {}, { total_amount: '500.01' }],
  ['total_amount', 'ne', '500', { total_amount: '499.99' }, {}],
  ['total_amount', 'gt', '500', { total_amount: '500.01' }, { total_amount: '500.00' }],
  ['total_amount', 'gte', ' 500.00 ', {}, { total_amount: '499.99' }],
  ['total_amount', 'lt', '10.5', { total_amount: '10.49' }, { total_amount: '10.50' }],
  ['total_amount', 'lte', '10.5', { total_amount: '10.50' }, { total_amount: '10.51' }],
  ['total_amount', 'empty', null, { total_amount: '' }, {}],
  ['total_quantity', 'eq', '3', {}, { total_quantity: 4 }],
  ['total_quantity', 'ne', '3', { total_quantity: 4 }, {}],
  ['total_quantity', 'gt', '2', {}, { total_quantity: 2 }],
  ['total_quantity', 'gte', '3', {}, { total_quantity: 2 }],
  ['total_quantity', 'lt', '3', { total_quantity: 2 }, {}],
  ['total_quantity', 'lte', '3', {}, { total_quantity: 4 }],
  ['weight', 'eq', '1.25', {}, { weight: '1.251' }],
  ['weight', 'ne', '1.25', { weight: '1.251' }, {}],
  ['weight', 'gt', '1', {}, { weight: null }],
  ['weight', 'gte', '1.250', {}, { weight: '1.249' }],
  ['weight', 'lt', '-0.5', { weight: '-1' }, { weight: '0' }],
  ['weight', 'lte', '1.25', {}, { weight: '1.251' }],
  ['weight', 'empty', null, { weight: null }, {}],
  ['address_incomplete', 'yes', null, { address_incomplete: true }, {}],
  ['address_incomplete', 'yes', '否', {}, { address_incomplete: true }],
  ['sku_unmatched', 'yes', '是', { sku_unmatched: true }, {}],
  ['sku_unmatched', 'yes', 'No', {}, { sku_unmatched: true }],
];

// Conditions that never hold, whatever the order.
const NEVER: Row[] = [
  ['total_quantity', 'empty', null, {}, {}], // a quantity is a number, never empty
  ['weight', 'ne', '1', { weight: null }, { weight: null }], // an unknown weight compares with nothing
  ['total_amount', 'gt', 'abc', {}, {}],
  ['total_amount', 'gt', '', {}, {}],
  ['country', 'contains', '  ', {}, {}],
  ['country', 'in', ' , ', {}, { country: '' }],
  ['country', 'gt', 'a', {}, {}],
];

describe('holds', () => {
  it.each(ROWS)('%s %s %j', (field, op, value, yes, no) => {
    expect(holds(facts(yes), cond(field, op, value))).toBe(true);
    expect(holds(facts(no), cond(field, op, value))).toBe(false);
  });

  it.each(NEVER)('never: %s %s %j', (field, op, value, a, b) => {
    expect(holds(facts(a), cond(field, op, value))).toBe(false);
    expect(holds(facts(b), cond(field, op, value))).toBe(false);
  });

  it('covers every field with every operator it allows', () => {
    const covered = new Set([...ROWS, ...NEVER].map(([f, o]) => `${f} ${o}`));
    const allowed = CONDITION_FIELDS.flatMap(({ value }) => operatorsOf(value).map((o) => `${value} ${o}`));
    expect(allowed.filter((k) => !covered.has(k))).toEqual([]);
  });
});

describe('matches', () => {
  it('needs at least one condition, and all of them', () => {
    expect(matches(base, rule('none', [], []))).toBe(false);
    expect(matches(base, rule('both', [always, cond('total_amount', 'gte', '500')], []))).toBe(true);
    expect(matches(base, rule('one', [always, cond('total_amount', 'gt', '500')], []))).toBe(false);
  });
});

describe('evaluate', () => {
  const none = { exceptions: [], held: false, warehouse: null, channel: null, marks: [], matched: [] };

  it('passes a clean order with no rules', () => {
    expect(evaluate(base, [], [])).toEqual(none);
    expect(evaluate(base, [rule('empty', [], [act('hold')])], [])).toEqual(none);
  });

  it('runs the built-in checks, then the blacklist, then the rules', () => {
    const out = evaluate(
      facts({ sku_unmatched: true, address_incomplete: true }),
      [rule('大额', [always], [act('flag')]), rule('skipped', [cond('country', 'eq', 'CA')], [act('hold')])],
      [{ type: 'buyer', value: 'ANN LEE' }],
    );
    expect(out.exceptions).toEqual(['SKU未匹配', '地址不完整', '黑名单（买家：ANN LEE）', '大额']);
    expect(out.matched).toEqual(['大额']);
    expect(out.held).toBe(false);
  });

  it('flags with the action’s value, else the rule’s name; holds', () => {
    const out = evaluate(base, [rule('R1', [always], [act('flag', ' 高风险 '), act('flag', '  '), act('hold')])], []);
    expect(out).toMatchObject({ exceptions: ['高风险', 'R1'], held: true, matched: ['R1'] });
  });

  it('lets the first rule naming a warehouse or channel choose it; marks once each', () => {
    const rules = [
      rule('A', [always], [act('assign_warehouse', ''), act('mark', '加急')], 'designated'),
      rule('B', [always], [act('assign_warehouse', 'WH-1'), act('assign_channel', 'UPS')], 'designated'),
      rule('C', [always], [act('assign_warehouse', 'WH-2'), act('assign_channel', 'DHL')], 'designated'),
      rule('D', [always], [act('mark', '加急'), act('mark', '礼品'), act('mark')], 'mark'),
    ];
    expect(evaluate(base, rules, [])).toEqual({ ...none, warehouse: 'WH-1', channel: 'UPS', marks: ['加急', '礼品'], matched: ['A', 'B', 'C', 'D'] });
  });
});

describe('blacklistHit', () => {
  it.each<[BlacklistEntry, Partial<OrderFacts>, boolean, string]>([
    [{ type: 'buyer', value: '  ann   LEE ' }, {}, true, '黑名单（买家：  ann   LEE ）'],
    [{ type: 'buyer', value: 'Ann' }, {}, false, ''],
    [{ type: 'email', value: 'ANN@example.com' }, {}, true, '黑名单（邮箱：ANN@example.com）'],
    [{ type: 'email', value: 'ann@example.org' }, {}, false, ''],
    [{ type: 'address', value: 'main st' }, {}, true, '黑名单（地址：main st）'],
    [{ type: 'address', value: 'Dallas' }, {}, false, ''],
    [{ type: 'phone', value: '+15550102000' }, {}, true, '黑名单（电话：+15550102000）'],
    [{ type: 'phone', value: '15550102000' }, {}, true, '黑名单（电话：15550102000）'],
    [{ type: 'phone', value: '+1 555 010 2000' }, { phone: '+1-555-010-2000' }, true, '黑名单（电话：+1 555 010 2000）'],
    [{ type: 'phone', value: '+15550102001' }, {}, false, ''],
    [{ type: 'phone', value: '' }, { phone: '' }, false, ''],
  ])('%j on %j → %s', (entry, over, hit, message) => {
    expect(blacklistHit(facts(over), [entry])).toBe(hit ? entry : null);
    expect(evaluate(facts(over), [], [entry]).exceptions).toEqual(hit ? [message] : []);
  });

  it('returns the first entry that hits', () => {
    const entries: BlacklistEntry[] = [
      { type: 'email', value: 'x@y.z' },
      { type: 'address', value: 'austin' },
      { type: 'buyer', value: 'ann lee' },
    ];
    expect(blacklistHit(base, entries)).toBe(entries[1]);
  });
});

describe('addressIncomplete', () => {
  const addr = { country: 'US', city: 'Austin', address1: '1 Main St', postal_code: '73301' };
  it.each([
    [{}, false],
    [{ city: ' ' }, true],
    [{ address1: '' }, true],
    [{ country: '' }, true],
    [{ postal_code: '' }, true],
    [{ country: 'ae', postal_code: '' }, false],
    [{ country: 'HK', postal_code: ' ' }, false],
  ])('%j → %s', (over, expected) => {
    expect(addressIncomplete({ ...addr, ...over })).toBe(expected);
  });
});

describe('mergeKeyOf', () => {
  it('normalises buyer and address so the same package keys alike', () => {
    const a = { account_id: 'acc-1', buyer_name: 'Ann  Lee', country: 'US', postal_code: '73301', address1: '1 Main St ' };
    expect(mergeKeyOf(a)).toBe('acc-1|ann lee|us|73301|1 main st');
    expect(mergeKeyOf({ ...a, buyer_name: ' ANN LEE' })).toBe(mergeKeyOf(a));
    expect(mergeKeyOf({ ...a, postal_code: '73344' })).not.toBe(mergeKeyOf(a));
  });
});
