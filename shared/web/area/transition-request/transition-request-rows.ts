// A declared transition request as the engine's server answers it (hub `transition-requests/reads.ts`), what a
// module says about its screens, and the screens' pure helpers.
import { requestUrl, type TransitionRequestDecl, transitionOutcomes, transitionRequestStatus } from '@entrepot/entity';
import type { ReactNode } from 'react';
import type { StatusDotColor } from '../../widgets/index.ts';

export type TransitionOutcome = (typeof transitionOutcomes)[number]['value'];

export interface TransitionRequestRow {
  id: string;
  code: string;
  transition: string;
  transition_label: string;
  reason: string;
  status: keyof typeof transitionRequestStatus.states;
  status_label: string;
  approval_request_id: string | null;
  requester_name: string;
  created_at: string;
  decided_at: string | null;
  applied_count: number;
  skipped_count: number;
}

export interface TransitionLine {
  id: string;
  kind: string;
  kind_label: string;
  target_id: string;
  code: string;
  name: string;
  from_label: string;
  to_label: string;
  outcome: TransitionOutcome;
  outcome_label: string;
  note: string | null;
}

export interface TransitionRequestDetail extends TransitionRequestRow {
  lines: TransitionLine[];
  /** Only in the answer of a submit: where the approval stands. */
  approval?: { id: string; status: string; flow_name: string | null };
}

/** What a module says about one declared transition request's screens: the declaration and its server paths. */
export interface TransitionRequestScreens {
  decl: TransitionRequestDecl;
  api: {
    list: string;
    export: string;
    submit: string;
    detail: (id: string) => string;
  };
  /** The reason's placeholder in the submit dialog (`如：供应商停产、质量投诉`). */
  reasonHint?: string;
  /** Tabs the module adds to the detail (the stock of a request's SKUs, say). */
  tabs?: { key: string; title: string; render: (request: TransitionRequestDetail) => ReactNode }[];
}

export const REQUEST_STATUS = transitionRequestStatus.states;
export const OUTCOME_COLORS = Object.fromEntries(transitionOutcomes.map((o) => [o.value, o.color])) as Record<TransitionOutcome, StatusDotColor>;

/** What an approved request did: `已生效 2，未生效 1`; before the decision 待生效, after a refusal 未生效. */
export function resultText(r: { status: string | null; applied_count: number | null; skipped_count: number | null }): string {
  if (r.status !== 'approved') return r.status === 'pending' ? '待生效' : '未生效';
  return r.skipped_count ? `已生效 ${r.applied_count}，未生效 ${r.skipped_count}` : `已生效 ${r.applied_count}`;
}

/** The toast after a submit: approved at once (no flow) or waiting for its flow. */
export function submittedText(approval: TransitionRequestDetail['approval']): string {
  if (approval?.status === 'approved') return '无需审批，已自动通过，稍后生效';
  return `已提交审批${approval?.flow_name ? `（${approval.flow_name}）` : ''}，审批通过后生效`;
}

/** The transitions a request may ask for, as a select's options. */
export const transitionOptions = (decl: TransitionRequestDecl) => decl.transitions.map((value) => ({ value, label: decl.transitionLabel(value) }));

/** A declared transition request's screens: its server paths from the declaration, what the area adds. */
export const transitionRequestScreens = (
  decl: TransitionRequestDecl,
  area: Pick<TransitionRequestScreens, 'reasonHint' | 'tabs'> = {},
): TransitionRequestScreens => ({
  decl,
  api: {
    list: requestUrl(decl.api, 'list'),
    export: requestUrl(decl.api, 'export'),
    submit: requestUrl(decl.api, 'submit'),
    detail: (id) => requestUrl(decl.api, 'detail', id),
  },
  ...area,
});
