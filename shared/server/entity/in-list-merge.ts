// A page filtered by a short list of values (`account_id=3,7,11`) and sorted by what a declared index holds
// right after that column reads best as one ordered index walk per value, merged (Merge Append), rather
// than one walk of the sort's own index discarding every row of the other values. PostgreSQL 15 does not
// split an IN list by itself (no skip scan), so the engine writes the union when a declared index fits.
// Each arm keeps every other condition (filters, data rules) and stops at offset + limit rows.
import type { EntityDecl } from '@entrepot/entity';
import { and, type SQL, sql } from 'drizzle-orm';
import { codecOf, filterValues } from './field-codecs.ts';
import { orderSql, type SortPart, whereOf } from './list-filters.ts';
import { columnOf, type EntityTable } from './table.ts';

/** More values than this: one walk of the sort index is as good as the union. */
const MAX_ARMS = 16;

export interface MergedPage {
  query: Record<string, unknown>;
  scope?: SQL;
  sort: SortPart[];
  selected: SQL;
  limit: number;
  offset: number;
}

const columnsOf = (index: string[]): SortPart[] => index.map((c) => ({ field: c.replace(/^-/, ''), dir: c.startsWith('-') ? 'desc' : 'asc' }));

/** The index walks `sort` in order (forwards or backwards) once its leading columns are fixed. */
function walksInOrder(rest: SortPart[], sort: SortPart[]): boolean {
  if (rest.length < sort.length) return false;
  const same = sort.every((p, i) => rest[i]?.field === p.field && rest[i]?.dir === p.dir);
  const reversed = sort.every((p, i) => rest[i]?.field === p.field && rest[i]?.dir !== p.dir);
  return same || reversed;
}

/** The list filter whose values split the page: after equality-filtered columns, before the sort's columns. */
function splittingField(decl: EntityDecl, query: Record<string, unknown>, sort: SortPart[]): string | undefined {
  const fixed = (key: string) => decl.fields[key]?.filter === 'equal' && filterValues(query, key).length > 0;
  for (const index of decl.indexes) {
    const columns = columnsOf(index);
    let i = 0;
    while (i < columns.length && fixed(columns[i]!.field)) i++;
    const key = columns[i]?.field;
    const filter = key ? decl.fields[key]?.filter : undefined;
    if (key && (filter === 'in' || filter === 'batch') && walksInOrder(columns.slice(i + 1), sort)) return key;
  }
  return undefined;
}

/** The page as a union of one ordered arm per value, or undefined when no declared index makes it pay. */
export function mergedInListPage(decl: EntityDecl, table: EntityTable, page: MergedPage): SQL | undefined {
  const key = splittingField(decl, page.query, page.sort);
  // An array column (references) can match several values: its row would come once per arm.
  if (!key || columnOf(table, key).columnType === 'PgArray') return undefined;
  const field = decl.fields[key]!;
  const values = [...new Set(filterValues(page.query, key))];
  if (values.length < 2 || values.length > MAX_ARMS) return undefined;
  const others = whereOf(decl, table, { ...page.query, [key]: undefined });
  if (page.scope) others.push(page.scope);
  const tableOrder = orderSql(table, page.sort);
  const arms = values
    .map((value) => codecOf(field).filter(columnOf(table, key), field.filter!, [value]))
    .filter((condition): condition is SQL => condition !== undefined)
    .map(
      (condition) => sql`(select ${page.selected} from ${table} where ${and(...others, condition)} order by ${tableOrder} limit ${page.offset + page.limit})`,
    );
  if (arms.length < 2) return undefined;
  const unionOrder = sql.join(
    page.sort.map((p) => sql`${sql.identifier(p.field)} ${sql.raw(p.dir)}`),
    sql`, `,
  );
  return sql`select * from (${sql.join(arms, sql` union all `)}) merged order by ${unionOrder} limit ${page.limit} offset ${page.offset}`;
}
