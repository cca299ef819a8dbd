// The list's WHERE (declared filters) and ORDER BY (declared sortable fields, ending in id).
import { type EntityDecl, type Field, isIsoDay, own } from '@entrepot/entity';
import { and, asc, desc, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { invalid } from '../errors.ts';
import { codecOf, filterValues, rangeFilter } from './field-codecs.ts';
import { columnOf, type EntityTable } from './table.ts';

const ALWAYS_SORTABLE = new Set(['created_at', 'updated_at']);

// Each declaration's filterable fields, listed once (a list request reads them once or twice).
const filterable = new WeakMap<EntityDecl, [string, Field][]>();
const filterableOf = (decl: EntityDecl) => {
  let fields = filterable.get(decl);
  if (!fields) {
    fields = Object.entries(decl.fields).filter(([, field]) => field.filter);
    filterable.set(decl, fields);
  }
  return fields;
};
const given = (v: unknown) => v !== undefined && v !== '';

/** Whether the query searches a text by substring (a `like` filter): its rows come from a trigram search, not an ordered walk. */
export function searchesSubstring(decl: EntityDecl, query: Record<string, unknown>): boolean {
  return filterableOf(decl).some(([key, field]) => field.filter === 'like' && (given(query[key]) || given(query[`${key}[]`])));
}

/** The declared filters present in the query; empty values mean "no filter". */
export function whereOf(decl: EntityDecl, table: EntityTable, query: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, field] of filterableOf(decl)) {
    // A filter the query does not name adds nothing: skipped before anything is built for it.
    if (field.filter === 'range' ? !given(query[`${key}_from`]) && !given(query[`${key}_to`]) : !given(query[key]) && !given(query[`${key}[]`])) continue;
    const column = columnOf(table, key);
    const condition =
      field.filter !== 'range'
        ? field.filter === 'like' && field.likeAlso?.length
          ? anyLike(decl, table, [key, ...field.likeAlso], filterValues(query, key))
          : valueFilter(key, field, column, filterValues(query, key))
        : field.type === 'datetime' && field.days
          ? dayRange(column, dayOf(field, query, `${key}_from`), dayOf(field, query, `${key}_to`))
          : rangeFilter(column, boundOf(field, query, `${key}_from`), boundOf(field, query, `${key}_to`));
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** A `like` filter over several text fields (`likeAlso`): a record matching in any of them. */
function anyLike(decl: EntityDecl, table: EntityTable, keys: string[], values: string[]): SQL | undefined {
  const each = keys.map((k) => valueFilter(k, { ...decl.fields[k]!, filter: 'like' }, columnOf(table, k), values)).filter((c): c is SQL => c !== undefined);
  return each.length ? or(...each) : undefined;
}

/** A pasted list (`batch`) splits at commas, blanks and line breaks: codes copied from a spreadsheet column. */
const pasted = (values: string[]) => values.flatMap((v) => v.split(/[\s,，]+/)).filter((v) => v !== '');

/** An equal / in / like / batch filter: caseless text compared in lower case, an unknown choice refused. */
function valueFilter(key: string, field: Field, column: PgColumn, raw: string[]): SQL | undefined {
  const values = field.filter === 'batch' ? pasted(raw) : raw;
  // A choice that is none of the declared ones is a wrong request: one alone is refused, and so is a list of
  // nothing but such choices (the list would widen to every row); in a list with known ones they match nothing.
  if ((field.type === 'enum' || field.type === 'status') && (field.filter === 'equal' || field.filter === 'in') && values.length) {
    const known = field.type === 'enum' ? field.options.map((o) => o.value) : Object.keys(field.machine.states);
    const unknown = values.filter((v) => !known.includes(v)).length;
    if (field.filter === 'equal' ? unknown > 0 : unknown === values.length) throw invalid(key, `${field.label}不正确`);
  }
  if ((field.type === 'text' || field.type === 'code') && field.caseless && field.filter !== 'like' && values.length) {
    return inArray(
      sql`lower(${column})`,
      values.map((v) => v.toLowerCase()),
    );
  }
  return codecOf(field).filter(column, field.filter ?? 'equal', values);
}

/** A day bound of a datetime range (`days`): `YYYY-MM-DD` or nothing; anything else is refused. */
function dayOf(field: Field, query: Record<string, unknown>, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (!isIsoDay(String(raw))) throw invalid(name, `${field.label}格式应为 YYYY-MM-DD`);
  return String(raw);
}

/** The instants of whole days in Asia/Shanghai: from the first day's start to the last day's end. */
function dayRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  const start = (day: string) => new Date(`${day}T00:00:00+08:00`);
  const parts = [from ? gte(column, start(from)) : undefined, to ? lt(column, new Date(start(to).getTime() + 86_400_000)) : undefined].filter(
    (p): p is SQL => p !== undefined,
  );
  return parts.length ? and(...parts) : undefined;
}

/** A range bound: the codec's own reading when it has one (decimal, quantity), else by type. */
function boundOf(field: Field, query: Record<string, unknown>, name: string): unknown {
  const raw = query[name];
  const bound = codecOf(field).bound;
  if (!bound) return codecValue(field, raw, name);
  return raw === undefined || raw === '' ? undefined : bound(String(raw), field);
}

/** A day or a time that does not read as one is refused, never dropped (the list would answer unfiltered). */
function codecValue(field: Field, raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (field.type === 'number') return Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  if (field.type === 'date') {
    if (!isIsoDay(String(raw))) throw invalid(name, `${field.label}格式应为YYYY-MM-DD`);
    return String(raw);
  }
  if (field.type === 'datetime') {
    const d = new Date(String(raw));
    if (Number.isNaN(d.getTime())) throw invalid(name, `${field.label}格式不正确`);
    return d;
  }
  return String(raw);
}

export interface SortPart {
  field: string;
  dir: 'asc' | 'desc';
}

/** `sort=name,-created_at`: declared sortable fields only, always ending in id (a unique tuple). */
export function sortPartsOf(decl: EntityDecl, sortParam: unknown): SortPart[] {
  const requested = typeof sortParam === 'string' && sortParam !== '' ? sortParam.split(',') : [];
  const parts: SortPart[] = requested.length
    ? requested.map((s) => {
        const key = s.replace(/^[-+]/, '');
        if (!ALWAYS_SORTABLE.has(key) && !own(decl.fields, key)?.sortable) throw invalid('sort', `不能按${key}排序`);
        return { field: key, dir: s.startsWith('-') ? 'desc' : 'asc' };
      })
    : decl.defaultSort;
  return [...parts, { field: 'id', dir: parts.at(-1)?.dir === 'asc' ? 'asc' : 'desc' }];
}

/** The ORDER BY of those parts, on the table's columns. */
export function orderSql(table: EntityTable, sort: SortPart[]): SQL {
  return sql.join(
    sort.map((p) => (p.dir === 'asc' ? asc(columnOf(table, p.field)) : desc(columnOf(table, p.field)))),
    sql`, `,
  );
}
