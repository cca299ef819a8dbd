import type { EntityUrls } from '@entrepot/web/entity';
import { API } from '../../entity/admin-urls.ts';

// The approval engine's routes (hub/server/src/approvals/README.md), all under /api-auth.

const id = (value: string) => encodeURIComponent(value);

export const approvalFlowUrls: EntityUrls = {
  list: `${API}/approval/flows`,
  detail: (r) => `${API}/approval/flow/${id(r)}`,
  create: `${API}/approval/flow`,
  update: (r) => `${API}/approval/flow/${id(r)}`,
  remove: (r) => `${API}/approval/flow/${id(r)}`,
  // The generic audit-log route serves identity's entities; flows have their own.
  auditLog: (r) => `${API}/approval/flow/${id(r)}/log`,
};

export const DOCUMENT_TYPES_URL = `${API}/approval/document-types`;

/** 待我审批, 我已处理, 我提交的. */
export type ApprovalListKind = 'todo' | 'done' | 'mine';
export const approvalListUrl = (kind: ApprovalListKind) => `${API}/approval/${kind}`;
export const approvalUrl = (requestId: string) => `${API}/approval/${id(requestId)}`;
