// Routes of the stock screens (our paths: the catalogue names no stock query): the reads, their exports at
// the catalogue's asyncExport* names and 冲销 (reverse), all under the warehouse data rule.

import type { ModuleFileTasks } from '@entrepot/hub-server/module';
import { pageAnswer, parse, requestUser, withoutEmpty } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { type Route, readRoute } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StockEventSink } from '../../domain/ledger/post.ts';
import { MOVEMENT_READ, STOCK_READ } from '../../entities/index.ts';
import { stockMovements } from '../ledger.schema.ts';
import { warehouseScope } from '../warehouse-scope.ts';
import { movementPage, movementQuery } from './movement.query.ts';
import { reverseRoute } from './reverse.route.ts';
import { movementExport, stockExport } from './stock.exports.ts';
import { stockPage, stockQuery } from './stock.query.ts';
import { withNames } from './stock-names.ts';

const accessOf = (r: FastifyRequest) => requestUser(r).access;

/** `events`: where postings publish (the module context's outbox); without it there is no 冲销 route. */
export function stockRoutes(database: Database, fileTasks: ModuleFileTasks | undefined, events?: StockEventSink) {
  const db = database.db;
  /** `?dimension=location|warehouse|sku&warehouse_id&sku&location&area_id&state&sort&page&per_page` → a page with `totals`. */
  const stock: Route = readRoute(async (r) => {
    const q = parse(stockQuery, withoutEmpty(r.query));
    const page = await stockPage(db, q, warehouseScope(accessOf(r), sql`b.warehouse_id`));
    return { ...pageAnswer(await withNames(db, page.rows), page.total, q), totals: page.totals };
  }, STOCK_READ);
  /** `?sku&warehouse_id&location&type&source_type&source_id&created_at_from&created_at_to&page&per_page`, newest first. */
  const movements: Route = readRoute(async (r) => {
    const q = parse(movementQuery, withoutEmpty(r.query));
    const page = await movementPage(db, q, warehouseScope(accessOf(r), stockMovements.warehouseId));
    return pageAnswer(await withNames(db, page.rows), page.total, q, page.estimated);
  }, MOVEMENT_READ);
  const exports = fileTasks && {
    byLocation: fileTasks.exportKind(stockExport(database, 'location')),
    byWarehouse: fileTasks.exportKind(stockExport(database, 'warehouse')),
    bySku: fileTasks.exportKind(stockExport(database, 'sku')),
    movements: fileTasks.exportKind(movementExport(database)),
  };
  const reverse = events && reverseRoute(database, events);
  return { stock, movements, exports, reverse };
}
