// `/api-product` routes of material compositions (README: Material composition), one line per path: the
// spec's material/config/{a}/{b} GET and POST ({a} = spu | sku, {b} = its id); ours: its log and the enabled
// materials the editor offers. The kind's codes and the SPU's data rules apply.
import { ok } from '@entrepot/contract';
import type { ModuleContext } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { type Route, rowScope } from '@entrepot/server-kit/entity';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sku, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { materials } from '../reference.schema.ts';
import { compositionOf, saveComposition } from './composition.commands.ts';
import { compositionLogs } from './composition-logs.ts';
import { findOwner, ownerParams } from './composition-owner.ts';
import { compositionServices } from './composition-services.ts';

const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
/** Either kind's code lets a call in; the handler then asks for the code of the kind in the path. */
const codes = (action: 'read' | 'update') => ({ permission: [spu.permission(action), sku.permission(action)] });

export function materialConfigRoutes(ctx: Pick<ModuleContext, 'database'>) {
  const { database } = ctx;
  const s = compositionServices();
  /** The owner of the path, seen by the caller holding the kind's read code. */
  const owner = (r: FastifyRequest) => {
    const { kind, id } = ownerParams(r.params, requestUser(r), 'read');
    return findOwner(database.db, kind, id, spuScope(r));
  };
  const read: Route = { config: codes('read'), handler: async (r) => ok(await compositionOf(database.db, await owner(r))) };
  const logs: Route = { config: codes('read'), handler: async (r) => ok(await compositionLogs(database.db, s, await owner(r))) };
  const save: Route = {
    config: codes('update'),
    handler: async (r) => {
      const target = ownerParams(r.params, requestUser(r), 'update');
      return ok(await database.tx((tx) => saveComposition(tx, s, target, r.body, actorOf(r), spuScope(r))));
    },
  };
  const enabledMaterials: Route = {
    config: codes('update'),
    handler: async () =>
      ok(
        await database.db
          .select({ id: materials.id, code: materials.code, name: materials.name, name_en: materials.name_en })
          .from(materials)
          .where(eq(materials.status, 'enabled'))
          .orderBy(asc(materials.code)),
      ),
  };
  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('material/config/materials'), enabledMaterials);
    app.get(v('material/config/:kind/:id'), read);
    app.post(v('material/config/:kind/:id'), save);
    app.get(v('material/config/:kind/:id/logs'), logs);
  };
}
