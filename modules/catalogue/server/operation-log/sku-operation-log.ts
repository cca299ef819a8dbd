// `sku/log` without `id` (the 操作日志 screen, /commodity/information/operationLog): the declared operation log
// `skuLog` (../../entities/sku-log.query.ts) over the engine's audit log joined to the SKUs the caller may see.
import type { Database } from '@entrepot/server-kit/db';
import type { EntityRegistry, Route } from '@entrepot/server-kit/entity';
import { operationLogRoutes } from '@entrepot/server-kit/file-tasks';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { skuLog } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';

export function skuLogRoute(database: Database, registry: EntityRegistry, scope: (request: FastifyRequest) => SQL | undefined): Route {
  const columns = { sku_id: skus.id, sku_code: skus.code, sku_name: skus.name, code: sql`${skus.code} || E'\\n' || ${skus.name}` };
  return operationLogRoutes(skuLog, database, { table: skus, columns, scope, registry }).list;
}
