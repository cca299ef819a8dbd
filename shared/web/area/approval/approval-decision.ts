// Acting on a request of the approval engine (hub/server/src/approvals): what each decision sends.

/** 通过, 驳回 (for the level the approver saw), 撤回 (the submitter). */
export type Decision = 'approve' | 'reject' | 'withdraw';
export const DECISION_LABELS: Record<Decision, string> = { approve: '通过', reject: '驳回', withdraw: '撤回' };
export const REJECT_REASON_REQUIRED = '请填写驳回理由';
export const COMMENT_MAX = 500;

/** The engine's route of a decision on a request. */
export const decisionUrl = (requestId: string, decision: Decision) => `/api-auth/api/v1/approval/${encodeURIComponent(requestId)}/${decision}`;

/**
 * The body of a decision: the comment (a reason is required to reject) and, to approve or reject, the level
 * the approver saw, so a request that moved on meanwhile answers 10409 instead of taking a decision meant for
 * another level.
 */
export function decisionBody(decision: Decision, comment: string, level: number): { body: { comment?: string; level?: number } } | { error: string } {
  const text = comment.trim();
  if (decision === 'reject' && !text) return { error: REJECT_REASON_REQUIRED };
  if (text.length > COMMENT_MAX) return { error: `审批意见最多${COMMENT_MAX}个字符` };
  return { body: { ...(text ? { comment: text } : {}), ...(decision === 'withdraw' ? {} : { level }) } };
}
