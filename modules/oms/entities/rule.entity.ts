import { boolean, children, createdAt, defineEntity, enumOf, number, reference, text } from '@entrepot/entity';
import { ACTION_TYPES, CONDITION_FIELDS, OPERATORS } from '../domain/rule-vocabulary.ts';

/** The screens' kinds of rule (README "Rules"): each lists and creates its own, and each runs at its turn. */
export const ruleKinds = [
  { value: 'abnormal', label: '异常规则' },
  { value: 'designated', label: '指定仓库物流' },
  { value: 'mark', label: '标记规则' },
  { value: 'withdraw', label: '自动撤单' },
] as const;
export type RuleKind = (typeof ruleKinds)[number]['value'];

/** 条件: a field of the order compared with a value (`国家 属于 US,CA`, `订单金额 大于 500`). */
export const ruleCondition = defineEntity({
  name: 'oms.ruleCondition',
  table: 'oms.rule_conditions',
  label: '规则条件',
  titleField: 'field',
  fields: {
    rule_id: reference({ label: '规则', to: 'oms.rule', required: true }),
    field: enumOf({ label: '条件', options: CONDITION_FIELDS, required: true }),
    operator: enumOf({ label: '比较', options: OPERATORS, required: true }),
    value: text({ label: '值', max: 500 }),
  },
});

/** 动作: what a matching rule does to the order (flag as 异常, assign a warehouse or a channel, mark). */
export const ruleAction = defineEntity({
  name: 'oms.ruleAction',
  table: 'oms.rule_actions',
  label: '规则动作',
  titleField: 'action',
  fields: {
    rule_id: reference({ label: '规则', to: 'oms.rule', required: true }),
    action: enumOf({ label: '动作', options: ACTION_TYPES, required: true }),
    value: text({ label: '内容', max: 200 }),
  },
});

/** 订单规则: conditions (all must hold) and the actions run on every new order whose conditions hold. */
export const rule = defineEntity({
  name: 'oms.rule',
  table: 'oms.rules',
  label: '订单规则',
  titleField: 'name',
  defaultSort: [
    { field: 'kind', dir: 'asc' },
    { field: 'priority', dir: 'asc' },
  ],
  fields: {
    kind: enumOf({ label: '规则类型', options: ruleKinds, required: true, immutable: true, filter: 'equal' }),
    name: text({ label: '规则名称', max: 100, required: true, filter: 'like', sortable: true }),
    /** Smaller runs first; the first designated rule that matches chooses the warehouse. */
    priority: number({ label: '优先级', min: 1, max: 9999, sortable: true }),
    enabled: boolean({ label: '启用', default: true, filter: 'equal' }),
    conditions: children({ label: '条件', entity: ruleCondition, foreignKey: 'rule_id', max: 20, required: true }),
    actions: children({ label: '动作', entity: ruleAction, foreignKey: 'rule_id', max: 10, required: true }),
    remark: text({ label: '备注', max: 300 }),
    created_at: createdAt(),
  },
});

export const blacklistTypes = [
  { value: 'buyer', label: '买家' },
  { value: 'email', label: '邮箱' },
  { value: 'address', label: '地址' },
  { value: 'phone', label: '电话' },
] as const;

/** 黑名单: a buyer, e-mail, address or phone whose new orders are held as 异常 (黑名单). */
export const blacklist = defineEntity({
  name: 'oms.blacklist',
  table: 'oms.blacklist',
  label: '黑名单',
  titleField: 'value',
  naturalKey: ['type', 'value'],
  defaultSort: [{ field: 'created_at', dir: 'desc' }],
  fields: {
    type: enumOf({ label: '类型', options: blacklistTypes, required: true, filter: 'equal' }),
    value: text({ label: '内容', max: 300, required: true, filter: 'like' }),
    reason: text({ label: '原因', max: 300 }),
    /** `<type>:<normalised value>`, server-made: one entry per value. Never on the wire. */
    entry_key: text({ label: '黑名单键', max: 320, unique: true, readOnly: true, writeOnly: true, list: false, audited: false }),
    created_at: createdAt(),
  },
});
