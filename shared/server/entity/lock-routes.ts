// The edit-lock routes of a document declared with `document.editLock` (the spec's `getLockBefor/{id}`,
// `getLock/{id}`, `heartbeat/{id}`, `unLock/{id}`): the lease of ../edit-lock.ts on a record the caller may see.
import { ok } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { acquireLock, lockState, releaseLock, renewLock } from '../edit-lock.ts';
import { parse } from '../http.ts';
import { requestUser } from '../request-user.ts';
import type { Route } from './handlers.ts';
import type { EntityService } from './service.ts';

/** The lease token a request presents: `lock_token` in the body or the `x-lock-token` header. */
export function lockTokenOf(request: FastifyRequest): string | undefined {
  const body = request.body as { lock_token?: unknown } | undefined;
  const token = typeof body?.lock_token === 'string' ? body.lock_token : request.headers['x-lock-token'];
  return typeof token === 'string' && token ? token : undefined;
}

/** The body without its lease token: the record's own fields only. */
export function withoutLockToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('lock_token' in body)) return body;
  const { lock_token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

const tokenBody = z.object({ lock_token: z.string('编辑锁无效').min(1, '编辑锁无效') });

export function lockRoutes(service: EntityService, database: Database, scope: (r: FastifyRequest) => SQL | undefined, id: (r: FastifyRequest) => string) {
  const decl: EntityDecl = service.decl;
  const lease = decl.document?.editLock?.leaseSeconds ?? 60;
  const me = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  /** The record must exist and be the caller's to see before anything about its lease is said. */
  const visible = async (r: FastifyRequest) => {
    await service.get(database.db, id(r), scope(r));
    return id(r);
  };
  const token = (r: FastifyRequest) => lockTokenOf(r) ?? parse(tokenBody, r.body ?? {}).lock_token;
  const read = { config: { permission: decl.permission('read') } };
  const edit = { config: { permission: decl.permission('update') } };
  return {
    state: { ...read, handler: async (r) => ok(await lockState(database.db, decl.name, await visible(r), me(r))) } satisfies Route,
    acquire: { ...edit, handler: async (r) => ok(await acquireLock(database.db, decl.name, await visible(r), me(r), lease, decl.label)) } satisfies Route,
    renew: { ...edit, handler: async (r) => ok(await renewLock(database.db, decl.name, await visible(r), token(r), lease, decl.label)) } satisfies Route,
    release: {
      ...edit,
      handler: async (r) => {
        await releaseLock(database.db, decl.name, await visible(r), token(r));
        return ok(null);
      },
    } satisfies Route,
  };
}
