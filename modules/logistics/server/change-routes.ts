// The writes of a logistics entity as small command routes: each runs the derived service call and
// publishes `<module>.<entity>.changed` in the same transaction, so the event exists exactly when the change
// does (entityRoutes' writes publish nothing). The hub's lookup cache and other modules subscribe to it.
import { ok } from '@entrepot/contract';
import { conflict, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type EntityService, type entityRoutes, type Route, updateSchema } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

type Row = Record<string, unknown>;
type Handlers = ReturnType<typeof entityRoutes>;

/** Checks the references of a write (throws 10422 naming the field); `before` is null on create. */
export type WriteCheck = (exec: Executor, input: Row, before: Row | null) => Promise<void>;
/** Why the record cannot be deleted (something still uses it), or null. */
export type InUse = (exec: Executor, row: Row) => Promise<string | null>;

export type ChangeAction = 'create' | 'update' | 'delete' | string;

/** What every `logistics.*.changed` event carries: enough for a cache to drop or reload one entry. */
export interface ChangedEvent {
  id: string;
  code: string;
  action: ChangeAction;
}

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });

export interface ChangeRoutesOptions {
  database: Database;
  outbox: Outbox;
  service: EntityService;
  /** The entity's derived handlers: their access() gives the data rules, the body check and the redaction. */
  handlers: Handlers;
  event: string;
  check?: WriteCheck;
  inUse?: InUse;
}

export function changeRoutes({ database, outbox, service, handlers, event, check, inUse }: ChangeRoutesOptions) {
  const { decl } = service;
  const creating = createSchema(decl);
  const updating = updateSchema(decl);
  const publish = (tx: Tx, row: Row, action: ChangeAction) =>
    outbox.publish(tx, event, { id: String(row.id), code: String(row.code ?? ''), action } satisfies ChangedEvent);
  const guard = (action: string) => ({ config: { permission: decl.permission(action) } });

  return {
    create: {
      ...guard('create'),
      handler: async (r) => {
        const a = handlers.access(r);
        const input = parse(creating, a.body);
        const row = await database.tx(async (tx) => {
          await check?.(tx, input, null);
          const created = await service.create(tx, input, actorOf(r));
          await publish(tx, created, 'create');
          return created;
        });
        return ok(a.redact(row));
      },
    } satisfies Route,
    update: {
      ...guard('update'),
      handler: async (r) => {
        const id = idOf(r);
        const a = handlers.access(r);
        const input = parse(updating, a.body);
        const row = await database.tx(async (tx) => {
          const before = await service.find(tx, id, a.scope);
          if (!before) throw notFound(decl.label);
          await check?.(tx, input, before);
          const updated = await service.update(tx, id, input, actorOf(r), { scope: a.scope });
          await publish(tx, updated, 'update');
          return updated;
        });
        return ok(a.redact(row));
      },
    } satisfies Route,
    /** Delete, refused (10409) while something still uses the record: disable it instead. */
    remove: {
      ...guard('delete'),
      handler: async (r) => {
        const id = idOf(r);
        const a = handlers.access(r);
        await database.tx(async (tx) => {
          const row = await service.find(tx, id, a.scope);
          if (!row) throw notFound(decl.label);
          const why = await inUse?.(tx, row);
          if (why) throw conflict(why);
          await service.remove(tx, [id], actorOf(r), a.scope);
          await publish(tx, row, 'delete');
        });
        return ok(null);
      },
    } satisfies Route,
    /** A declared transition of the `status` field (启用/停用), guarded by its own code. */
    transition: (name: string): Route => ({
      ...guard(name),
      handler: async (r) => {
        const id = idOf(r);
        const a = handlers.access(r);
        const row = await database.tx(async (tx) => {
          const after = await service.transition(tx, id, 'status', name, actorOf(r), a.scope);
          await publish(tx, after, name);
          return after;
        });
        return ok(a.redact(row));
      },
    }),
  };
}
