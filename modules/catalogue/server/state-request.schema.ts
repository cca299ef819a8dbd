// State-change requests (状态变更申请): 停售 / 恢复在售 / 清仓 / 淘汰 of SKUs or SPUs that take effect only
// once the approval engine approves them (README: State changes through approval).
import { moduleSchema } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const catalogue = moduleSchema('catalogue');
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type StateRequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export type StateLineKind = 'spu' | 'sku';
/** null while the request waits; applied / skipped once approved; closed when rejected or withdrawn. */
export type StateLineOutcome = 'applied' | 'skipped' | 'closed';

/** One request: one transition asked for many SPUs or SKUs, with its reason, passed through one approval. */
export const stateRequests = catalogue.table(
  'state_requests',
  {
    id: uuid('id').primaryKey(),
    /** ZT20260517001: the approval's document id, so approvers see it in 我的审批. */
    code: text('code').notNull(),
    transition: text('transition').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<StateRequestStatus>().notNull(),
    approvalRequestId: uuid('approval_request_id'),
    requestedBy: uuid('requested_by').notNull(),
    requesterName: text('requester_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the approval's decision arrived (approved, rejected or withdrawn). */
    decidedAt: at('decided_at'),
    appliedCount: integer('applied_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('state_requests_code_uq').on(t.code),
    index('state_requests_status_idx').on(t.status, t.createdAt),
    index('state_requests_requested_by_idx').on(t.requestedBy, t.createdAt),
  ],
);

/**
 * The SPUs or SKUs of a request, with the state each was in when asked. `open` is true while the request
 * waits for its approval: an SPU or SKU has at most one open line, so a second request is refused.
 */
export const stateRequestLines = catalogue.table(
  'state_request_lines',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id').notNull(),
    kind: text('kind').$type<StateLineKind>().notNull(),
    /** The SPU or SKU the line changes. */
    targetId: uuid('target_id').notNull(),
    spuId: uuid('spu_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    fromStatus: text('from_status').notNull(),
    open: boolean('open').notNull().default(true),
    outcome: text('outcome').$type<StateLineOutcome>(),
    /** Why an approved line did not apply (the state changed meanwhile, the SPU is not on sale…). */
    note: text('note'),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('state_request_lines_open_uq').on(t.kind, t.targetId).where(sql`open`),
    index('state_request_lines_request_idx').on(t.requestId, t.position),
    index('state_request_lines_spu_idx').on(t.spuId),
    index('state_request_lines_code_idx').on(t.code),
  ],
);

export type StateRequestRow = typeof stateRequests.$inferSelect;
export type StateLineRow = typeof stateRequestLines.$inferSelect;
