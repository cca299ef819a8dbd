// What document modules use: submit inside their own command's transaction, react to the decision events.
export type { Conditions, Level } from './flow-rules.ts';
export { decisionEvents as approvalEvents } from './request-status.ts';
export type { RequestView as ApprovalRequest } from './request-store.ts';
export { execute as submitApproval, type SubmitInput as ApprovalSubmission, submitInput as approvalSubmission } from './submit-request.command.ts';

/** The payload of `approval.approved`, `approval.rejected` and `approval.withdrawn`. */
export interface ApprovalDecided {
  request_id: string;
  document_type: string;
  document_id: string;
}
