import type { ColumnRules, EntityDecl } from '@entrepot/entity';
import { company, group, job, organization, permission, role, staff } from '@entrepot/hub-server/entities';

// 列权限: per entity, the fields hidden from a group's members (`column_rules` of the group).

export interface RuleEntity {
  name: string;
  label: string;
  fields: { key: string; label: string }[];
}

export function ruleEntity(decl: EntityDecl): RuleEntity {
  return {
    name: decl.name,
    label: decl.label,
    fields: Object.entries(decl.fields)
      .filter(([, f]) => !f.writeOnly)
      .map(([key, f]) => ({ key, label: f.label })),
  };
}

/** The entities whose fields can be hidden, from their declarations. */
export const RULE_ENTITIES: RuleEntity[] = [staff, role, organization, company, job, permission, group].map(ruleEntity);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The group's rules as stored, anything malformed read as none. */
export function readColumnRules(value: unknown): ColumnRules {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v.map(String)]] : [])));
}

export function hiddenFields(rules: ColumnRules, entity: string): string[] {
  return rules[entity] ?? [];
}

/** The rules with one entity's hidden fields replaced (in declaration order); none hidden removes the entity. */
export function withHiddenFields(rules: ColumnRules, entity: RuleEntity, hidden: readonly string[]): ColumnRules {
  const { [entity.name]: _old, ...rest } = rules;
  const kept = entity.fields.map((f) => f.key).filter((k) => hidden.includes(k));
  return kept.length ? { ...rest, [entity.name]: kept } : rest;
}

/** `员工：手机号、邮箱；角色：描述`, or 无 when nothing is hidden. */
export function columnRulesText(value: unknown, entities: readonly RuleEntity[] = RULE_ENTITIES): string {
  const rules = readColumnRules(value);
  const parts = Object.entries(rules)
    .filter(([, fields]) => fields.length > 0)
    .map(([name, fields]) => {
      const entity = entities.find((e) => e.name === name);
      const labels = fields.map((k) => entity?.fields.find((f) => f.key === k)?.label ?? k);
      return `${entity?.label ?? name}：${labels.join('、')}`;
    });
  return parts.length ? parts.join('；') : '无';
}
