import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platform } from '../platform.schema.ts';

/** Events written by commands in their own transaction (the transactional outbox). */
export const outboxEvents = platform.table('outbox_events', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
