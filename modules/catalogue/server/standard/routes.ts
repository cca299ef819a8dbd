// `/api-product` routes of product standards, descriptions and the SPU tools, one line per path (README:
// Product standards, descriptions, SPU tools): the spec's spu/standard (GET, POST), spu/standard/{id},
// sku/standard, sku/standards/{id}, spu/generationdesc|confirmdesc|fastgenerationdesc, spu/synchro,
// spu/kakaclo, spu/kakaimport, common/uploadfile2oss, common/imageoss/kakaupload/{id}; ours beside them:
// the standard's form (product-standard/{id} GET, PUT, logs), dropping a SKU's own standard, an SPU's
// description draft.
import { ok } from '@entrepot/contract';
import { permissionCodesOf } from '@entrepot/entity';
import type { ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, hiddenFields, type Route, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { picture, productStandard, sku, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { catalogueServices } from '../services.ts';
import { confirmDescription, descriptionOf, fastDescriptions, generateDescription } from './desc.commands.ts';
import { clothingGrid } from './kaka-clothing.ts';
import { kakaImportKind } from './kaka-import.ts';
import { dropSkuStandard, saveSkuStandard, saveSpuStandard } from './standard.commands.ts';
import { productStandards } from './standard.schema.ts';
import { skuStandard, spuStandard, standardsOfVisibleSpus, standardWithRevisions } from './standard-reads.ts';
import { standardRules } from './standard-revisions.ts';
import { standardServices } from './standard-services.ts';
import { synchroniseSpus } from './synchro.commands.ts';
import { uploadRoutes } from './upload-routes.ts';

const can = (action: string) => productStandard.permission(action);
/** A save creates the standard the first time and updates it afterwards: either code lets the route in. */
const SAVE_CODES = [can('create'), can('update')];
/** Who may put files into the store for the catalogue's screens. */
const UPLOAD_CODES = [picture.permission('upload'), spu.permission('update'), sku.permission('update'), spu.permission('import'), sku.permission('import')];

export const standardPermissions: PermissionDecl[] = permissionCodesOf(productStandard).filter((p) =>
  ['read', 'create', 'update', 'delete'].includes(p.code.slice(productStandard.name.length + 1)),
);

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);
const level = z.looseObject({ level: z.enum(['spu', 'sku'], '层级只能是 spu 或 sku').optional() });
/** `?level=spu` (SPUs' standards) or `sku` (SKUs' own) narrows the list. */
function levelOf(r: FastifyRequest): SQL {
  const q = parse(level, r.query ?? {});
  if (!q.level) return sql`true`;
  return q.level === 'spu' ? isNull(productStandards.sku_id) : isNotNull(productStandards.sku_id);
}

export function standardRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const db = database.db;
  const s = standardServices();
  s.standard.withRules(standardRules);
  const cs = catalogueServices();
  const env = { s, cs, publisher: outbox };
  const standard$ = entityRoutes(s.standard, database, { scope: (r) => standardsOfVisibleSpus(spuScope(r)), changes: outbox });
  /** A save answers the standard as the detail does, with its revisions. */
  const save = (run: typeof saveSpuStandard): Route => ({
    config: { permission: SAVE_CODES },
    handler: async (r) => ok(await database.tx(async (tx) => standardWithRevisions(tx, s, await run(tx, s, r.body, requestUser(r), spuScope(r))))),
  });

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    // Product standards
    app.get(v('spu/standard'), standard$.scopedList(levelOf));
    app.post(v('spu/standard'), save(saveSpuStandard));
    app.get(
      v('spu/standard/:id'),
      readRoute((r) => spuStandard(db, s, idOf(r), spuScope(r)), can('read')),
    );
    app.post(v('sku/standard'), save(saveSkuStandard));
    app.get(
      v('sku/standards/:id'),
      readRoute((r) => skuStandard(db, s, idOf(r), spuScope(r)), can('read')),
    );
    app.delete(
      v('sku/standards/:id'),
      commandRoute(database, (r, tx) => dropSkuStandard(tx, s, idOf(r), requestUser(r), spuScope(r)), can('delete')),
    );
    app.get(v('product-standard/:id'), standard$.detail);
    app.put(v('product-standard/:id'), standard$.update);
    app.get(v('product-standard/:id/logs'), standard$.auditTrail);

    // Descriptions
    app.post(
      v('spu/generationdesc'),
      commandRoute(database, (r, tx) => generateDescription(tx, env, r.body, actorOf(r), spuScope(r)), spu.permission('update')),
    );
    app.post(
      v('spu/confirmdesc'),
      commandRoute(database, (r, tx) => confirmDescription(tx, env, r.body, actorOf(r), spuScope(r)), spu.permission('update')),
    );
    app.post(
      v('spu/fastgenerationdesc'),
      readRoute((r) => fastDescriptions(database, env, r.body, actorOf(r), spuScope(r)), spu.permission('update')),
    );
    app.get(
      v('spu/desc/:id'),
      readRoute((r) => descriptionOf(db, env, idOf(r), spuScope(r)), spu.permission('read')),
    );

    // SPU tools
    app.post(
      v('spu/synchro'),
      commandRoute(database, (r, tx) => synchroniseSpus(tx, cs, r.body, actorOf(r), spuScope(r), outbox), spu.permission('update')),
    );
    app.get(
      v('spu/kakaclo'),
      readRoute((r) => clothingGrid(db, r.query, spuScope(r), hiddenFields(sku, requestUser(r).access)), spu.permission('read')),
    );
    fileTasks?.mountImportKind(app, v('spu/kakaimport'), kakaImportKind(ctx)); // spu/kakaimport, spu/kakaimport/template

    // Uploads into the file store
    uploadRoutes(database, { upload: UPLOAD_CODES, picture: picture.permission('upload') })(app);
  };
}
