// Pure rules of the state-change requests (状态变更申请): which transitions can be asked for, from which
// states, the refusals' wording and the approval's title. No database here (unit-tested directly).
import { own, type StateMachine } from '@entrepot/entity';
import { type RequestableTransition, skuStatus, spuStatus, stateRequestStatus } from '../entities/index.ts';
import type { StateLineKind, StateLineOutcome, StateRequestStatus } from './state-request.schema.ts';

export { REQUESTABLE, type RequestableTransition } from '../entities/index.ts';

/** The approval engine's document type: flows for these requests are configured under this name. */
export const STATE_CHANGE_DOCUMENT = 'catalogue.state-change';
/** ZT + business day + sequence: ZT20260517001. */
export const STATE_REQUEST_CODE = 'ZT{yyyyMMdd}{seq:3}';

export const requestStatusLabel = (status: StateRequestStatus): string => stateRequestStatus.states[status].label;

export const OUTCOME_LABELS: Record<StateLineOutcome | 'waiting', string> = {
  waiting: '待生效',
  applied: '已生效',
  skipped: '未生效',
  closed: '已关闭',
};

export const KIND_LABELS: Record<StateLineKind, string> = { spu: 'SPU', sku: 'SKU' };

const machineOf = (kind: StateLineKind): StateMachine => (kind === 'spu' ? spuStatus : skuStatus);

export const transitionLabel = (transition: string): string => own(skuStatus.transitions, transition)?.label ?? transition;

export const stateLabel = (kind: StateLineKind, status: string): string => own(machineOf(kind).states, status)?.label ?? status;

/** The state a line moves to once approved. */
export const targetState = (kind: StateLineKind, transition: RequestableTransition): string => machineOf(kind).transitions[transition]!.to;

/** Why this SPU or SKU, in this state, cannot be asked to take the transition (null: it can). */
export function refusalOf(kind: StateLineKind, code: string, status: string, transition: RequestableTransition): string | null {
  const t = own(machineOf(kind).transitions, transition);
  if (t?.from.includes(status)) return null;
  return `${KIND_LABELS[kind]} ${code} 当前状态为「${stateLabel(kind, status)}」，不能申请${transitionLabel(transition)}`;
}

/** The refusal of a second request while one waits for its approval. */
export const alreadyPending = (kind: StateLineKind, code: string, requestCode: string): string =>
  `${KIND_LABELS[kind]} ${code} 已有审批中的状态变更申请 ${requestCode}，不能重复申请`;

/** The approval's title as approvers read it in 我的审批: `停售申请：TS001-BLK-M 等3个SKU`. */
export function requestTitle(transition: RequestableTransition, lines: readonly { kind: StateLineKind; code: string }[]): string {
  const first = lines[0];
  if (!first) return `${transitionLabel(transition)}申请`;
  const kinds = new Set(lines.map((l) => l.kind));
  const unit = kinds.size === 1 ? `个${KIND_LABELS[first.kind]}` : '项';
  return `${transitionLabel(transition)}申请：${first.code}${lines.length > 1 ? ` 等${lines.length}${unit}` : ''}`;
}

/** `created_from` / `created_to` as the instants that bound those business days (Asia/Shanghai). */
export function dayBounds(from?: string, to?: string): { from?: Date; before?: Date } {
  const start = (day: string) => new Date(`${day}T00:00:00+08:00`);
  return {
    ...(from ? { from: start(from) } : {}),
    ...(to ? { before: new Date(start(to).getTime() + 24 * 3600_000) } : {}),
  };
}
