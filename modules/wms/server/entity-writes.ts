// Create, update and delete of the wms master data beyond the derived handlers: server-made columns
// (../domain/master-data/derive.ts), the writer's data rules on the result, refusals while in use, and the
// spec's body-id verbs (`POST editArea {id, …}`) beside the screens' REST forms.
import { ok } from '@entrepot/contract';
import { conflict, forbidden, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type EntityService, entityRoutes, type HandlerOptions, type Route, updateSchema } from '@entrepot/server-kit/entity';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Row = Record<string, unknown>;
/** Server-made columns of a write, after checking the references. */
export type Derive = (exec: Executor, input: Row, before: Row | null) => Promise<Row>;
/** Why the record cannot be deleted now, or null. */
export type InUse = (exec: Executor, record: Row) => Promise<string | null>;

const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const pathId = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const bodyId = (label: string) => z.looseObject({ id: z.uuid(`请选择${label}`) });
const noDerive: Derive = async () => ({});
const free: InUse = async () => null;
type Changes = NonNullable<HandlerOptions['changes']>;

export const OUT_OF_SCOPE = '无权操作该仓库的数据';

/** The handlers of one master-data entity; `routes.ts` binds each to its path, one line each. */
export function entityWrites(database: Database, service: EntityService, options: { derive?: Derive; inUse?: InUse; changes?: Changes } = {}) {
  const { decl } = service;
  const derive = options.derive ?? noDerive;
  const inUse = options.inUse ?? free;
  const { changes } = options;
  const $ = entityRoutes(service, database, { changes });
  /** `<entity>.changed` in the write's transaction, as the derived transitions announce theirs. */
  const announce = (tx: Tx, id: string, action: string) => changes?.publish(tx, `${decl.name}.changed`, { ids: [id], action });
  const creating = createSchema(decl);
  const updating = updateSchema(decl);
  const idInBody = bodyId(decl.label);

  /** A write must leave the record within the writer's data rules (no creating in someone else's warehouse). */
  const mustStayVisible = async (tx: Tx, id: string, scope: SQL | undefined) => {
    if (scope && !(await service.find(tx, id, scope))) throw forbidden(OUT_OF_SCOPE);
  };

  const update = async (r: FastifyRequest, id: string, body: unknown) => {
    const a = $.access(r);
    const input = parse(updating, body);
    const row = await database.tx(async (tx) => {
      const before = await service.find(tx, id, a.scope);
      if (!before) throw notFound(decl.label);
      const saved = await service.update(tx, id, input, actorOf(r), { scope: a.scope, extra: await derive(tx, input, before) });
      await mustStayVisible(tx, id, a.scope);
      await announce(tx, id, 'update');
      return saved;
    });
    return ok(a.redact(row));
  };
  const remove = async (r: FastifyRequest, id: string) => {
    const a = $.access(r);
    await database.tx(async (tx) => {
      const record = await service.find(tx, id, a.scope);
      if (!record) throw notFound(decl.label);
      const why = await inUse(tx, record);
      if (why) throw conflict(why);
      await service.remove(tx, [id], actorOf(r), a.scope);
      await announce(tx, id, 'delete');
    });
    return ok(null);
  };
  const guard = (action: string) => ({ config: { permission: decl.permission(action) } });
  /** The spec posts `{id, …}` where the engine reads the id from the path. */
  const withBodyId = (route: Route): Route => ({
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      const { id, ...rest } = parse(idInBody, request.body);
      (request as FastifyRequest & { params: unknown }).params = { id };
      request.body = rest;
      return route.handler.call(this, request, reply);
    },
  });

  const create: Route = {
    ...guard('create'),
    handler: async (r) => {
      const a = $.access(r);
      const input = parse(creating, a.body);
      const row = await database.tx(async (tx) => {
        const created = await service.create(tx, input, actorOf(r), await derive(tx, input, null));
        await mustStayVisible(tx, created.id as string, a.scope);
        await announce(tx, created.id as string, 'create');
        return created;
      });
      return ok(a.redact(row));
    },
  };
  const updateRoute: Route = { ...guard('update'), handler: (r) => update(r, pathId(r), $.access(r).body) };
  const removeRoute: Route = { ...guard('delete'), handler: (r) => remove(r, pathId(r)) };

  return {
    list: $.list,
    detail: $.detail,
    create,
    update: updateRoute,
    remove: removeRoute,
    transition: $.transition,
    logs: $.auditTrail,
    access: $.access,
    /** `POST edit<X> {id, version?, …}` */
    updateByBody: withBodyId(updateRoute),
    /** `POST <x>Detail {id}` */
    detailByBody: withBodyId($.detail),
    /** `POST delete<X> {id}` */
    removeByBody: withBodyId(removeRoute),
  };
}

export type EntityWrites = ReturnType<typeof entityWrites>;
