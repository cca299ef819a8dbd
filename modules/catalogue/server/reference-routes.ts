// `/api-product` routes of the catalogue's reference data: the declared resources (../entities/reference-resources.ts:
// the spec's rows and our REST forms for the screens, with their write rules, exports and the mappings' import),
// then one line per path for the spec's other verbs and the screens' reads — README.
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import {
  commandRoute,
  createSchema,
  type EntityService,
  entityRoutes,
  queryList,
  type Route,
  readRoute,
  rowScope,
  withBodyId,
} from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import { queryExport } from '@entrepot/server-kit/file-tasks';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { attribute, attributeValue, collection, material, packageSize, referenceResources as R, sku, unpackagedSkuList } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { collectionRules, collectionToDemand, collectListings } from './collection/collection-commands.ts';
import { fakeCollector, type ListingCollector } from './collection/collector.ts';
import { packageSizes, packageStandards } from './reference.schema.ts';
import { attributeInUse, checkPackageSize, checkSkuMapping, checkSkuTag, tagTypeInUse } from './reference-checks.ts';
import { colourValues, defaultAttributes, packageOfSku, skuOptions, unpackagedSource } from './reference-lookups.ts';
import { referenceServices } from './reference-services.ts';

export const PRODUCT = '/api/v1/product';
const idParam = z.object({ id: z.uuid('记录编号不正确') });
const idsBody = z.object({ ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择记录').max(1000) });

/** `POST attribute/value/add {attribute_id, value, value_en?, sort?}` and `…/value/delete {ids}`: one value at a time. */
function attributeValueRoutes(database: Database, service: EntityService, outbox: Outbox) {
  const creating = createSchema(attributeValue);
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  /** The default-attribute cache moves with its values. */
  const changed = (tx: Tx, ids: string[]) => outbox.publish(tx, `${attribute.name}.changed`, { ids, action: 'update' });
  return {
    add: commandRoute(
      database,
      async (r, tx) => {
        const row = await service.create(tx, parse(creating, r.body), actor(r));
        await changed(tx, [String(row['attribute_id'])]);
        return row;
      },
      attribute.permission('update'),
    ),
    remove: commandRoute(
      database,
      async (r, tx) => {
        const deleted = await service.remove(tx, parse(idsBody, r.body).ids, actor(r));
        await changed(tx, []);
        return { deleted };
      },
      attribute.permission('update'),
    ),
  };
}

/** `POST packagesize/reload {ids?}`: the sizes that follow a standard take its current measures again. */
function reloadPackageSizes(database: Database, service: EntityService): Route {
  const body = z.object({ ids: z.array(z.uuid('记录编号不正确')).max(1000).optional() });
  return commandRoute(
    database,
    async (r, tx) => {
      const { ids } = parse(body, r.body ?? {});
      const rows = await tx
        .select({
          id: packageSizes.id,
          version: packageSizes.version,
          length: packageStandards.length,
          width: packageStandards.width,
          height: packageStandards.height,
          weight: packageStandards.weight,
        })
        .from(packageSizes)
        .innerJoin(packageStandards, eq(packageStandards.id, packageSizes.package_standard_id))
        .where(isNotNull(packageSizes.package_standard_id));
      const chosen = ids ? rows.filter((row) => ids.includes(row.id)) : rows;
      if (ids && chosen.length === 0) throw invalid('ids', '所选记录没有包装标准');
      for (const { id, version, ...measures } of chosen) {
        await service.update(tx, id, { ...measures, version }, { id: requestUser(r).id, name: requestUser(r).name });
      }
      return { reloaded: chosen.length };
    },
    packageSize.permission('update'),
  );
}

/** `collector`: where 数据采集 reads listings (the local fake by default: README "Data collection"). */
export function referenceRoutes(ctx: ModuleContext, collector: ListingCollector = fakeCollector) {
  const { database, fileTasks } = ctx;
  const s = referenceServices();
  const db = database.db;
  const values = attributeValueRoutes(database, s.attributeValue, ctx.outbox);
  // Tags are served by hand (the spec's `tag/list`, `deletetag/{id}`): they are written with their type.
  const tag = entityRoutes(s.tag, database, { changes: ctx.outbox });
  if (fileTasks) fileTasks.add({ service: s.tag, registry: s.registry });
  const tagExport = fileTasks?.routes(s.tag.decl.name).export;

  return (app: FastifyInstance) => {
    const v = (path: string) => `${PRODUCT}/${path}`;
    const $ = mountResources(app, ctx, s.registry, {
      attribute: { resource: R.attribute, service: s.attribute, rules: { inUse: attributeInUse } },
      tagType: { resource: R.tagType, service: s.tagType, rules: { inUse: tagTypeInUse } },
      skuTag: { resource: R.skuTag, service: s.skuTag, rules: { check: checkSkuTag }, announce: false },
      material: { resource: R.material, service: s.material },
      colourMapping: { resource: R.colourMapping, service: s.colourMapping, announce: false },
      skuMapping: { resource: R.skuMapping, service: s.skuMapping, rules: { check: checkSkuMapping }, announce: false },
      packageStandard: { resource: R.packageStandard, service: s.packageStandard },
      packageSize: { resource: R.packageSize, service: s.packageSize, rules: { check: checkPackageSize }, announce: false },
      shootSchedule: { resource: R.shootSchedule, service: s.shootSchedule },
      demand: { resource: R.demand, service: s.demand },
      collection: { resource: R.collection, service: s.collection, rules: collectionRules },
    });
    // 数据采集's commands: 采集 through the collector (the local fake unless one is given), 转为需求
    const collectionScope = (r: FastifyRequest) => $.collection.access(r).scope;
    app.post(
      v('collection/collect'),
      readRoute(
        (r) => collectListings(database, s, collector, r.body, { id: requestUser(r).id, name: requestUser(r).name }, collectionScope(r)),
        collection.permission('collect'),
      ),
    );
    app.post(
      v('collection/todemand'),
      commandRoute(
        database,
        (r, tx) => collectionToDemand(tx, s, r.body, { id: requestUser(r).id, name: requestUser(r).name }, collectionScope(r)),
        collection.permission('todemand'),
      ),
    );
    // Beside the resources: the spec's own verbs and the screens' reads.
    app.post(v('attribute/value/add'), values.add);
    app.post(v('attribute/value/delete'), values.remove);
    app.get(
      v('attribute/default/cache'),
      readRoute(() => defaultAttributes(db)),
    );
    app.get(v('tag/list'), tag.list);
    app.post(v('deletetag/:id'), tag.remove);
    if (tagExport) app.get(v('tag/export'), tagExport);
    app.post(v('deltagtype/:id'), $.tagType.remove);
    app.put(v('material'), withBodyId($.material.update, material.label)); // PUT and DELETE with the id in the body
    app.delete(v('material'), $.material.removeMany);
    app.get(
      v('colormapping/attrs'),
      readRoute(() => colourValues(db)),
    );
    app.delete(v('skumapping/delete'), $.skuMapping.removeMany);
    app.post(v('packagesize/reload'), reloadPackageSizes(database, s.packageSize));
    app.get(
      v('skupackagesize/:id'),
      readRoute(
        (r) => packageOfSku(db, s, parse(idParam, r.params).id, rowScope(packageSize, packageSizes, requestUser(r).access)),
        packageSize.permission('read'),
      ),
    );
    // The SKU select of our screens (tags, mappings, packages): signed-in users, within their data rules
    app.get(
      v('reference/sku-options'),
      readRoute((r) => skuOptions(db, rowScope(sku, skus, requestUser(r).access), r.query)),
    );
    // 未维护包装: the declared query `unpackagedSkuList` under the reader's SKU data rules, and its export (ours)
    const unpackaged = { source: (r: FastifyRequest) => unpackagedSource(rowScope(sku, skus, requestUser(r).access)) };
    app.get(v('unpackage'), queryList(unpackagedSkuList, database, unpackaged));
    app.get(v('unpackage/export'), queryExport(unpackagedSkuList, database, { ...unpackaged, file: '未维护包装' }));
  };
}
