// Writes of the catalogue's reference data beyond the derived handlers: a check before create and update
// (duplicates the engine cannot express, references that must exist), refusals while in use, and the
// spec's body-id verbs (`PUT material {id, …}`, `DELETE skumapping/delete {ids}`) beside the REST forms.
import { ok, parseList } from '@entrepot/contract';
import { conflict, invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type EntityService, entityRoutes, type HandlerOptions, type Route, updateSchema } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Row = Record<string, unknown>;
/** The message that refuses a write (the record as it will be, and as it was), or null. */
export type WriteCheck = (exec: Executor, after: Row, before: Row | null) => Promise<string | null>;
/** Why the record cannot be deleted now, or null. */
export type InUse = (exec: Executor, record: Row) => Promise<string | null>;
type Changes = NonNullable<HandlerOptions['changes']>;

const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const pathId = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const fine = async () => null;

/** The handlers of one reference entity; `reference-routes.ts` binds each to its path, one line each. */
export function referenceWrites(database: Database, service: EntityService, options: { check?: WriteCheck; inUse?: InUse; changes?: Changes } = {}) {
  const { decl } = service;
  const check = options.check ?? fine;
  const inUse = options.inUse ?? fine;
  const $ = entityRoutes(service, database, { changes: options.changes });
  const announce = (tx: Tx, ids: string[], action: string) => options.changes?.publish(tx, `${decl.name}.changed`, { ids, action });
  const creating = createSchema(decl);
  const updating = updateSchema(decl);
  const guard = (action: string) => ({ config: { permission: decl.permission(action) } });
  const refuse = async (exec: Executor, after: Row, before: Row | null) => {
    const why = await check(exec, after, before);
    if (why) throw conflict(why);
  };

  const create: Route = {
    ...guard('create'),
    handler: async (r) => {
      const a = $.access(r);
      const input = parse(creating, a.body);
      const row = await database.tx(async (tx) => {
        await refuse(tx, input, null);
        const created = await service.create(tx, input, actorOf(r));
        await announce(tx, [created.id as string], 'create');
        return created;
      });
      return ok(a.redact(row));
    },
  };
  const update: Route = {
    ...guard('update'),
    handler: async (r) => {
      const id = pathId(r);
      const a = $.access(r);
      const input = parse(updating, a.body);
      const row = await database.tx(async (tx) => {
        const before = await service.find(tx, id, a.scope);
        if (!before) throw notFound(decl.label);
        await refuse(tx, { ...before, ...input }, before);
        const saved = await service.update(tx, id, input, actorOf(r), { scope: a.scope });
        await announce(tx, [id], 'update');
        return saved;
      });
      return ok(a.redact(row));
    },
  };
  /** Deletes all the ids or none: the first one in use refuses the lot. */
  const removeIds = async (r: FastifyRequest, ids: string[]) => {
    const a = $.access(r);
    await database.tx(async (tx) => {
      for (const id of ids) {
        const record = await service.find(tx, id, a.scope);
        if (!record) throw notFound(decl.label);
        const why = await inUse(tx, record);
        if (why) throw conflict(why);
      }
      await service.remove(tx, ids, actorOf(r), a.scope);
      await announce(tx, ids, 'delete');
    });
    return ok({ deleted: ids.length });
  };
  const remove: Route = { ...guard('delete'), handler: (r) => removeIds(r, [pathId(r)]) };
  /** `{ids: [...]}`, `{id}` or `?ids=a,b`. */
  const removeMany: Route = {
    ...guard('delete'),
    handler: (r) => {
      const body = (r.body ?? {}) as { ids?: unknown; id?: unknown };
      const ids = parseList(body.ids ?? body.id ?? (r.query as { ids?: unknown }).ids);
      if (ids.length === 0 || ids.some((v) => !z.uuid().safeParse(v).success)) throw invalid('ids', '请选择要删除的记录');
      return removeIds(r, ids);
    },
  };
  /** The spec sends `{id, …}` where the REST form has the id in the path. */
  const withBodyId = (route: Route): Route => ({
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      const { id, ...rest } = parse(z.looseObject({ id: z.uuid(`请选择${decl.label}`) }), request.body);
      (request as FastifyRequest & { params: unknown }).params = { id };
      request.body = rest;
      return route.handler.call(this, request, reply);
    },
  });

  return {
    list: $.list,
    detail: $.detail,
    create,
    update,
    remove,
    removeMany,
    transition: (name: string) => $.transition('status', name),
    logs: $.auditTrail,
    access: $.access,
    /** `PUT <x> {id, version, …}` */
    updateByBody: withBodyId(update),
  };
}

export type ReferenceWrites = ReturnType<typeof referenceWrites>;
