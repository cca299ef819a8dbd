import { platform } from '@entrepot/server-kit/platform';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per cached lookup list that has changed at least once: clients refetch when the version moves. */
export const lookupVersions = platform.table('lookup_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
