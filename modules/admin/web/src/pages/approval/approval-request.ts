// A request as the engine answers it (GET /approval/todo|done|mine|{id}) and the rules of acting on it.
import { type Level, requestStatus } from '@entrepot/hub-server/approvals';
import type { ApproverKind } from './approval-text.ts';

export type ApprovalStatus = keyof typeof requestStatus.states;

export interface ApprovalRequest {
  id: string;
  document_type: string;
  /** The type's words (采购单); the title names the document itself. */
  document_type_label: string;
  document_id: string;
  title: string;
  amount: string | null;
  type: string | null;
  organization_id: string | null;
  submitted_by: string;
  submitter_name: string;
  status: ApprovalStatus;
  status_label: string;
  flow_id: string | null;
  flow_name: string | null;
  levels: Level[];
  current_level: number;
  current_level_name: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface ApprovalStep {
  id: string;
  level: number;
  action: 'submit' | 'approve' | 'reject' | 'withdraw';
  action_label: string;
  actor_id: string | null;
  actor_name: string;
  comment: string | null;
  at: string;
}

export interface ApprovalDetail extends Omit<ApprovalRequest, 'levels'> {
  levels: (Level & { approver_names: Record<ApproverKind, string[]> })[];
  can_decide: boolean;
  can_withdraw: boolean;
  steps: ApprovalStep[];
}

export const STATUS_OPTIONS = Object.entries(requestStatus.states).map(([value, s]) => ({ value, label: s.label }));

export const statusColor = (status: string): string | undefined => (requestStatus.states as Record<string, { color?: string }>)[status]?.color;

/** Where a request stands: `第1/2级 主管审批` while pending; 无需审批 when no flow matched; else '-'. */
export function progressText(r: Pick<ApprovalRequest, 'status' | 'levels' | 'current_level' | 'current_level_name'>): string {
  if (r.levels.length === 0) return '无需审批';
  if (r.status !== 'pending') return '-';
  return `第${r.current_level}/${r.levels.length}级 ${r.current_level_name ?? ''}`.trim();
}

export type LevelState = 'finish' | 'process' | 'wait' | 'error';

/** How a level of the request stands, for the steps of the detail. */
export function levelState(r: Pick<ApprovalRequest, 'status' | 'current_level'>, index: number): LevelState {
  const current = r.current_level - 1;
  if (r.status === 'approved' || index < current) return 'finish';
  if (index > current) return 'wait';
  return r.status === 'pending' ? 'process' : r.status === 'rejected' ? 'error' : 'wait';
}

/** One line of the history: `运营-周杰 通过（第1级）`. */
export function stepText(step: Pick<ApprovalStep, 'actor_name' | 'action_label' | 'level'>): string {
  return `${step.actor_name} ${step.action_label}${step.level > 0 ? `（第${step.level}级）` : ''}`;
}
