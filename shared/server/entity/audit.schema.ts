import { index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platform } from '../platform.schema.ts';

/** Insert-only operation log: who, when, which record, what changed (before → after). */
export const auditLog = platform.table(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_record_idx').on(t.entity, t.recordId, t.at),
    // An entity's whole log, newest first (the catalogue's 操作日志): nulls first, as `order by … desc` sorts.
    index('audit_log_entity_at_idx').on(t.entity, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
