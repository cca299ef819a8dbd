// `/api-product` routes of the SKU's extras, one line per path (README: SKU merge, relationships, codes):
// the spec's rows (sku/merge, merge/{id}, relationships/*, customs/*, sku/custom_code, sku/price/{id},
// getskuprices/{id}, price_code, logistics/attr, sku/rank, newskus, searchspu/{id}, spu/baseinfo,
// spu/changecategory, spu/batchcopy) and beside them ours (price code CRUD, SKU prices and
// logistics attributes writes, customs detail/logs/export).
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { commandHandler, commandRoute, entityRoutes, hiddenFields, readRoute, rowScope, withBodyId } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mergeSku } from '../domain/merge-sku.command.ts';
import { setSkuLogistics } from '../domain/set-sku-logistics.command.ts';
import { sortRelationships } from '../domain/sort-relationships.command.ts';
import { priceCode, SKU_MERGE, sku, skuCustoms, skuRelationship, spu } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { customsOfSkus, customsRules } from './customs.commands.ts';
import { logisticsAttrOptions, logisticsOfSku } from './logistics-attr.reads.ts';
import { mergesOfSku } from './merge.commands.ts';
import { enabledPriceCodes, priceCodeRules, pricesOfSku, pricesOfSpu, setSkuPrices } from './price-code.commands.ts';
import { addRelationships, deleteRelationships, relationshipRules, relationshipsOf } from './relationship.commands.ts';
import { catalogueServices } from './services.ts';
import { skuExtrasServices } from './sku-extras-services.ts';
import { spuCommands } from './spu.commands.ts';
import { batchCopy, changeCategory } from './spu-batch.commands.ts';
import { createdWithin, searchSpus, skuRank, spuBaseInfo } from './spu-sku-reads.ts';

const only = (decl: Parameters<typeof permissionCodesOf>[0], actions: string[]) =>
  permissionCodesOf(decl).filter((p) => actions.includes(p.code.slice(decl.name.length + 1)));

/** The codes these routes check beyond the SPU's and SKU's own. */
export const skuExtrasPermissions: PermissionDecl[] = [
  { code: SKU_MERGE, name: 'SKU-合并' },
  ...only(skuRelationship, ['read', 'create', 'update', 'delete', 'import']),
  ...only(skuCustoms, ['read', 'create', 'update', 'delete', 'import', 'export']),
  ...only(priceCode, ['read', 'create', 'update', 'delete', 'export', 'enable', 'disable']),
];

/** 基础设置 → 价格代码 (ours: routes.tsv names no screen for the price codes the spec's `price_code` reads). */
export const priceCodeMenu: MenuDecl = {
  name: '价格代码',
  url: '/commodity/base-setting/price-code',
  area: 'catalogue',
  permission: priceCode.permission('read'),
};

const idParam = z.object({ id: z.uuid('记录编号不正确') });
const idOf = (r: FastifyRequest) => parse(idParam, r.params).id;
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
const skuScope = (r: FastifyRequest) => rowScope(sku, skus, requestUser(r).access);
const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);
const skuHidden = (r: FastifyRequest) => hiddenFields(sku, requestUser(r).access);

