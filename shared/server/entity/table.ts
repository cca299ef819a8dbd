import { type ChildrenField, columnName, type EntityDecl, type Field } from '@entrepot/entity';
import { type BuildColumns, is, type SQL, Subquery, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgSchema,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { codecOf } from './field-codecs.ts';
import type { NotNullField, StoredValue } from './service.ts';

// biome-ignore lint/suspicious/noExplicitAny: derived tables are addressed by key at run time
export type EntityTable = PgTableWithColumns<any>;

/**
 * A column whose value reads as `T` (the declaration's stored form, or null where the field is optional), of the
 * table named `Table` (each entity's table has a name type of its own, which drizzle needs to type a join's sides).
 */
type TypedColumn<Table extends string, T, NotNull extends boolean, HasDefault extends boolean = false> = PgColumn<{
  name: string;
  tableName: Table;
  dataType: 'custom';
  columnType: 'EntityColumn';
  data: T;
  driverParam: unknown;
  notNull: NotNull;
  hasDefault: HasDefault;
  isPrimaryKey: false;
  isAutoincrement: false;
  hasRuntimeDefault: false;
  enumValues: undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;
/** The base columns every entity table has (a type, not an interface: drizzle reads its columns as a record). */
type BaseColumns<Table extends string> = {
  id: TypedColumn<Table, string, true>;
  version: TypedColumn<Table, number, true, true>;
  created_at: TypedColumn<Table, Date, true, true>;
  updated_at: TypedColumn<Table, Date, true, true>;
  created_by: TypedColumn<Table, string, false>;
  updated_by: TypedColumn<Table, string, false>;
};
/** The declared fields' columns: child lists live in their own table; a field naming a base column is that column. */
type FieldColumns<Table extends string, Fs extends EntityDecl['fields']> = {
  [K in keyof Fs as Fs[K] extends ChildrenField ? never : K extends keyof BaseColumns<Table> ? never : K]: TypedColumn<
    Table,
    StoredValue<Fs[K]>,
    NotNullField<Fs[K]>,
    Fs[K] extends { type: 'status' | 'references' } ? true : false // defaults: the initial state, an empty list
  >;
};
/** No server-only columns (tableOf's `extra`). */
type NoColumns = Record<never, PgColumnBuilderBase>;
/** An entity's table typed by its declaration: each column reads as its field's stored value (StoredValue). */
export type TypedTable<D extends EntityDecl, Extra extends Record<string, PgColumnBuilderBase> = NoColumns> = PgTableWithColumns<{
  name: TableName<D>;
  schema: string;
  dialect: 'pg';
  columns: BaseColumns<TableName<D>> & FieldColumns<TableName<D>, D['fields']> & BuildColumns<TableName<D>, Extra, 'pg'>;
}>;
type TableName<D extends EntityDecl> = string & { readonly table: D };

const schemas = new Map<string, ReturnType<typeof pgSchema>>();
function schemaOf(name: string) {
  let s = schemas.get(name);
  if (!s) {
    s = pgSchema(name);
    schemas.set(name, s);
  }
  return s;
}

/** The Postgres schema object, so hand-written tables of a module share it with derived ones. */
export const moduleSchema = schemaOf;

function fieldColumn(key: string, field: Field): PgColumnBuilderBase | undefined {
  const builder = codecOf(field).column(columnName(key, field), field as never);
  if (!builder) return undefined; // children live in their own table
  return field.required || field.type === 'status' || field.type === 'references'
    ? (builder as unknown as { notNull(): PgColumnBuilderBase }).notNull()
    : builder;
}

/**
 * The Drizzle table of an entity: id (UUIDv7 from the application), its fields, audit columns and a
 * version for optimistic locking; unique indexes for unique fields, trigram indexes for substring filters.
 * `extra` adds server-only columns a declaration must not expose (e.g. a password hash).
 */
export function tableOf<D extends EntityDecl, X extends Record<string, PgColumnBuilderBase> = NoColumns>(decl: D, extra: X = {} as X): TypedTable<D, X> {
  const columns: Record<string, PgColumnBuilderBase> = { id: uuid('id').primaryKey() };
  for (const [key, field] of Object.entries(decl.fields)) {
    const column = fieldColumn(key, field);
    if (column) columns[key] = column;
  }
  Object.assign(columns, extra, {
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
  });
  return schemaOf(decl.schema).table(decl.tableName, columns, (t) => {
    const table = t as unknown as Record<string, AnyPgColumn>;
    const composite = decl.indexes.map((cols) => {
      const name = `${decl.tableName}_${cols.map((c) => c.replace('-', '')).join('_')}_idx`;
      const column = (c: string) => table[c.replace('-', '')] as unknown as ExtraConfigColumn;
      // PostgreSQL sorts DESC with nulls first: an index built DESC NULLS LAST (drizzle's default) cannot
      // serve `order by x desc`, so the planner walks another index and sorts. Nulls first, as the lists sort.
      const [first, ...rest] = cols.map((c) => (c.startsWith('-') ? column(c).desc().nullsFirst() : column(c).asc()));
      return index(name).on(first!, ...rest);
    });
    const partial = decl.partialIndexes.map(({ on, where, unique }) => {
      const [first, ...rest] = on.map((c) => table[c] as unknown as ExtraConfigColumn);
      const when = Object.entries(where).map(([k, v]) => sql`${table[k]} = ${sql.raw(`'${v.replace(/'/g, "''")}'`)}`);
      const name = `${decl.tableName}_${Object.values(where).join('_')}_${on.slice(0, 2).join('_')}_${unique ? 'uq' : 'idx'}`;
      return (unique ? uniqueIndex : index)(name)
        .on(first!, ...rest)
        .where(sql.join(when, sql` and `));
    });
    // A filtered or sorted column gets an index of its own unless a declared index starts with it: that one
    // serves its filters and its order too (walked backwards for the other direction), and every index more
    // is one more path the planner weighs for each list statement and one more to write.
    const leading = new Set(decl.indexes.map((cols) => cols[0]!.replace('-', '')));
    return [
      ...composite,
      ...partial,
      ...Object.entries(decl.fields).flatMap(([key, field]) => {
        const column = table[key];
        if (!column) return [];
        const base = `${decl.tableName}_${columnName(key, field)}`;
        const textual = field.type === 'text' || field.type === 'code';
        return [
          field.unique ? uniqueIndex(`${base}_uq`).on(textual ? sql`lower(${column})` : column) : undefined,
          field.filter === 'like' ? index(`${base}_trgm`).using('gin', sql`${column} gin_trgm_ops`) : undefined,
          field.type === 'references' ? index(`${base}_gin`).using('gin', column) : undefined,
          !field.unique &&
          field.filter !== 'like' &&
          field.type !== 'references' &&
          field.type !== 'files' &&
          (field.filter || field.sortable) &&
          !leading.has(key)
            ? index(`${base}_idx`).on(column)
            : undefined,
        ].filter((i) => i !== undefined);
      }),
    ];
  }) as unknown as TypedTable<D, X>;
}

export function columnOf(table: EntityTable, key: string): PgColumn {
  const column = (table as unknown as Record<string, PgColumn>)[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}

/** How a statement names the rows of `table` in its select list: the table, or a query's source by its alias. */
export function rowsOf(table: EntityTable): SQL {
  return is(table, Subquery) ? sql`${sql.identifier((table as unknown as Subquery)._.alias)}` : sql`${table}`;
}
