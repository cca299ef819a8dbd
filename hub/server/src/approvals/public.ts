// What document modules use: submit inside their own command's transaction, decide from their own screens
// (the same commands as 我的审批: the engine checks the seat and level), react to the decision events.

export { type ApprovalLinks, approvalLinkRoutes } from './approval-links.ts';
export { approveInput as approvalApproveInput, execute as approveApproval } from './approve-request.command.ts';
export { type ApprovalDecided, attempt, type Decision, subscribeDecisions } from './decisions.ts';
export { documentTypeLabel, nameDocumentType } from './document-types.ts';
export { ensureFlow } from './flow.commands.ts';
export type { Conditions, Level } from './flow-rules.ts';
export { flowApprovers } from './identity-reads.ts';
export { execute as rejectApproval, rejectInput as approvalRejectInput } from './reject-request.command.ts';
export { decisionEvents as approvalEvents } from './request-status.ts';
export { findRequest, latestRequestOf, pendingRequestOf, type RequestView as ApprovalRequest, requestView, stepsOf } from './request-store.ts';
export { openSeatHolders } from './seat-holders.ts';
export { execute as submitApproval, type SubmitInput as ApprovalSubmission, submitInput as approvalSubmission } from './submit-request.command.ts';
export { execute as withdrawApproval, withdrawInput as approvalWithdrawInput } from './withdraw-request.command.ts';
