// `/api-product` routes of the SPUs' listing texts per language (README: SPU-SKU language texts), one line
// per path: the spec's spuskulanguage/show and spuskulanguage/update; ours: spuskulanguage/logs. The SPU's
// codes and data rules apply.
import type { ModuleContext } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { commandRoute, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { languageServices } from './language-services.ts';
import { spuTextLogs } from './spu-text-logs.ts';
import { showSpuTexts } from './spu-texts.ts';
import { saveSpuTexts } from './spu-texts-save.ts';

const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });

export function languageRoutes(ctx: Pick<ModuleContext, 'database'>) {
  const { database } = ctx;
  const s = languageServices();
  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(
      v('spuskulanguage/show'),
      readRoute((r) => showSpuTexts(database.db, r.query, spuScope(r)), spu.permission('read')),
    );
    app.put(
      v('spuskulanguage/update'),
      commandRoute(database, (r, tx) => saveSpuTexts(tx, s, r.body, actorOf(r), spuScope(r)), spu.permission('update')),
    );
    app.get(
      v('spuskulanguage/logs'),
      readRoute((r) => spuTextLogs(database.db, s, r.query, spuScope(r)), spu.permission('read')),
    );
  };
}
