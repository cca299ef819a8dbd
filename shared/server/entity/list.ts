import { EXACT_TOTAL_LIMIT } from '@entrepot/contract';
import { type ChoiceCount, choicesOf, type EntityDecl, isQuery } from '@entrepot/entity';
import { and, type SQL, sql } from 'drizzle-orm';

import { allOn, type Executor } from '../db/database.ts';
import { queryPrepared, renderSql } from '../db/prepared.ts';
import { mergedInListPage } from './in-list-merge.ts';
import { LargeTotals } from './large-totals.ts';
import { orderSql, searchesSubstring, sortPartsOf, whereOf } from './list-filters.ts';
import { columnOf, type EntityTable, rowsOf } from './table.ts';
import { jsonPageSql } from './wire-json.ts';

export { whereOf } from './list-filters.ts';

export interface ListRequest {
  page: number;
  perPage: number;
  /** Raw query string (filters by field key, `sort`, `exact_total`). */
  query: Record<string, unknown>;
  /** Conditions the caller adds: a parent scope, data permissions. */
  scope?: SQL;
  /** More columns of each page row, read in the page's statement (`(select …) as "x"`: reference titles). */
  columns?: SQL[];
  /** false: the page alone, not counted (an export's later pages); `total` is then the rows up to this page's end. */
  total?: boolean;
  /** false: no count bar and no declared totals beside the page (an export's later pages). */
  summary?: boolean;
  /** The declared count bar with the page (`ListResult.counts`): in the page's own statement when it can be. */
  counts?: boolean;
  /** The wire rows' select list (wire-json.ts): the page comes back as the JSON text of its rows (`json`), no rows. */
  wire?: SQL;
}

export interface ListResult {
  rows: Record<string, unknown>[];
  /** The page's rows as JSON, written by the database (asked with `wire`). */
  json?: string;
  total: number;
  estimated: boolean;
  /** The declared `counts` field's choices, each with its rows under every other filter. */
  counts?: ChoiceCount[];
  /** A query's declared `totals` over every filtered row. */
  totals?: Record<string, number | string>;
}

// Each choice's `count(*) filter (where …)`, the same for every request of a table: built once (a list request
// built them anew, a tenth of its server memory churn with nine states).
const choiceCountsOf = new WeakMap<EntityDecl, WeakMap<EntityTable, SQL>>();
function choiceCounts(decl: EntityDecl, table: EntityTable, choices: ReturnType<typeof choicesOf>): SQL {
  let ofDecl = choiceCountsOf.get(decl);
  if (!ofDecl) {
    ofDecl = new WeakMap<EntityTable, SQL>();
    choiceCountsOf.set(decl, ofDecl);
  }
  let counted = ofDecl.get(table);
  if (!counted) {
    const key = decl.counts!;
    counted = sql.join(
      choices.map((c, i) => sql`count(*) filter (where ${and(...whereOf(decl, table, { [key]: c.value }))})::int as ${sql.identifier(`__n${i}`)}`),
      sql`, `,
    );
    ofDecl.set(table, counted);
  }
  return counted;
}

/**
 * The count bar of the declared `counts` field as one derived table's row: `__n` for 全部 (the rows under every
 * other filter and the scope), then `__n0`, `__n1`… for each choice (a record of several choices counts under each).
 */
function countBar(
  decl: EntityDecl,
  table: EntityTable,
  request: Pick<ListRequest, 'query' | 'scope'>,
): { sql: SQL; read(row?: Record<string, unknown>): ChoiceCount[]; total?: string } | undefined {
  const key = decl.counts;
  if (!key) return undefined;
  const choices = choicesOf(decl.fields[key]!);
  // The list's own total is one of the bar's counts when the list filters its field by one choice or not at all.
  const chosen = request.query[key];
  const one = typeof chosen === 'string' && chosen !== '' ? choices.findIndex((c) => c.value === chosen) : -1;
  const total = request.query[`${key}[]`] !== undefined ? undefined : chosen === undefined || chosen === '' ? '__n' : one >= 0 ? `__n${one}` : undefined;
  const conditions = whereOf(decl, table, { ...request.query, [key]: undefined, [`${key}[]`]: undefined });
  if (request.scope) conditions.push(request.scope);
  const where = conditions.length ? sql` where ${and(...conditions)}` : sql``;
  return {
    sql: sql`select count(*)::int as "__n", ${choiceCounts(decl, table, choices)} from ${table}${where}`,
    ...(total ? { total } : {}),
    read: (row) => [
      { value: '', label: '全部', count: Number(row?.__n ?? 0) },
      ...choices.map((c, i) => ({ value: c.value, label: c.label, count: Number(row?.[`__n${i}`] ?? 0) })),
    ],
  };
}

/**
 * A query's declared `totals`: each figure summed over every row under the list's filters and scope, in one
 * statement — integers as numbers, money and decimals as decimal strings (never floats).
 */
