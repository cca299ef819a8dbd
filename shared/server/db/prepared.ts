import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';
import { genericFor } from './generic-plans.ts';
import { renderStatement } from './render.ts';

interface Queryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}
/** What drizzle keeps behind a database or a transaction (not part of its typed surface). */
interface ExecutorInternals {
  dialect: PgDialect;
  session: { client: Queryable };
}

// Distinct statement texts are few (one per filter and sort combination of a list), but a connection keeps
// each one it has prepared: past this many, the rarer texts run unnamed.
const MAX_NAMED = 2000;
/** Each named text's name, so a request hashes nothing (a map lookup of its text). */
const named = new Map<string, string>();
const RERUN_UNNAMED = new Set(['0A000', '42P05']);

function nameOf(text: string): string | undefined {
  const known = named.get(text);
  if (known !== undefined || named.size >= MAX_NAMED) return known;
  const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  named.set(text, name);
  return name;
}

/**
 * Runs a hot-path read as a named (prepared) statement: PostgreSQL parses it once per connection instead of at
 * every call, and plans it once too when its generic plan is proven bounded (generic-plans.ts). Rows come back
 * through the driver's parsers (timestamps already in wire form). A plan invalidated by a schema change since it
 * was prepared, or a name the connection already holds, runs once more unnamed.
 */
export async function queryPrepared(exec: Executor, query: SQL | Rendered): Promise<Record<string, unknown>[]> {
  const internals = exec as unknown as ExecutorInternals;
  const { sql: text, params } = 'sql' in query ? query : renderStatement(internals.dialect, query);
  // The database's pool, or the generic one when this text's generic plan is proven bounded (generic-plans.ts).
  const client = genericFor(internals.session.client, text) ?? internals.session.client;
  try {
    return (await client.query({ name: nameOf(text), text, values: params })).rows;
  } catch (error) {
    // 0A000: a plan a schema change invalidated; 42P05: the server holds the name though the driver never
    // saw it parse (a failed statement before it on the embedded database's connection).
    if (!RERUN_UNNAMED.has((error as { code?: string }).code ?? '')) throw error;
    return (await client.query({ text, values: params })).rows;
  }
}

/** A statement as drizzle sends it. */
export interface Rendered {
  sql: string;
  params: unknown[];
}

/** The SQL text and parameters drizzle would send for `query` (built once, then run or used as a key). */
export function renderSql(exec: Executor, query: SQL): Rendered {
  return renderStatement((exec as unknown as ExecutorInternals).dialect, query);
}
