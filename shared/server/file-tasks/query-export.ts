// The export of a declared query (@entrepot/entity `defineQuery`): the list's rows under its filters and sort,
// in pages of the query itself (memory stays flat), as an xlsx answered at once. Its columns are the declared
// list columns; each cell reads as on the screen (labels, titles, Shanghai time) through `cellOf`.
import type { QueryDecl } from '@entrepot/entity';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Route } from '../entity/handlers.ts';
import { type QueryListOptions, queryService } from '../entity/query-list.ts';
import { cellOf, shanghaiText } from './cells.ts';
import { sendXlsx } from './xlsx-reply.ts';

type Row = Record<string, unknown>;
type Cell = string | number | boolean | null;

export interface QueryExportOptions extends QueryListOptions {
  /** The file's name before its day: `1688修改日志` → `1688修改日志-2026-11-26.xlsx`. */
  file: string;
  /** A cell that reads differently from its type (a log's changes as lines). */
  cells?: Record<string, (row: Row) => Cell>;
}

const BATCH = 1000;

/** The declared list columns of a query, in declaration order. */
export const queryColumns = (decl: QueryDecl) =>
  Object.entries(decl.fields)
    .filter(([, f]) => f.list !== false && f.exported !== false)
    .map(([key, f]) => ({ key, label: f.label }));

/**
 * The rows page by page, uncounted and without the count bar or the declared totals (the sheet holds rows only:
 * it may be filled in and imported again).
 */
async function* sheetRows(decl: QueryDecl, database: Database, request: FastifyRequest, options: QueryExportOptions) {
  const service = queryService(decl, options.source(request), options.registry);
  const query = request.query as Row;
  const columns = queryColumns(decl);
  for (let page = 1; ; page++) {
    const result = await service.list(database.db, { page, perPage: BATCH, query, total: false, summary: false });
    const answered = options.rows ? await options.rows(result.rows, request) : result.rows;
    yield answered.map((row) =>
      Object.fromEntries(columns.map(({ key }) => [key, options.cells?.[key] ? options.cells[key](row) : cellOf(key, decl.fields[key]!, row)])),
    );
    if (result.rows.length < BATCH) return;
  }
}

/** `GET <list>Export?<the list's filters>`: the filtered rows as an xlsx at once, guarded by the query's export code. */
export function queryExport(decl: QueryDecl, database: Database, options: QueryExportOptions): Route {
  return {
    config: { permission: decl.permission('export') },
    handler: (request, reply) =>
      sendXlsx(
        reply,
        `${options.file}-${shanghaiText(new Date().toISOString()).slice(0, 10)}.xlsx`,
        queryColumns(decl),
        sheetRows(decl, database, request, options),
      ),
  };
}
