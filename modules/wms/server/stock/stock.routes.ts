// Routes of the stock screens (our paths: the catalogue names no stock query): the declared queries 库存查询
// (`stockList`, with its 合计) and 库存流水 (`stockMovementList`), their exports at the catalogue's asyncExport*
// names and 冲销 (reverse), all under the warehouse data rule (inside the queries' sources).
import type { ModuleFileTasks } from '@entrepot/hub-server/module';
import { pageAnswer, pageQueryWithFilters, parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { queryList, queryService, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyRequest } from 'fastify';
import type { StockEventSink } from '../../domain/ledger/post.ts';
import { STOCK_READ, stockList, stockMovementList } from '../../entities/index.ts';
import { movementSource } from './movement.query.ts';
import { reverseRoute } from './reverse.route.ts';
import { movementExport, stockExport } from './stock.exports.ts';
import { stockSource } from './stock.query.ts';
import { withNames } from './stock-names.ts';

const accessOf = (r: FastifyRequest) => requestUser(r).access;

/** `events`: where postings publish (the module context's outbox); without it there is no 冲销 route. */
export function stockRoutes(database: Database, fileTasks: ModuleFileTasks | undefined, events?: StockEventSink) {
  const db = database.db;
  /** `?dimension=location|warehouse|sku&warehouse_id&sku&location&area_id&state&sort&page&per_page` → a page with `totals`. */
  const stock: Route = readRoute(async (r) => {
    const query = withoutEmpty(r.query);
    const q = parse(pageQueryWithFilters, query);
    const source = stockSource(accessOf(r), query);
    const page = await queryService(stockList, source).list(db, { page: q.page, perPage: q.per_page, query });
    return { ...pageAnswer(await withNames(db, page.rows as never[]), page.total, q, page.estimated), totals: page.totals };
  }, STOCK_READ);
  /** `?sku&warehouse_id&location&type&source_type&source_id&source_line&created_at_from&created_at_to&page&per_page`, newest first. */
  const movements = queryList(stockMovementList, database, {
    source: (r) => movementSource(accessOf(r), r.query as Record<string, unknown>),
    rows: (rows) => withNames(db, rows as never[]),
  });
  const exports = fileTasks && {
    byLocation: fileTasks.exportKind(stockExport(database, 'location')),
    byWarehouse: fileTasks.exportKind(stockExport(database, 'warehouse')),
    bySku: fileTasks.exportKind(stockExport(database, 'sku')),
    movements: fileTasks.exportKind(movementExport(database)),
  };
  const reverse = events && reverseRoute(database, events);
  return { stock, movements, exports, reverse };
}
