import { withFixed } from '@entrepot/entity';
import { type RuleKind, rule, ruleAction } from '@entrepot/module-oms/entities';

/** 自动撤单's own actions; the other kinds offer every action but those (the server refuses a mix either way). */
const WITHDRAW_ACTIONS = ['withdraw', 'hold'];

/**
 * A kind of rule as its screen edits it: the kind set by the server (not a field), and the 动作 select offering
 * only the actions that kind may take.
 */
export function ruleOfKind(kind: RuleKind) {
  const allowed = (value: string) => (kind === 'withdraw' ? WITHDRAW_ACTIONS.includes(value) : value !== 'withdraw');
  const action = ruleAction.fields.action;
  const actions = rule.fields.actions;
  return withFixed(
    {
      ...rule,
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
