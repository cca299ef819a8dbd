import { withFixed } from '@entrepot/entity';
import { type RuleKind, rule, ruleAction, ruleKinds } from '@entrepot/module-oms/entities';

/** 自动撤单's own actions; the other kinds offer every action but those (the server refuses a mix either way). */
const WITHDRAW_ACTIONS = ['withdraw', 'hold'];

/**
 * A kind of rule as its screen edits it: named after its kind, the kind set by the server (not a field), and the
 * 动作 select offering only the actions that kind may take.
 */
export function ruleOfKind(kind: RuleKind) {
  const allowed = (value: string) => (kind === 'withdraw' ? WITHDRAW_ACTIONS.includes(value) : value !== 'withdraw');
  const action = ruleAction.fields.action;
  const actions = rule.fields.actions;
  return withFixed(
    {
      ...rule,
      // The form and the tab say the kind (新增自动撤单), not 订单规则.
      label: ruleKinds.find((k) => k.value === kind)?.label ?? rule.label,
      fields: {
        ...rule.fields,
        actions: {
          ...actions,
          entity: { ...ruleAction, fields: { ...ruleAction.fields, action: { ...action, options: action.options.filter((o) => allowed(o.value)) } } },
        },
      },
    },
    ['kind'],
  );
}
