export { ORDER_STATUS_ORDER, type OrderStatus, order, orderLifecycle, orderLine, orderSources } from './order.entity.ts';
export { PACKAGE_STATUS_ORDER, type PackageStatus, packageLifecycle, packageLine, pkg } from './package.entity.ts';
export { pullState } from './pull.entity.ts';
export { BASE, omsResources, ruleResources, SERVICE } from './resources.ts';
export { blacklist, blacklistTypes, type RuleKind, rule, ruleAction, ruleCondition, ruleKinds } from './rule.entity.ts';
