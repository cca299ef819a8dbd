// The list route of a declared query (@entrepot/entity `defineQuery`): the engine's filters, sort, paging and
// capped totals over a SQL source built per request (a join, an aggregate, an operation log), its data rules
// inside it. The source answers an `id` column, unique per row, and one column per declared field.
import { ok } from '@entrepot/contract';
import type { EntityDecl, QueryDecl } from '@entrepot/entity';
import { and, Column, eq, is, SQL, type Subquery, sql } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { parse } from '../http.ts';
import { pageAnswer, pageQueryWithFilters, withoutEmpty, withRowsJson } from '../paging.ts';
import { auditLog } from './audit.schema.ts';
import { gatewayData } from './gateway.ts';
import { gatewayPageWithFilters, type Route } from './handlers.ts';
import { masksOwn } from './mask.ts';
import { type EntityRegistry, EntityService } from './service.ts';
import { columnOf, type EntityTable } from './table.ts';

type Row = Record<string, unknown>;

export interface QueryListOptions {
  /** The rows for this request: `new QueryBuilder().select(sourceColumns({ id: …, … })).from(…).where(scope).as('q')`. */
  source(request: FastifyRequest): Subquery;
  /** The page's rows as answered (a reader's hidden columns taken out of a log's changes, labels added). */
  rows?(rows: Row[], request: FastifyRequest): Row[] | Promise<Row[]>;
  /** Titles of reference fields (the module's services' registry); a query without references needs none. */
  registry?: EntityRegistry;
}

/**
 * A source's select list with each field named by its key: a column of another name, or an expression, is
 * aliased (`sku_code: skus.code` → `"skus"."code" as "sku_code"`), so the engine's filters and the rows find it.
 */
export function sourceColumns<K extends string>(columns: Record<K, PgColumn | SQL | SQL.Aliased>): Record<K, PgColumn | SQL.Aliased> {
  return Object.fromEntries(
    Object.entries<PgColumn | SQL | SQL.Aliased>(columns).map(([key, c]) => [
      key,
      is(c, Column) && c.name === key ? c : is(c, SQL.Aliased) && c.fieldAlias === key ? c : sql`${c}`.as(key),
    ]),
  ) as Record<K, PgColumn | SQL.Aliased>;
}

const NO_REFERENCES: EntityRegistry = { get: () => undefined };
const NO_HIDDEN: ReadonlySet<string> = new Set();

/** The rows of `decl` for one request, read through the entity engine's list (`service.list`). */
export function queryService(decl: QueryDecl, source: Subquery, registry: EntityRegistry = NO_REFERENCES): EntityService {
  return new EntityService(decl, source as unknown as EntityTable, registry);
}

/**
 * How a query list's page gets its rows: as JSON the database writes (wire-json.ts) unless the module finishes the
 * rows (`rows`) or the reader sees a field masked; otherwise the rows, finished by the module.
 */
function pageRows(decl: QueryDecl, options: QueryListOptions) {
  return {
    wireFor: (service: EntityService, request: FastifyRequest) => (options.rows || masksOwn(decl, request.user) ? undefined : service.wireSelect(NO_HIDDEN)),
    rowsOf: async (r: { rows: Row[]; json?: string }, request: FastifyRequest) =>
      r.json !== undefined ? [] : options.rows ? await options.rows(r.rows, request) : r.rows,
  };
}

/** `?page&per_page&<filters>&sort` → {list, total, page, per_page}, guarded by the query's read code. */
export function queryList(decl: QueryDecl, database: Database, options: QueryListOptions): Route {
  const { wireFor, rowsOf } = pageRows(decl, options);
  return {
    config: { permission: decl.permission('read') },
    handler: async (request, reply) => {
      const query = withoutEmpty(request.query);
      const q = parse(pageQueryWithFilters, query);
      const service = queryService(decl, options.source(request), options.registry);
      const r = await service.list(database.db, { page: q.page, perPage: q.per_page, query, wire: wireFor(service, request) });
      const page = pageAnswer(await rowsOf(r, request), r.total, q, r.estimated, r.counts);
      return withRowsJson(reply, ok(r.totals ? { ...page, totals: r.totals } : page), r.json);
    },
  };
}

/**
 * The same list in a spec gateway's form (`POST …/I<Name>Service/<method>`, body `{data: {pageNumber, pageSize,
 * <filters>}}`): camelCase filter names mapped onto the fields by `aliases`; answers {list, total, pageNumber, pageSize}.
 */
export function queryGatewayList(decl: QueryDecl, database: Database, options: QueryListOptions, aliases: Record<string, string> = {}): Route {
  const { wireFor, rowsOf } = pageRows(decl, options);
  return {
    config: { permission: decl.permission('read') },
    handler: async (request, reply) => {
      const data = Object.entries(gatewayData(request)).map(([k, v]) => [aliases[k] ?? k, v]);
      const query = withoutEmpty(Object.fromEntries(data));
      const q = parse(gatewayPageWithFilters, query);
      const service = queryService(decl, options.source(request), options.registry);
      const r = await service.list(database.db, { page: q.pageNumber, perPage: q.pageSize, query, wire: wireFor(service, request) });
      const list = await rowsOf(r, request);
      const answer = ok({ list, total: r.total, pageNumber: q.pageNumber, pageSize: q.pageSize, ...(r.estimated ? { total_estimated: true } : {}) });
      return withRowsJson(reply, answer, r.json);
    },
  };
}

/**
 * The operation log of an entity's records as a query's source (`operationLogQuery` declares its fields): the
 * engine's audit log (its index on entity, at desc, id desc) joined to the records the caller may see, with the
 * record's own `columns` beside the log's.
 */
export function auditSource(decl: EntityDecl, table: EntityTable, columns: Record<string, PgColumn | SQL>, scope: SQL | undefined) {
  return new QueryBuilder()
    .select(
      sourceColumns({
        id: auditLog.id,
        at: auditLog.at,
        created: auditLog.at,
        user_name: auditLog.userName,
        action: auditLog.action,
        changes: auditLog.changes,
        ...columns,
      }),
    )
    .from(auditLog)
    .innerJoin(table, sql`${columnOf(table, 'id')}::text = ${auditLog.recordId}`)
    .where(and(eq(auditLog.entity, decl.name), scope))
    .as('q');
}
