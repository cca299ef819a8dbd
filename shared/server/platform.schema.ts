import { bigint, pgSchema, text } from 'drizzle-orm/pg-core';

export const platform = pgSchema('platform');

/** Document numbers come from here, never from sequences (ARCHITECTURE §1: Citus/CockroachDB-safe). */
export const counter = platform.table('counter', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'bigint' }).notNull(),
});
