// The finance entities' routes: the derived ones, with writes that also derive server-made columns,
// refuse deleting records in use and report each change (to the outbox) in the write's own transaction.
import { ok } from '@entrepot/contract';
import { conflict, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type EntityService, entityRoutes, type Route, updateSchema } from '@entrepot/server-kit/entity';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChangeAction } from '../domain/events.ts';

export type Row = Record<string, unknown>;

export interface WriteRules {
  /** Server-made columns of a write, after checking references (`before` is null on create). */
  derive?: (tx: Tx, input: Row, before: Row | null) => Promise<Row>;
  /** Why the record cannot be deleted (another record uses it), or null. */
  inUse?: (exec: Executor, id: string) => Promise<string | null>;
  /** Runs in the write's transaction with the record as written (as it was, for a delete). */
  onChange?: (tx: Tx, action: ChangeAction, row: Row) => Promise<void>;
}

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const TRANSITION_CHANGES: Record<string, ChangeAction> = { enable: 'enabled', disable: 'disabled' };

/** The derived handlers of one entity, with create, update, remove and transition under `rules`. */
export function financeRoutes(service: EntityService, database: Database, rules: WriteRules = {}) {
  const $ = entityRoutes(service, database);
  const { decl } = service;
  const creating = createSchema(decl);
  const updating = updateSchema(decl);
  const derive = rules.derive ?? (async () => ({}));
  const changed = rules.onChange ?? (async () => {});
  const guard = (action: string) => ({ config: { permission: decl.permission(action) } });

  const create: Route = {
    ...guard('create'),
    handler: async (r) => {
      const a = $.access(r);
      const input = parse(creating, a.body);
      const row = await database.tx(async (tx) => {
        const created = await service.create(tx, input, actorOf(r), await derive(tx, input, null));
        await changed(tx, 'created', created);
        return created;
      });
      return ok(a.redact(row));
    },
  };

  const update: Route = {
    ...guard('update'),
    handler: async (r) => {
      const id = idOf(r);
      const a = $.access(r);
      const input = parse(updating, a.body);
      const row = await database.tx(async (tx) => {
        const before = await service.find(tx, id, a.scope);
        if (!before) throw notFound(decl.label);
        const updated = await service.update(tx, id, input, actorOf(r), { scope: a.scope, extra: await derive(tx, input, service.toWire(before)) });
        await changed(tx, 'updated', updated);
        return updated;
      });
      return ok(a.redact(row));
    },
  };

  const remove: Route = {
    ...guard('delete'),
    handler: async (r) => {
      const id = idOf(r);
      const a = $.access(r);
      await database.tx(async (tx) => {
        const before = await service.find(tx, id, a.scope);
        if (!before) throw notFound(decl.label);
        const why = (await rules.inUse?.(tx, id)) ?? null;
        if (why) throw conflict(why);
        await service.remove(tx, [id], actorOf(r), a.scope);
        await changed(tx, 'deleted', service.toWire(before));
      });
      return ok(null);
    },
  };

  const transition = (name: string): Route => ({
    ...guard(name),
    handler: async (r) => {
      const id = idOf(r);
      const a = $.access(r);
      const row = await database.tx(async (tx) => {
        const after = await service.transition(tx, id, 'status', name, actorOf(r), a.scope);
        await changed(tx, TRANSITION_CHANGES[name] ?? 'updated', after);
        return after;
      });
      return ok(a.redact(row));
    },
  });

  return { ...$, create, update, remove, transition };
}
