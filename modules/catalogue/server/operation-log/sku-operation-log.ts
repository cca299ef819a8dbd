// `sku/log` without `id` (the 操作日志 screen, /commodity/information/operationLog): the declared query
// `skuLog` (../../entities/sku-log.query.ts) over the engine's audit log joined to the SKUs the caller may see.
// The reader's hidden columns are left out of the changes.
import { requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import {
  auditSource,
  type EntityRegistry,
  type EntityService,
  hiddenFields,
  queryList,
  type Route,
  titledChanges,
  visibleChanges,
} from '@entrepot/server-kit/entity';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { skuLog } from '../../entities/index.ts';
import { skus } from '../catalogue.schema.ts';

type Changes = Parameters<typeof visibleChanges>[0];

export function skuLogRoute(database: Database, sku: EntityService, registry: EntityRegistry, scope: (request: FastifyRequest) => SQL | undefined): Route {
  return queryList(skuLog, database, {
    registry,
    source: (request) =>
      auditSource(
        sku.decl,
        skus,
        { sku_id: skus.id, sku_code: skus.code, sku_name: skus.name, code: sql`${skus.code} || E'\\n' || ${skus.name}` },
        scope(request),
      ),
    rows: async (rows, request) => {
      const hidden = hiddenFields(sku.decl, requestUser(request).access);
      // References read as their titles (SPU: 空 → TS001), not ids.
      const changes = await titledChanges(
        database.db,
        sku.decl,
        registry,
        rows.map((r) => visibleChanges(r.changes as Changes, hidden)),
      );
      return rows.map(({ code: _, created: __, ...r }, i) => ({ ...r, changes: changes[i] }));
    },
  });
}
