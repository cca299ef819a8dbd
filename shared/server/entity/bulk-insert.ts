import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import type { EntityTable } from './table.ts';

type Row = Record<string, unknown>;

/**
 * INSERT … SELECT FROM unnest($1::type[], …): one array parameter per column instead of one parameter per
 * value (about twice as fast for thousands of rows, and far less work building the statement). Answers
 * undefined when the rows do not fit that shape (array columns, or a defaulted column given for some rows
 * only), so the caller uses a plain multi-row insert.
 */
export async function insertByUnnest(tx: Executor, table: EntityTable | PgTable, rows: Row[], returning = true): Promise<Row[] | undefined> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k in columns);
  const casts: SQL[] = [];
  for (const key of keys) {
    const column = columns[key]!;
    const type = column.getSQLType();
    if (type.endsWith('[]')) return undefined;
    const everywhere = rows.every((r) => r[key] !== undefined);
    if (!everywhere && column.hasDefault) return undefined; // NULL would replace the default for the rows without it
    const values = rows.map((r) => encode(r[key]));
    casts.push(sql`${sql.param(values)}::${sql.raw(type)}[]`);
  }
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k]!.name)),
    sql`, `,
  );
  const result = await tx.execute<Row>(
    sql`insert into ${table} (${names}) select * from unnest(${sql.join(casts, sql`, `)}) ${returning ? sql`returning *` : sql``}`,
  );
  return result.rows;
}

function encode(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}
