// The pieces field codecs share: messages, optional values, scalar filters, exact decimals.
import { type Field, type FilterOp, toScaled } from '@entrepot/entity';
import { eq, gte, ilike, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

export type ParsedCell = { ok: true; value: unknown } | { ok: false; message: string };

export interface Codec<F extends Field = Field> {
  /** The column; undefined when the field has none (children live in their own table). */
  column(name: string, field: F): PgColumnBuilderBase | undefined;
  /** The written value: wire → stored value. Optional fields also accept null and ''. */
  input(field: F): z.ZodType;
  /** A filter condition from the query string value(s); undefined when the value means "no filter". */
  filter(column: PgColumn, op: FilterOp, raw: string[]): SQL | undefined;
  /** Stored value → wire. */
  output(value: unknown): unknown;
  /** A `range` bound from the query string, undefined to ignore it (types without it: list.ts decides). */
  bound?(raw: string, field: F): unknown;
  /** Wire value → spreadsheet cell (types without it: file-tasks/cells.ts decides). */
  cell?(value: unknown, field: F): string | number | null;
  /** Spreadsheet text (never '') → the value a create or update expects. */
  parseCell?(text: string, field: F): ParsedCell;
}

export { toScaled };

/** '12.3' → 1230n: money compared exactly. */
export function toCents(value: string): bigint {
  return toScaled(value, 2);
}

/** A text matched literally inside a LIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * A substring match, caseless. A text with no letter of two cases (digits, Chinese, punctuation — most searches of
 * a number) matches the same under LIKE as under ILIKE, and LIKE is a quarter cheaper on a trigram index.
 */
export function likeFilter(column: PgColumn | SQL, text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return text.toLowerCase() === text.toUpperCase() ? like(column, pattern) : ilike(column, pattern);
}

export function scalarFilter(column: PgColumn, op: FilterOp, values: unknown[]): SQL | undefined {
  if (values.length === 0) return undefined;
  switch (op) {
    case 'equal':
      return eq(column, values[0]);
    case 'in':
    case 'batch':
      return inArray(column, values);
    case 'like':
      return likeFilter(column, String(values[0]));
    case 'range':
      return undefined; // handled by rangeFilter with its two bounds
  }
}

/** `range` filters arrive as two values, `from,to`, either of which may be empty. */
export function rangeFilter(column: PgColumn, from: unknown, to: unknown): SQL | undefined {
  const parts = [from !== undefined && from !== '' ? gte(column, from) : undefined, to !== undefined && to !== '' ? lte(column, to) : undefined].filter(
    (p): p is SQL => p !== undefined,
  );
  return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : sql`(${parts[0]} and ${parts[1]})`;
}

/** A missing value says what to do (请输入/请选择); a value of the wrong kind says what it must be. */
export const kindError = (verb: '请输入' | '请选择', label: string, kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${verb}${label}` : `${label}${kind}`),
});

export const optional = (schema: z.ZodType, required?: boolean) => (required ? schema : schema.nullable());