export async function sumsOf(
  exec: Executor,
  decl: EntityDecl,
  table: EntityTable,
  request: Pick<ListRequest, 'query' | 'scope'>,
): Promise<Record<string, number | string>> {
  const keys = isQuery(decl) ? (decl.totals ?? []) : [];
  if (keys.length === 0) return {};
  const conditions = whereOf(decl, table, request.query);
  if (request.scope) conditions.push(request.scope);
  const where = conditions.length ? sql` where ${and(...conditions)}` : sql``;
  const sums = keys.map((key, i) => sql`coalesce(sum(${sql.identifier(key)}), 0)::text as ${sql.identifier(`s${i}`)}`);
  const [row] = (await exec.execute<Record<string, string>>(sql`select ${sql.join(sums, sql`, `)} from ${table}${where}`)).rows;
  const decimal = (key: string) => ['money', 'decimal'].includes(decl.fields[key]!.type);
  return Object.fromEntries(keys.map((key, i) => [key, decimal(key) ? (row?.[`s${i}`] ?? '0') : Number(row?.[`s${i}`] ?? 0)]));
}

/** The planner's estimate of the rows a filter matches (shown as 共 约N 条 above the exact limit). */
async function estimateOf(exec: Executor, table: EntityTable, where: SQL | undefined): Promise<number> {
  const plan = await exec.execute(sql`explain (format json) ${exec.select({ one: sql`1` }).from(table).where(where)}`);
  const json = (plan.rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
  return Math.max(EXACT_TOTAL_LIMIT + 1, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0));
}

/**
 * Exact totals up to 10,000 (counting stops there); above, the planner's estimate, flagged so the UI shows
 * 共 约N 条 with a click that asks again with `exact_total=1`.
 */
export async function countOf(exec: Executor, table: EntityTable, where: SQL | undefined, exact: boolean): Promise<{ total: number; estimated: boolean }> {
  if (exact) {
    const [row] = await exec.select({ n: sql<string>`count(*)` }).from(table).where(where);
    return { total: Number(row?.n ?? 0), estimated: false };
  }
  const whereSql = where ? sql` where ${where}` : sql``;
  const counted = await exec.execute<{ n: string }>(sql`select count(*) as n from (select 1 from ${table}${whereSql} limit ${EXACT_TOTAL_LIMIT + 1}) capped`);
  const n = Number(counted.rows[0]?.n ?? 0);
  return n <= EXACT_TOTAL_LIMIT ? { total: n, estimated: false } : { total: await estimateOf(exec, table, where), estimated: true };
}

// The capped total's column in the one-statement page; no declared field starts with two underscores.
const TOTAL = '__capped_total';
const largeTotals = new LargeTotals();

type Row = Record<string, unknown>;

/** How a page statement's answer reads: its rows, or the JSON of its rows (one row holding `__json`, `__rows`). */
interface PageShape {
  /** The page on its own. */
  alone: SQL;
  /** The page beside the capped total in the one-statement read. */
  joined: SQL;
  read(rows: Row[]): { rows: Row[]; json?: string; count: number };
}

function pageShape(pageSql: SQL, wire: SQL | undefined): PageShape {
  if (!wire) {
    // Left-joined laterally: a page past the last still answers one row, holding only the total and the bar.
    const read = (rows: Row[]) => {
      const page = rows.filter((r) => r['id'] != null);
      return { rows: page, count: page.length };
    };
    return { alone: pageSql, joined: sql`left join lateral (${pageSql}) p on true`, read };
  }
  const json = jsonPageSql(pageSql, wire);
  return {
    alone: json,
    joined: sql`cross join (${json}) p`,
    read: (rows) => ({ rows: [], json: String(rows[0]?.__json ?? '[]'), count: Number(rows[0]?.__rows ?? 0) }),
  };
}

/**
 * A substring search's matches, up to the exact limit's one more, as `m` (materialized: read once), and the page
 * from them in the list's order: the rows of `m` themselves, or — when the page reads more columns (reference
 * titles, written over the table's own columns) — the table's rows by the keys of `m`'s page.
 */
function matchesOnce(table: EntityTable, whereSql: SQL, sort: ReturnType<typeof sortPartsOf>, columns: SQL[] | undefined, limit: number, offset: number) {
  const id = columnOf(table, 'id');
  const order = sql.join(
    sort.map((p) => sql`m.${sql.identifier(columnOf(table, p.field).name)} ${sql.raw(p.dir)}`),
    sql`, `,
  );
  const fromM = (select: SQL) => sql`select ${select} from m order by ${order} limit ${limit} offset ${offset}`;
  return {
    with: sql`with m as materialized (select * from ${table}${whereSql} limit ${EXACT_TOTAL_LIMIT + 1}) `,
    page: columns?.length
      ? sql`select ${table}.*, ${sql.join(columns, sql`, `)} from ${table} where ${id} in (${fromM(sql`m.${sql.identifier(id.name)}`)}) order by ${orderSql(table, sort)}`
      : fromM(sql`*`),
  };
}

