import { boolean, index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platform } from '../platform.schema.ts';

/** File tasks and other long work: claimed by any server process, leased, heartbeated, retried. */
export const jobs = platform.table(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    /** queued → running → succeeded | failed | cancelled (failed and cancelled can be retried). */
    status: text('status').notNull().default('queued'),
    title: text('title').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    resultFileKey: text('result_file_key'),
    resultFileName: text('result_file_name'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.createdAt), index('jobs_owner_idx').on(t.createdBy, t.createdAt)],
);
