// A faster rendering of the statements a list builds on every request. drizzle's renderer asks of each chunk, in
// turn, whether it is a string, a name, a query, a table, a column… each question walking the chunk's class chain,
// and copies its configuration at every nesting: a fifth of a list request's server CPU (scripts/bench/list-orders.ts
// profiled). This one answers the chunks list statements are made of by their class; a statement holding anything
// else (a subquery, a view, an alias, a placeholder, inlined parameters) is left to drizzle whole.
import { Column, Name, Param, type SQL, SQL as SqlClass, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

interface Out {
  text: string;
  params: unknown[];
}

/** The dialect's column-name casing (drizzle keeps it off its typed surface). */
interface Cased {
  casing: { getColumnCasing(column: Column): string };
}

const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
/** Thrown inside the walk when a chunk is not one this renderer knows; the caller then asks drizzle. */
const UNKNOWN = Symbol('unknown chunk');

function tableName(dialect: PgDialect, table: Record<symbol, unknown>): string {
  const schema = table[TABLE_SCHEMA] as string | undefined;
  const name = dialect.escapeName(table[TABLE_NAME] as string);
  return schema === undefined || table[IS_ALIAS] ? name : `${dialect.escapeName(schema)}.${name}`;
}

function walk(dialect: PgDialect, chunks: readonly unknown[], out: Out): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) out.text += chunk.value.join('');
    else if (chunk instanceof SqlClass) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNKNOWN;
      walk(dialect, chunk.queryChunks, out);
    } else if (chunk instanceof Param) {
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && !Buffer.isBuffer(value)) throw UNKNOWN;
      out.params.push(value);
      out.text += dialect.escapeParam(out.params.length - 1);
    } else if (chunk instanceof Column) {
      const table = chunk.table as unknown as Record<symbol, unknown>;
      out.text += `${tableName(dialect, table)}.${dialect.escapeName((dialect as unknown as Cased).casing.getColumnCasing(chunk))}`;
    } else if (chunk instanceof Table) out.text += tableName(dialect, chunk as unknown as Record<symbol, unknown>);
    else if (chunk instanceof Name) out.text += dialect.escapeName(chunk.value);
    else if (chunk === undefined) continue;
    else if (Array.isArray(chunk)) {
      out.text += '(';
      chunk.forEach((item, i) => {
        if (i > 0) out.text += ', ';
        walk(dialect, [item], out);
      });
      out.text += ')';
    } else if (chunk === null || typeof chunk !== 'object') {
      out.params.push(chunk);
      out.text += dialect.escapeParam(out.params.length - 1);
    } else throw UNKNOWN;
  }
}

/** The text and parameters drizzle's `dialect.sqlToQuery(query)` gives, for list statements faster. */
export function renderStatement(dialect: PgDialect, query: SQL): { sql: string; params: unknown[] } {
  const out: Out = { text: '', params: [] };
  try {
    walk(dialect, query.queryChunks, out);
  } catch (error) {
    if (error !== UNKNOWN) throw error;
    return dialect.sqlToQuery(query);
  }
  const rendered = { sql: out.text, params: out.params };
  if (CHECKED) sameAsDrizzle(rendered, dialect.sqlToQuery(query));
  return rendered;
}

// Under the test runner every statement is rendered both ways and must read the same: the whole database suite
// checks this renderer against drizzle's.
const CHECKED = Boolean(process.env['VITEST']);
function sameAsDrizzle(ours: { sql: string; params: unknown[] }, theirs: { sql: string; params: unknown[] }): void {
  const same =
    ours.sql === theirs.sql &&
    ours.params.length === theirs.params.length &&
    ours.params.every((p, i) => Object.is(p, theirs.params[i]) || String(p) === String(theirs.params[i]));
  if (!same)
    throw new Error(`renderStatement differs from drizzle:\n${ours.sql}\n${JSON.stringify(ours.params)}\n${theirs.sql}\n${JSON.stringify(theirs.params)}`);
}
