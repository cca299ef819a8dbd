// `/api-product` routes, one line per path: the catalogue's rows of api-catalogue.tsv (spus, spu/{id},
// spu/copy/{from}/{to}, spu/batchstate, spu/export, skus, skuinfo/{id}, sku/edit, sku/search,
// sku/log, skus/export, common/sku/check, season, user/staffs, brand/all, brands, brand/export,
// category/kaka/*), and beside them our paths for single transitions and operation logs (README: Routes).
import { ok } from '@entrepot/contract';
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import { type EntityService, entityRoutes, hiddenFields, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FlatCategory, nestCategories } from '../domain/category-nest.ts';
import { categoryMaxLevel, referenceResources as R, skuStatus, spuStatus } from '../entities/index.ts';
import { categoryRules, categoryTree } from './category.commands.ts';
import { developers, enabledBrands, existingCodes, searchSkus, seasonOptions, tagOptions } from './lookups.ts';
import { skuLogRoute } from './operation-log/sku-operation-log.ts';
import { type CatalogueServices, catalogueServices } from './services.ts';
import { skuCommands } from './sku.commands.ts';
import { spuCommands } from './spu.commands.ts';

type Query = Record<string, unknown>;
const _actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
export function catalogueRoutes(ctx: ModuleContext, services?: CatalogueServices) {
  const { database, fileTasks, outbox: publisher } = ctx;
  const s = services ?? catalogueServices();
  const changes = publisher;
  const category$ = entityRoutes(s.category.withRules(categoryRules), database, { changes });
  const spu$ = entityRoutes(s.spu, database, { changes });
  const sku$ = entityRoutes(s.sku, database, { changes });
  const spuCmd = spuCommands(database, s, spu$, publisher);
  const skuCmd = skuCommands(database, s, sku$, publisher);
  const exportOf = (service: EntityService): Route | undefined => {
    if (!fileTasks) return undefined;
    fileTasks.add({ service });
    return fileTasks.routes(service.decl.name).export;
  };
  const exports = { spu: exportOf(s.spu), sku: exportOf(s.sku) };
  const read = (service: EntityService) => service.decl.permission('read');
  const query = (r: FastifyRequest) => (r.query ?? {}) as Query;
  /** `GET category`: the nested tree, or the descendants of `parent_id`, `depth` levels deep. */
  const treeQuery = z.object({
    parent_id: z.uuid('上级分类编号不正确').optional(),
    depth: z.coerce.number().int().min(1, '层数最少1').max(categoryMaxLevel, `层数最多${categoryMaxLevel}`).optional(),
  });

  /** `sku/log?id=`: the SKU's operation log (a hidden SKU stays hidden); without `id`, every visible SKU's. */
  const everySkuLog = skuLogRoute(database, s.registry, (r) => sku$.access(r).scope);
  const skuLog: Route = {
    config: { permission: read(s.sku) },
    handler: async function (this: FastifyInstance, r, reply) {
      const given = (r.query as { id?: unknown } | undefined)?.id;
      if (given === undefined || given === '') return everySkuLog.handler.call(this, r, reply);
      const id = parse(z.object({ id: z.uuid('记录编号不正确') }), r.query ?? {}).id;
      await s.sku.get(database.db, id, sku$.access(r).scope);
      return ok(await s.sku.auditTrail(database.db, id, hiddenFields(s.sku.decl, requestUser(r).access)));
    },
  };

  const v1 = '/api/v1/product';
  return (app: FastifyInstance) => {
    // SPU
    app.get(`${v1}/spus`, spu$.list);
    app.get(`${v1}/spus/options`, spu$.options); // a select's SPUs: searched, any signed-in user within the data rules
    app.post(`${v1}/spus`, spuCmd.create);
    // spu_code and spu/uniquename: spu-family/routes.ts
    if (exports.spu) app.get(`${v1}/spu/export`, exports.spu);
    app.post(`${v1}/spu/batchstate`, spuCmd.batchState);
    app.post(`${v1}/spu/copy/:from/:to`, spuCmd.copy);
    app.post(`${v1}/spu/delete`, spu$.removeMany); // 开发中 only, with the SKUs (declared: deletableIn, cascade)
    app.get(`${v1}/spu/:id`, spu$.detail);
    app.post(`${v1}/spu/:id`, spuCmd.update);
    app.put(`${v1}/spu/:id`, spuCmd.update); // the derived form's PUT
    app.delete(`${v1}/spu/:id`, spu$.remove);
    app.get(`${v1}/spu/:id/logs`, spu$.auditTrail);
    for (const name of Object.keys(spuStatus.transitions) as (keyof typeof spuStatus.transitions)[]) {
      app.post(`${v1}/spu/:id/${name}`, spuCmd.transition(name));
    }
    app.get(
      `${v1}/season`,
      readRoute(async () => seasonOptions()),
    );
    // The lists' filter options: any reader of SPUs or SKUs (the SKU list filters by developer and tag too).
    const productReader = [read(s.spu), read(s.sku)];
    app.get(
      `${v1}/user/staffs`,
      readRoute(() => developers(database.db), productReader),
    );
    app.get(
      `${v1}/tag/options`,
      readRoute(() => tagOptions(database.db), productReader),
    );

    // SKU
    app.get(`${v1}/skus`, sku$.list);
    app.post(`${v1}/skus`, skuCmd.create);
    app.delete(`${v1}/skus`, sku$.removeMany); // 开发中 only (declared: deletableIn)
    if (exports.sku) app.get(`${v1}/skus/export`, exports.sku);
    app.get(`${v1}/skuinfo/:id`, sku$.detail);
    app.put(`${v1}/skuinfo/:id`, skuCmd.edit); // the derived form's PUT
    app.delete(`${v1}/skuinfo/:id`, sku$.remove);
    app.get(`${v1}/skuinfo/:id/logs`, sku$.auditTrail);
    app.put(`${v1}/sku/edit`, skuCmd.edit);
    app.get(
      `${v1}/sku/search`,
      readRoute((r) => searchSkus(database.db, query(r).keyword, sku$.access(r).scope), read(s.sku)),
    );
    app.get(
      `${v1}/common/sku/check`,
      readRoute((r) => existingCodes(database.db, query(r).codes ?? query(r).code), read(s.sku)),
    );
    app.get(`${v1}/sku/log`, skuLog);
    app.post(`${v1}/sku/batchstate`, skuCmd.batchState);
    for (const name of Object.keys(skuStatus.transitions) as (keyof typeof skuStatus.transitions)[]) {
      app.post(`${v1}/sku/:id/${name}`, skuCmd.transition(name));
    }

    // Brands: the declared resource (../entities/reference-resources.ts), the spec's PATCH and the SPU form's select
    const brand$ = mountResources(app, ctx, s.registry, { brand: { resource: R.brand, service: s.brand } }).brand;
    app.patch(`${v1}/brands/:id`, brand$.update);
    app.get(
      `${v1}/brand/all`,
      readRoute(() => enabledBrands(database.db)),
    );

    // Category tree
    app.get(
      `${v1}/category/kaka/list`,
      readRoute(() => categoryTree(database.db), read(s.category)),
    );
    app.post(`${v1}/category/kaka/add`, category$.create);
    app.put(`${v1}/category/kaka/update/:id`, category$.update);
    app.delete(`${v1}/category/kaka/delete/:id`, category$.remove);
    if (fileTasks) {
      fileTasks.add({ service: s.category, registry: s.registry, changes });
      fileTasks.mountImport(app, `${v1}/category/kaka`, s.category.decl.name);
    }
    app.get(`${v1}/category/kaka/log/:id`, category$.auditTrail);
    app.get(
      `${v1}/category`,
      readRoute(async (r) => {
        const { parent_id, depth } = parse(treeQuery, r.query ?? {});
        return nestCategories((await categoryTree(database.db)) as unknown as FlatCategory[], parent_id, depth);
      }, read(s.category)),
    );
    app.get(`${v1}/categorys`, category$.list);
    app.get(`${v1}/category/:id`, category$.detail);
  };
}
