import { bigint, index, integer, numeric, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const platform = pgSchema('platform');

/** Document numbers come from here, never from sequences (ARCHITECTURE §1: Citus/CockroachDB-safe). */
export const counter = platform.table('counter', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'bigint' }).notNull(),
});

/**
 * Edit leases of documents (`edit-lock.ts`): one row per record being edited, its holder and token; a row whose
 * `expires_at` passed is free for the next editor to take.
 */
export const editLock = platform.table(
  'edit_lock',
  {
    resource: text('resource').notNull(),
    record_id: text('record_id').notNull(),
    token: text('token').notNull(),
    holder_id: text('holder_id').notNull(),
    holder_name: text('holder_name').notNull(),
    acquired_at: timestamp('acquired_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.record_id] })],
);

/**
 * What later documents took from a document's lines (`document-flow.ts`): one row per downstream line and kind
 * (a receipt line's 40 pieces received against an order line), with the downstream line's version, so a
 * redelivered event changes nothing and the stored totals on the source lines can be recomputed and checked.
 */
export const documentFlow = platform.table(
  'document_flow',
  {
    kind: text('kind').notNull(),
    target_line: text('target_line').notNull(),
    source_line: text('source_line').notNull(),
    /** The downstream document's number (收货单 RC…), for the source document's view of what took from it. */
    target_document: text('target_document'),
    quantity: integer('quantity').notNull(),
    /** A money flow's take (a payment's 已付), decimal; null in a flow of counts. */
    amount: numeric('amount', { precision: 18, scale: 2 }),
    version: integer('version').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.target_line] }), index('document_flow_source_idx').on(t.kind, t.source_line)],
);
