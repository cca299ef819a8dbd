import { moduleSchema, tableOf } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { approvalFlow } from './approval-flow.entity.ts';
import type { Level } from './flow-rules.ts';
import type { RequestStatus } from './request-status.ts';

export const approval = moduleSchema('approval');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const flows = tableOf(approvalFlow);

/**
 * One document's pass through a flow. `levels` is a copy of the flow's levels at submission, so editing
 * or deleting a flow never changes a request under way. `open_seats` are the current level's seats
 * nobody has filled yet (see seats.ts): the to-do list is `open_seats && <my seats>`.
 */
export const requests = approval.table(
  'requests',
  {
    id: uuid('id').primaryKey(),
    documentType: text('document_type').notNull(),
    documentId: text('document_id').notNull(),
    title: text('title').notNull(),
    amount: numeric('amount'),
    type: text('type'),
    organizationId: uuid('organization_id'),
    submittedBy: uuid('submitted_by').notNull(),
    submitterName: text('submitter_name').notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    flowId: uuid('flow_id'),
    flowName: text('flow_name'),
    levels: jsonb('levels').$type<Level[]>().notNull(),
    currentLevel: integer('current_level').notNull(),
    openSeats: text('open_seats').array().notNull().default(sql`'{}'`),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    // One approval under way per document; decided ones stay as history.
    uniqueIndex('requests_pending_document_uq').on(t.documentType, t.documentId).where(sql`status = 'pending'`),
    index('requests_open_seats_gin').using('gin', t.openSeats),
    index('requests_submitted_by_idx').on(t.submittedBy, t.createdAt),
    index('requests_document_idx').on(t.documentType, t.documentId),
  ],
);

/** Insert-only: every submit, approval, rejection and withdrawal, with who, when and why. */
export const steps = approval.table(
  'steps',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id').notNull(),
    level: integer('level').notNull(),
    action: text('action').$type<StepAction>().notNull(),
    /** Null only for the system's automatic approval (no flow matched). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** The seats this approval filled (empty for the other actions). */
    seats: text('seats').array().notNull().default(sql`'{}'`),
    comment: text('comment'),
    // clock_timestamp(): steps written in one transaction (submit + automatic approval) keep their order.
    at: at('at').notNull().default(sql`clock_timestamp()`),
  },
  // steps_actor_idx: the requests a person has decided (GET /approval/done).
  (t) => [index('steps_request_idx').on(t.requestId, t.at), index('steps_actor_idx').on(t.actorId, t.at)],
);

export type StepAction = 'submit' | 'approve' | 'reject' | 'withdraw';
export type RequestRow = typeof requests.$inferSelect;
export type StepRow = typeof steps.$inferSelect;
