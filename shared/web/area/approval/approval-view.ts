// The approval engine's request as it answers it to a reader (GET /api-auth/api/v1/approval/{id}): levels, steps,
// what the reader may do — and how they read.
import type { StatusDotColor } from '../../widgets/index.ts';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export interface ApprovalStep {
  id: string;
  level: number;
  action: 'submit' | 'approve' | 'reject' | 'withdraw';
  action_label: string;
  actor_name: string;
  comment: string | null;
  at: string;
}

export interface ApprovalView {
  id: string;
  title: string;
  status: ApprovalStatus;
  status_label: string;
  flow_name: string | null;
  levels: { name: string; mode: 'any' | 'all'; approver_names: { users: string[]; roles: string[]; jobs: string[] } }[];
  current_level: number;
  can_decide: boolean;
  can_withdraw: boolean;
  steps: ApprovalStep[];
}

export const approvalUrl = (approvalId: string) => `/api-auth/api/v1/approval/${encodeURIComponent(approvalId)}`;

export const APPROVAL_COLORS: Record<ApprovalStatus, StatusDotColor> = { pending: 'blue', approved: 'green', rejected: 'red', withdrawn: 'gray' };

/** One line of the approval history: `运营-周杰 通过（第2级）`. */
export const stepText = (s: Pick<ApprovalStep, 'actor_name' | 'action_label' | 'level'>) =>
  `${s.actor_name} ${s.action_label}${s.level > 0 ? `（第${s.level}级）` : ''}`;

/** A level's approvers: `人员：运营-周杰；角色：主管`. */
export function approversText(names: ApprovalView['levels'][number]['approver_names']): string {
  const parts = [
    ['人员', names.users],
    ['角色', names.roles],
    ['岗位', names.jobs],
  ] as const;
  return parts
    .filter(([, list]) => list.length)
    .map(([label, list]) => `${label}：${list.join('、')}`)
    .join('；');
}
