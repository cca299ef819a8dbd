// A module's typed settings (`mountSettings`): one record of a declared entity — every field with its default —
// read and saved at one path, each change in its operation log like any record's. The first read makes the
// record from the defaults (once, whatever readers race: the `scope` key is unique).
import { ok } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { type EntityService, httpUpdateSchema } from '@entrepot/server-kit/entity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleContext } from './module.ts';

/** The key field every settings declaration carries: `settingsKey()` in its fields. */
export const SETTINGS_KEY = 'scope';

async function settingsRow(
  ctx: ModuleContext,
  service: EntityService,
  defaults: Record<string, unknown>,
  actor: { id: string; name: string },
): Promise<Record<string, unknown>> {
  const find = async (exec: Executor) => {
    const [row] = await exec.select({ id: service.table.id }).from(service.table).where(eq(service.table[SETTINGS_KEY]!, 'default')).limit(1);
    return row ? service.get(exec, String(row.id)) : undefined;
  };
  const found = await find(ctx.database.db);
  if (found) return found;
  try {
    return await ctx.database.tx((tx) => service.create(tx, defaults, actor, { [SETTINGS_KEY]: 'default' }));
  } catch (e) {
    const again = await find(ctx.database.db); // another reader made it first
    if (again) return again;
    throw e;
  }
}

/**
 * `GET <path>` (the settings, made from the fields' defaults and `defaults` on the first read), `PUT <path>` `{version, …}` (the
 * engine's update: checks, audit, the version another person saved is refused) and `GET <path>/logs`.
 */
export function mountSettings(app: FastifyInstance, ctx: ModuleContext, service: EntityService, path: string, defaults: Record<string, unknown> = {}): void {
  const decl: EntityDecl = service.decl;
  if (decl.fields[SETTINGS_KEY]?.type !== 'text') throw new Error(`${decl.name}: settings need the field settingsKey()`);
  const updating = httpUpdateSchema(decl);
  const actor = (request: FastifyRequest) => {
    const u = requestUser(request);
    return { id: u.id, name: u.name };
  };
  app.get(path, { config: { permission: decl.permission('read') } }, async (request) => ok(await settingsRow(ctx, service, defaults, actor(request))));
  app.put(path, { config: { permission: decl.permission('update') } }, async (request) => {
    const row = await settingsRow(ctx, service, defaults, actor(request));
    const input = parse(updating, request.body);
    return ok(await ctx.database.tx((tx) => service.update(tx, String(row.id), input, actor(request))));
  });
  app.get(`${path}/logs`, { config: { permission: decl.permission('read') } }, async (request) => {
    const row = await settingsRow(ctx, service, defaults, actor(request));
    return ok(await service.auditTrail(ctx.database.db, String(row.id)));
  });
}
