import { ok } from '@entrepot/contract';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { Entities, EntityService, entityRoutes, type Route, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { warehouse } from '../entities/index.ts';
import { warehouses } from './warehouse.schema.ts';

const bodyId = z.looseObject({ id: z.uuid('请选择仓库') });

/** `/api-wms` warehouse rows of api-catalogue.tsv, one line each; the spec's body-id verbs adapted here. */
export function warehouseRoutes(database: Database) {
  const registry = new Entities();
  registry.add(warehouse, warehouses);
  const service = new EntityService(warehouse, warehouses, registry);
  const wh$ = entityRoutes(service, database);
  /** The spec posts `{id, …}` where the engine reads the id from the path. */
  const withBodyId = (route: Route): Route => ({
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      const { id, ...rest } = parse(bodyId, request.body);
      (request as FastifyRequest & { params: unknown }).params = { id };
      request.body = rest;
      return route.handler.call(this, request, reply);
    },
  });
  const options = (field: 'type' | 'status'): Route => ({
    handler: async () => {
      const f = warehouse.fields[field];
      return ok(f.type === 'enum' ? f.options : Object.entries(f.machine.states).map(([value, s]) => ({ value, label: s.label })));
    },
  });
  /** Enabled warehouses for selects, within the caller's data rules (a group may list warehouses). */
  const lookup: Route = {
    handler: async (request) => {
      const rows = await database.db
        .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, type: warehouses.type, country: warehouses.country })
        .from(warehouses)
        .where(and(eq(warehouses.status, 'enabled'), rowScope(warehouse, warehouses, requestUser(request).access)))
        .orderBy(asc(warehouses.code));
      return ok(rows);
    },
  };

  return {
    api: (app: FastifyInstance) => {
      app.get('/api/v1/wms/warehouse', wh$.list);
      app.post('/api/v1/wms/addWarehouse', wh$.create);
      app.post('/api/v1/wms/editWarehouse', withBodyId(wh$.update));
      app.post('/api/v1/wms/warehouseDetail', withBodyId(wh$.detail));
      app.post('/api/v1/wms/warehouseType', options('type'));
      app.post('/api/v1/wms/warehouseStatus', options('status'));
      app.post('/api/v1/wms/warehouse/:id/disable', wh$.transition('status', 'disable'));
      app.post('/api/v1/wms/warehouse/:id/enable', wh$.transition('status', 'enable'));
    },
    service: (app: FastifyInstance) => {
      app.get('/service/api/getWarehouse', lookup);
    },
  };
}