export async function listRows(exec: Executor, decl: EntityDecl, table: EntityTable, request: ListRequest): Promise<ListResult> {
  const conditions = whereOf(decl, table, request.query);
  if (request.scope) conditions.push(request.scope);
  const where = conditions.length ? and(...conditions) : undefined;
  const sort = sortPartsOf(decl, request.query.sort);
  // Plain statements on the hot path: the rows come back as the driver parses them (keys are the column
  // names, which are the field keys), without the query builder's per-value mapping.
  const whereSql = where ? sql` where ${where}` : sql``;
  const selected = request.columns?.length ? sql.join([sql`${rowsOf(table)}.*`, ...request.columns], sql`, `) : sql`*`;
  const limit = request.perPage;
  const offset = (request.page - 1) * request.perPage;
  const merged = mergedInListPage(decl, table, { query: request.query, scope: request.scope, sort, selected, limit, offset });
  const page = pageShape(
    merged ?? sql`select ${selected} from ${table}${whereSql} order by ${orderSql(table, sort)} limit ${limit} offset ${offset}`,
    request.wire,
  );
  const bar = request.counts ? countBar(decl, table, request) : undefined;
  const barAlone = async () => (bar ? { counts: bar.read((await exec.execute<Row>(bar.sql)).rows[0]) } : {});
  const pageAlone = async () => page.read(await queryPrepared(exec, page.alone));
  const answer = ({ rows, json }: { rows: Row[]; json?: string }) => (json === undefined ? { rows } : { rows, json });
  if (request.total === false) {
    const [read, counts] = await allOn(exec, [pageAlone, barAlone]);
    return { ...answer(read), total: offset + read.count, estimated: true, ...counts };
  }
  if (request.query.exact_total === '1' || request.query.exact_total === 'true') {
    const [read, count, counts] = await allOn(exec, [pageAlone, () => countOf(exec, table, where, true), barAlone]);
    return { ...answer(read), ...count, ...counts };
  }
  if (bar?.total) {
    // The bar counts every row under the other filters: the total is its count of the chosen value (or of all), exact.
    const rows = await queryPrepared(exec, sql`select k.*, p.* from (${bar.sql}) k ${page.joined}`);
    return { ...answer(page.read(rows)), total: Number(rows[0]?.[bar.total] ?? 0), estimated: false, counts: bar.read(rows[0]) };
  }
  // A filter whose total is known to be above the exact limit (its estimate kept): the page alone. The filter's
  // rendered text and parameters, data rules included, key the large totals — one user's estimate never answers
  // another's list.
  const filtered = renderSql(exec, sql`${table}${whereSql}`);
  const totalKey = JSON.stringify([filtered.sql, filtered.params]);
  const knownLarge = largeTotals.get(totalKey);
  if (knownLarge !== undefined) {
    const [read, counts] = await allOn(exec, [pageAlone, barAlone]);
    return { ...answer(read), total: knownLarge, estimated: true, ...counts };
  }
  // The page, its capped total and the count bar in one statement: one round trip and one plan per list request.
  // A substring search reads its matches once (`m`): counted, and the page's keys taken from them in order; the
  // page is right only when every match is in `m` (not past the cap), else it is read again on its own.
  const once =
    !merged && !isQuery(decl) && searchesSubstring(decl, request.query) ? matchesOnce(table, whereSql, sort, request.columns, limit, offset) : undefined;
  const counted = once
    ? sql`select count(*) as n from m`
    : sql`select count(*) as n from (select 1 from ${table}${whereSql} limit ${EXACT_TOTAL_LIMIT + 1}) capped`;
  const shape = once ? pageShape(once.page, request.wire) : page;
  const statement = sql`${once ? once.with : sql``}select c.n as ${sql.identifier(TOTAL)}${bar ? sql`, k.*` : sql``}, p.* from (${counted}) c${bar ? sql` cross join (${bar.sql}) k` : sql``} ${shape.joined}`;
  const rows = await queryPrepared(exec, statement);
  const n = Number(rows[0]?.[TOTAL] ?? 0);
  const counts = bar ? { counts: bar.read(rows[0]) } : {};
  const read = once && n > EXACT_TOTAL_LIMIT ? answer(await pageAlone()) : answer(shape.read(rows));
  if (n <= EXACT_TOTAL_LIMIT) return { ...read, total: n, estimated: false, ...counts };
  const estimate = await estimateOf(exec, table, where);
  largeTotals.set(totalKey, estimate);
  return { ...read, total: estimate, estimated: true, ...counts };
}
