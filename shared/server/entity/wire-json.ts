// A list page written as JSON by the database (README "Lists"): each wire field's value as a SQL expression
// over the page's row `p`, aggregated with json_agg into the answer's `list` text. The server then neither
// parses the rows nor builds and serialises their objects — at 20 to 50 rows that was most of a list
// request's server time. The expressions give exactly what `toWire` and JSON.stringify give the rows path;
// a field whose wire form needs the server (files) keeps the entity on that path.
import type { EntityDecl, Field, ReferencesField } from '@entrepot/entity';
import { type SQL, sql } from 'drizzle-orm';

// The select list is plain text (names and fixed SQL, no parameter), rendered once per entity: a request's
// statement then carries it as one raw chunk instead of walking a tree of fragments.
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The page row's alias in the wire statement. */
const ROW = 'p';
const column = (key: string) => `${ROW}.${quoted(key)}`;

// toWireTime: ISO 8601 UTC, milliseconds (truncated, as the driver's parser reads them) only when not zero — one
// to_char with them, dropped when they are .000 (a tenth cheaper per page than comparing truncations first).
const timeOf = (c: string) => `replace(to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '.000Z', 'Z')`;

/** A declared field's wire value in SQL, or undefined when only the server can make it. */
function wireOf(field: Field, c: string): string | undefined {
  switch (field.type) {
    case 'money':
    case 'decimal':
      return `${c}::text`; // decimals travel as text, never as JSON numbers
    case 'datetime':
      return timeOf(c);
    case 'enum':
      return field.many ? `coalesce(${c}, '{}')` : c;
    case 'references':
      return `coalesce(${c}, '{}')`;
    case 'file':
    case 'files':
    case 'children':
      return undefined;
    default:
      return c;
  }
}

export interface WireColumn {
  key: string;
  /** Hidden with this field (a reference's title goes with its reference). */
  of: string;
  sql: string;
}

/**
 * Every wire column of a list page in `toWire`'s order, then the reference titles the page's statement reads
 * (`<key>__title`, see service.ts); undefined when a field's wire form needs the server. `has`: whether the rows
 * hold a column (a query's source may lack the base columns; toWire then leaves the key out).
 */
export function wireColumnsOf(
  decl: EntityDecl,
  base: readonly string[],
  titled: readonly string[],
  titleSuffix: string,
  has: (key: string) => boolean,
  listed: (field: ReferencesField) => { target: EntityDecl; by: string } | undefined,
): WireColumn[] | undefined {
  const columns: WireColumn[] = base.filter(has).map((key) => ({ key, of: key, sql: key.endsWith('_at') ? timeOf(column(key)) : column(key) }));
  for (const [key, field] of Object.entries(decl.fields)) {
    // a field declaring a base column (`created_at: createdAt()`) is written once, where the base columns are
    if (field.writeOnly || field.type === 'children' || !has(key) || base.includes(key)) continue;
    const value = wireOf(field, column(key));
    if (!value) return undefined;
    columns.push({ key, of: key, sql: value });
  }
  for (const key of titled) columns.push({ key: `${key}_title`, of: key, sql: column(`${key}${titleSuffix}`) });
  for (const [key, field] of Object.entries(decl.fields)) {
    const titles = field.type === 'references' && !field.writeOnly && has(key) ? listed(field) : undefined;
    if (titles) columns.push({ key: `${key}_titles`, of: key, sql: titlesOf(key, titles.target, titles.by) });
  }
  return columns;
}

/** A references list's titles in its order (`expand`'s `<key>_titles`): a key whose record is gone shows as itself. */
function titlesOf(key: string, target: EntityDecl, by: string): string {
  const table = `${quoted(target.schema)}.${quoted(target.tableName)}`;
  return `array(select coalesce(t.${quoted(target.titleField)}::text, k.v::text) from unnest(${column(key)}) with ordinality k(v, ord) left join ${table} t on t.${quoted(by)} = k.v order by k.ord)`;
}

/** The select list of the wire rows without the hidden fields. */
export function wireSelect(columns: WireColumn[], hidden: ReadonlySet<string>): SQL {
  const shown = hidden.size === 0 ? columns : columns.filter((c) => !hidden.has(c.of) && !hidden.has(c.key));
  return sql.raw(shown.map((c) => `${c.sql} as ${quoted(c.key)}`).join(', '));
}

/** The page statement's JSON: `__json` (the rows as a JSON array, in the page's order) and `__rows` (how many). */
export function jsonPageSql(pageSql: SQL, wire: SQL): SQL {
  return sql`select coalesce(json_agg(w), '[]')::text as "__json", count(*)::int as "__rows" from (select ${wire} from (${pageSql}) ${sql.raw(ROW)}) w`;
}
