// What a rule may test and do (README "Rules"): the choices of the rule screens' selects (`getRuleConditionList`,
// `getRuleContentBySelect`) and the vocabulary of the evaluator (rules.ts).

export const CONDITION_FIELDS = [
  { value: 'country', label: '国家' },
  { value: 'platform_code', label: '平台' },
  { value: 'account_id', label: '销售账号' },
  { value: 'total_amount', label: '订单金额' },
  { value: 'total_quantity', label: '商品数量' },
  { value: 'weight', label: '重量(kg)' },
  { value: 'sku_code', label: 'SKU' },
  { value: 'platform_sku', label: '平台SKU' },
  { value: 'buyer_name', label: '买家' },
  { value: 'postal_code', label: '邮编' },
  { value: 'address_incomplete', label: '地址不完整' },
  { value: 'sku_unmatched', label: 'SKU未匹配' },
  { value: 'badges', label: '平台徽章' },
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number]['value'];

export const OPERATORS = [
  { value: 'eq', label: '等于' },
  { value: 'ne', label: '不等于' },
  { value: 'in', label: '属于' },
  { value: 'not_in', label: '不属于' },
  { value: 'gt', label: '大于' },
  { value: 'gte', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'lte', label: '小于等于' },
  { value: 'contains', label: '包含' },
  { value: 'empty', label: '为空' },
  { value: 'yes', label: '是' },
] as const;
export type Operator = (typeof OPERATORS)[number]['value'];

export const ACTION_TYPES = [
  { value: 'flag', label: '标记异常' },
  { value: 'hold', label: '拦截' },
  { value: 'assign_warehouse', label: '指定仓库' },
  { value: 'assign_channel', label: '指定物流渠道' },
  { value: 'mark', label: '打标记' },
  { value: 'withdraw', label: '自动撤单' },
] as const;
export type ActionType = (typeof ACTION_TYPES)[number]['value'];

/** The fields compared as numbers (decimal text); the others as text, case-insensitively. */
export const NUMERIC_FIELDS: ReadonlySet<ConditionField> = new Set(['total_amount', 'total_quantity', 'weight']);
/** Facts that are yes/no: their only operator is `yes` (the value 否 inverts it). */
export const FLAG_FIELDS: ReadonlySet<ConditionField> = new Set(['address_incomplete', 'sku_unmatched']);
/** Facts with several values (one per line): a condition holds when any of them does (`not_in`/`ne`: none). */
export const LIST_FIELDS: ReadonlySet<ConditionField> = new Set(['sku_code', 'platform_sku', 'badges']);

/** Which operators fit a field: what the rule form offers and what a save accepts. */
export function operatorsOf(field: ConditionField): Operator[] {
  if (FLAG_FIELDS.has(field)) return ['yes'];
  if (NUMERIC_FIELDS.has(field)) return ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'empty'];
  return ['eq', 'ne', 'in', 'not_in', 'contains', 'empty'];
}
