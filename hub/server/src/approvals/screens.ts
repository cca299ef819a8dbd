// What the admin screens import (`@entrepot/hub-server/approvals`): the flow declaration and its plain rules,
// nothing that needs the server.
export { approvalFlow } from './approval-flow.entity.ts';
export { compareAmounts, isAmount } from './decimal.ts';
export { type ApproverSet, type Conditions, checkConditions, checkLevels, type Level, MAX_LEVELS } from './flow-rules.ts';
export { requestStatus } from './request-status.ts';
