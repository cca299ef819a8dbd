// The state-change requests as the server answers them (modules/catalogue/server/state-request-queries.ts),
// the approval as the engine answers it (/api-auth/api/v1/approval/{id}), and the screen's pure helpers.
import { skuStatus, stateRequestStatus } from '@entrepot/module-catalogue/entities';
import type { ApprovalView } from '@entrepot/web/area';
import type { StatusDotColor } from '@entrepot/web/widgets';
import { PRODUCT } from '../product-urls.ts';

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export type Requestable = 'suspend' | 'resume' | 'clear' | 'retire';

export interface StateRequestRow {
  id: string;
  code: string;
  transition: Requestable;
  transition_label: string;
  reason: string;
  status: RequestStatus;
  status_label: string;
  approval_request_id: string | null;
  requested_by: string;
  requester_name: string;
  created_at: string;
  decided_at: string | null;
  applied_count: number;
  skipped_count: number;
  line_count?: number;
  lines_preview?: string;
}

export interface StateLine {
  id: string;
  kind_label: string;
  code: string;
  name: string;
  from_label: string;
  to_label: string;
  outcome: 'waiting' | 'applied' | 'skipped' | 'closed';
  outcome_label: string;
  note: string | null;
}

export interface StateRequestDetail extends StateRequestRow {
  lines: StateLine[];
  /** Only in the answer of a submit: where the approval stands. */
  approval?: { id: string; status: string; flow_name: string | null };
}

export interface WarehouseStock {
  warehouse_id: string;
  on_hand: number;
  reserved: number;
  available: number;
  in_transit: number;
}

export interface StockRow extends Omit<WarehouseStock, 'warehouse_id'> {
  sku_id: string;
  code: string;
  name: string;
  status_label: string;
  warehouses: WarehouseStock[];
}

export interface SkuState {
  id: string;
  code: string;
  status_label: string;
  spu_code: string;
  spu_status_label: string;
  pending: StateRequestRow | null;
  requestable: { transition: Requestable; label: string }[];
}

const AUTH = '/api-auth/api/v1';
const id = (value: string) => encodeURIComponent(value);

export const stateRequestUrls = {
  list: `${PRODUCT}/spu/state/process/list`,
  export: `${PRODUCT}/spu/state/process/export`,
  submit: `${PRODUCT}/spu/batchnewstate`,
  detail: (requestId: string) => `${PRODUCT}/spu/state/process/${id(requestId)}`,
  inventory: (requestId: string) => `${PRODUCT}/spu/state/process/inventory?id=${id(requestId)}`,
  skuState: (skuId: string) => `${PRODUCT}/skustate/${id(skuId)}`,
  /** The approval engine's routes: deciding is a personal act on its seats (README: State changes through approval). */
  approval: (approvalId: string) => `${AUTH}/approval/${id(approvalId)}`,
};

export const READ = 'catalogue.stateRequest.read';
export const CREATE = 'catalogue.stateRequest.create';

/** A request's states with their colours (the declared machine). */
export const STATUS: Record<RequestStatus, { label: string; color: StatusDotColor }> = stateRequestStatus.states;

export const REQUESTABLE: Requestable[] = ['suspend', 'resume', 'clear', 'retire'];
export const TRANSITION_OPTIONS = REQUESTABLE.map((value) => ({ value, label: skuStatus.transitions[value].label }));
export const transitionLabel = (t: Requestable) => skuStatus.transitions[t].label;

export const OUTCOME_COLORS: Record<StateLine['outcome'], StatusDotColor> = { waiting: 'blue', applied: 'green', skipped: 'orange', closed: 'gray' };

/** What an approved request did: `已生效 2，未生效 1`; before the decision, '-'. */
export function resultText(r: { status: string | null; applied_count: number | null; skipped_count: number | null }): string {
  if (r.status !== 'approved') return r.status === 'pending' ? '待生效' : '未生效';
  return r.skipped_count ? `已生效 ${r.applied_count}，未生效 ${r.skipped_count}` : `已生效 ${r.applied_count}`;
}

/** The toast after a submit: approved at once (no flow) or waiting for its flow. */
export function submittedText(approval: StateRequestDetail['approval']): string {
  if (approval?.status === 'approved') return '无需审批，已自动通过，稍后生效';
  return `已提交审批${approval?.flow_name ? `（${approval.flow_name}）` : ''}，审批通过后生效`;
}
