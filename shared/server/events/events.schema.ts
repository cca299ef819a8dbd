import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platform } from '../platform.schema.ts';

/** Events written by commands in their own transaction (the transactional outbox). */
export const outboxEvents = platform.table(
  'outbox_events',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Published where no one subscribes yet (a seed before the server runs): the server makes its deliveries at start. */
    deferred: boolean('deferred').notNull().default(false),
  },
  (t) => [index('outbox_events_deferred_idx').on(t.id).where(sql`deferred`)],
);

/** One row per event and subscriber: delivered at least once, retried with backoff, failures visible. */
export const outboxDeliveries = platform.table(
  'outbox_deliveries',
  {
    eventId: uuid('event_id').notNull(),
    subscriber: text('subscriber').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] }), index('outbox_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);
