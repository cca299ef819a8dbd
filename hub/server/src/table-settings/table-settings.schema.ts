import { platform } from '@entrepot/server-kit/platform';
import { jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Each person's choice of columns per list (列设置): the columns hidden, kept on the server so it follows them. */
export const tableSettings = platform.table(
  'table_settings',
  {
    userId: uuid('user_id').notNull(),
    tableKey: text('table_key').notNull(),
    hidden: jsonb('hidden').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableKey] })],
);