export function skuExtrasRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const db = database.db;
  const x = skuExtrasServices();
  const cs = catalogueServices();
  x.relationship.withRules(relationshipRules);
  x.customs.withRules(customsRules);
  x.priceCode.withRules(priceCodeRules);
  for (const service of [x.relationship, x.customs, x.priceCode]) fileTasks?.add({ service, registry: x.registry, changes: outbox });
  const customs$ = entityRoutes(x.customs, database, { changes: outbox });
  const priceCode$ = entityRoutes(x.priceCode, database, { changes: outbox });
  const sku$ = entityRoutes(cs.sku, database);
  const spuCmd = spuCommands(database, cs, entityRoutes(cs.spu, database), outbox);
  const merge = { catalogue: cs, extras: x, publisher: outbox };
  const fileOf = (name: string) => fileTasks?.routes(name);

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    // Merge
    app.post(
      v('sku/merge'),
      commandHandler(database, mergeSku, SKU_MERGE, (r) => ({ ...merge, actor: actorOf(r), scope: skuScope(r) })),
    );
    app.get(
      v('sku/merge/:id'),
      readRoute(async (r) => {
        await cs.sku.get(db, idOf(r), skuScope(r)); // a hidden SKU stays hidden
        return mergesOfSku(db, x, idOf(r));
      }, sku.permission('read')),
    );

    // Related SKUs
    app.post(
      v('relationships/add'),
      commandRoute(database, (r, tx) => addRelationships(tx, x.relationship, r.body, actorOf(r), skuScope(r)), skuRelationship.permission('create')),
    );
    app.get(
      v('relationships/get'),
      readRoute((r) => relationshipsOf(db, r.query, skuScope(r)), skuRelationship.permission('read')),
    );
    app.post(
      v('relationships/delete'),
      commandRoute(database, (r, tx) => deleteRelationships(tx, x.relationship, r.body, actorOf(r), skuScope(r)), skuRelationship.permission('delete')),
    );
    app.post(
      v('relationships/sort'),
      commandHandler(database, sortRelationships, skuRelationship.permission('update'), (r) => ({
        actor: actorOf(r),
        scope: skuScope(r),
        relationships: x.relationship,
      })),
    );
    fileTasks?.mountImport(app, v('relationships'), skuRelationship.name); // relationships/import, relationships/template

    // Customs declaration data
    app.get(v('customs/list'), customs$.list);
    app.post(v('customs/add'), customs$.create);
    app.put(v('customs/edit'), withBodyId(customs$.update, skuCustoms.label));
    app.post(v('customs/del'), customs$.removeMany);
    fileTasks?.mountImport(app, v('customs'), skuCustoms.name); // customs/import, customs/template
    const customsExport = fileOf(skuCustoms.name)?.export;
    if (customsExport) app.get(v('customs/export'), customsExport);
    app.get(v('customs/:id'), customs$.detail);
    app.put(v('customs/:id'), customs$.update); // the derived form's PUT
    app.delete(v('customs/:id'), customs$.remove);
    app.get(v('customs/:id/logs'), customs$.auditTrail);
    app.get(
      v('sku/custom_code'),
      readRoute((r) => customsOfSkus(db, x, r.query, skuScope(r)), skuCustoms.permission('read')),
    );

    // Price codes and SKU prices
    app.get(
      v('price_code'),
      readRoute(() => enabledPriceCodes(db)),
    );
    app.get(v('price_code/list'), priceCode$.list);
    app.post(v('price_code'), priceCode$.create);
    const priceCodeExport = fileOf(priceCode.name)?.export;
    if (priceCodeExport) app.get(v('price_code/export'), priceCodeExport);
    app.get(v('price_code/:id'), priceCode$.detail);
    app.put(v('price_code/:id'), priceCode$.update);
    app.delete(v('price_code/:id'), priceCode$.remove);
    app.post(v('price_code/:id/enable'), priceCode$.transition('status', 'enable'));
    app.post(v('price_code/:id/disable'), priceCode$.transition('status', 'disable'));
    app.get(v('price_code/:id/logs'), priceCode$.auditTrail);
    app.get(
      v('sku/price/:id'),
      readRoute((r) => pricesOfSku(db, idOf(r), skuScope(r), skuHidden(r)), sku.permission('read')),
    );
    app.put(
      v('sku/price/:id'),
      commandRoute(database, (r, tx) => setSkuPrices(tx, x, idOf(r), r.body, actorOf(r), skuScope(r), outbox), sku.permission('update')),
    );
    app.get(
      v('getskuprices/:id'),
      readRoute((r) => pricesOfSpu(db, idOf(r), { spu: spuScope(r), sku: skuScope(r) }, skuHidden(r)), sku.permission('read')),
    );

    // Logistics attributes
    app.get(
      v('logistics/attr'),
      readRoute(async () => logisticsAttrOptions()),
    );
    app.get(
      v('sku/logistics/:id'),
      readRoute((r) => logisticsOfSku(db, idOf(r), skuScope(r)), sku.permission('read')),
    );
    app.put(
      v('sku/logistics/:id'),
      commandHandler(database, setSkuLogistics, sku.permission('update'), (r) => ({
        actor: actorOf(r),
        scope: skuScope(r),
        skuId: idOf(r),
        extras: x,
        publisher: outbox,
      })),
    );

    // SPU and SKU reads and batch commands
    app.post(
      v('spu/changecategory'),
      commandRoute(database, (r, tx) => changeCategory(tx, cs, r.body, actorOf(r), spuScope(r), outbox), spu.permission('update')),
    );
    app.post(v('spu/batchcopy'), batchCopy(database, spuCmd.copy, spu.permission('create'), spuScope));
    app.get(
      v('searchspu/:id'),
      readRoute((r) => searchSpus(db, (r.params as { id: string }).id, spuScope(r)), spu.permission('read')),
    );
    app.get(
      v('spu/baseinfo'),
      readRoute((r) => spuBaseInfo(db, cs, r.query, spuScope(r)), spu.permission('read')),
    );
    // spu/skuattr: spu-family/routes.ts
    app.get(v('newskus'), sku$.scopedList(createdWithin));
    app.get(
      v('sku/rank'),
      readRoute((r) => skuRank(db, r.query, skuScope(r)), sku.permission('read')),
    );
  };
}
