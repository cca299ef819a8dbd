// `/api-product` routes of the catalogue's reference data, one line per path: the spec's rows (attribute,
// tag, skutag, material, colormapping, skumapping, packagesize, packagestandard; api-catalogue.tsv) and
// beside them our REST forms for the derived screens (detail, logs, export, 启用/停用) — README.
import type { ModuleContext, ModuleFileTasks } from '@entrepot/hub-server/module';
import { invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { commandRoute, createSchema, type EntityRegistry, type EntityService, type Route, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { Outbox } from '@entrepot/server-kit/events';
import fastifyMultipart from '@fastify/multipart';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { attribute, attributeValue, packageSize, sku } from '../entities/index.ts';
import { skus } from './catalogue.schema.ts';
import { packageSizes, packageStandards } from './reference.schema.ts';
import { attributeInUse, checkPackageSize, checkSkuMapping, checkSkuTag, packageStandardInUse, tagInUse, tagTypeInUse } from './reference-checks.ts';
import { colourValues, defaultAttributes, packageOfSku, skuOptions, unpackagedSkus } from './reference-lookups.ts';
import { referenceServices } from './reference-services.ts';
import { referenceWrites } from './reference-writes.ts';

export const PRODUCT = '/api/v1/product';
/** The largest import file accepted (xlsx). */
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const idParam = z.object({ id: z.uuid('记录编号不正确') });
const idsBody = z.object({ ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择记录').max(1000) });

/** The file-task export of an entity (`{task_id}`), when the server has file tasks. */
function exportsOf(fileTasks: ModuleFileTasks | undefined, services: EntityService[], registry: EntityRegistry) {
  for (const service of services) fileTasks?.add({ service, registry });
  return (service: EntityService): Route | undefined => fileTasks?.routes(service.decl.name).export;
}

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
      const chosen = ids ? rows.filter((row) => ids.includes(row.id as string)) : rows;
      if (ids && chosen.length === 0) throw invalid('ids', '所选记录没有包装标准');
      for (const { id, version, ...measures } of chosen) {
        await service.update(tx, id as string, { ...measures, version }, { id: requestUser(r).id, name: requestUser(r).name });
      }
      return { reloaded: chosen.length };
    },
    packageSize.permission('update'),
  );
}

export function referenceRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks } = ctx;
  const s = referenceServices();
  const db = database.db;
  const changes = ctx.outbox;
  const attr = referenceWrites(database, s.attribute, { inUse: attributeInUse, changes });
  const tagType = referenceWrites(database, s.tagType, { inUse: tagTypeInUse, changes });
  const tag = referenceWrites(database, s.tag, { inUse: tagInUse, changes });
  const skuTag = referenceWrites(database, s.skuTag, { check: checkSkuTag });
  const material = referenceWrites(database, s.material, { changes });
  const colour = referenceWrites(database, s.colourMapping);
  const skuMap = referenceWrites(database, s.skuMapping, { check: checkSkuMapping });
  const standard = referenceWrites(database, s.packageStandard, { inUse: packageStandardInUse, changes });
  const size = referenceWrites(database, s.packageSize, { check: checkPackageSize });
  const values = attributeValueRoutes(database, s.attributeValue, ctx.outbox);
  const exportOf = exportsOf(
    fileTasks,
    [s.attribute, s.tagType, s.tag, s.skuTag, s.material, s.colourMapping, s.skuMapping, s.packageStandard, s.packageSize],
    s.registry,
  );
  const file = fileTasks?.routes(s.skuMapping.decl.name);
  const bind = (app: FastifyInstance, path: string, route: Route | undefined) => {
    if (route) app.get(`${PRODUCT}/${path}`, route);
  };

  return (app: FastifyInstance) => {
    const v = (path: string) => `${PRODUCT}/${path}`;
    // Attributes and their values (spec: CRUD, value add/delete, export, default cache)
    app.get(v('attribute'), attr.list);
    app.post(v('attribute'), attr.create);
    app.get(v('attribute/:id'), attr.detail);
    app.put(v('attribute/:id'), attr.update);
    app.delete(v('attribute/:id'), attr.remove);
    app.get(v('attribute/:id/logs'), attr.logs);
    app.post(v('attribute/value/add'), values.add);
    app.post(v('attribute/value/delete'), values.remove);
    bind(app, 'attribute/export', exportOf(s.attribute));
    app.get(
      v('attribute/default/cache'),
      readRoute(() => defaultAttributes(db)),
    );

    // Tag types with their tags (spec: tag list, addtags, deltagtype/{id}, deletetag/{id})
    app.get(v('tag/list'), tag.list);
    app.post(v('addtags'), tagType.create);
    app.post(v('deltagtype/:id'), tagType.remove);
    app.post(v('deletetag/:id'), tag.remove);
    app.get(v('tagtype'), tagType.list);
    app.get(v('tagtype/:id'), tagType.detail);
    app.put(v('tagtype/:id'), tagType.update);
    app.delete(v('tagtype/:id'), tagType.remove);
    app.get(v('tagtype/:id/logs'), tagType.logs);
    bind(app, 'tag/export', exportOf(s.tag));
    bind(app, 'tagtype/export', exportOf(s.tagType));

    // Tags on SKUs (spec: skutag GET, POST, DELETE {id})
    app.get(v('skutag'), skuTag.list);
    app.post(v('skutag'), skuTag.create);
    app.get(v('skutag/:id'), skuTag.detail);
    app.put(v('skutag/:id'), skuTag.update);
    app.delete(v('skutag/:id'), skuTag.remove);
    app.get(v('skutag/:id/logs'), skuTag.logs);
    bind(app, 'skutag/export', exportOf(s.skuTag));

    // Materials (spec: GET, POST, PUT and DELETE with the id in the body)
    app.get(v('material'), material.list);
    app.post(v('material'), material.create);
    app.put(v('material'), material.updateByBody);
    app.delete(v('material'), material.removeMany);
    app.get(v('material/:id'), material.detail);
    app.put(v('material/:id'), material.update);
    app.delete(v('material/:id'), material.remove);
    app.post(v('material/:id/enable'), material.transition('enable'));
    app.post(v('material/:id/disable'), material.transition('disable'));
    app.get(v('material/:id/logs'), material.logs);
    bind(app, 'material/export', exportOf(s.material));

    // Colour mappings (spec: GET, POST, PUT {id}, attrs, logs/{id})
    app.get(v('colormapping'), colour.list);
    app.post(v('colormapping'), colour.create);
    app.get(
      v('colormapping/attrs'),
      readRoute(() => colourValues(db)),
    );
    app.get(v('colormapping/logs/:id'), colour.logs);
    app.get(v('colormapping/:id'), colour.detail);
    app.put(v('colormapping/:id'), colour.update);
    app.delete(v('colormapping/:id'), colour.remove);
    bind(app, 'colormapping/export', exportOf(s.colourMapping));

    // SKU mappings (spec: GET, DELETE delete, GET export, POST import)
    app.get(v('skumapping'), skuMap.list);
    app.post(v('skumapping'), skuMap.create);
    app.delete(v('skumapping/delete'), skuMap.removeMany);
    bind(app, 'skumapping/export', exportOf(s.skuMapping));
    bind(app, 'skumapping/template', file?.template);
    const importRoute = file?.import;
    if (importRoute) {
      // multipart only in its own scope, so the module's other routes keep their body parsers
      app.register(async (scope) => {
        await scope.register(fastifyMultipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: true });
        scope.post(v('skumapping/import'), importRoute);
      });
    }
    app.get(v('skumapping/:id'), skuMap.detail);
    app.put(v('skumapping/:id'), skuMap.update);
    app.delete(v('skumapping/:id'), skuMap.remove);
    app.get(v('skumapping/:id/logs'), skuMap.logs);

    // Package standards (spec: CRUD)
    app.get(v('packagestandard'), standard.list);
    app.post(v('packagestandard'), standard.create);
    app.get(v('packagestandard/:id'), standard.detail);
    app.put(v('packagestandard/:id'), standard.update);
    app.delete(v('packagestandard/:id'), standard.remove);
    app.post(v('packagestandard/:id/enable'), standard.transition('enable'));
    app.post(v('packagestandard/:id/disable'), standard.transition('disable'));
    app.get(v('packagestandard/:id/logs'), standard.logs);
    bind(app, 'packagestandard/export', exportOf(s.packageStandard));

    // Package sizes of SKUs (spec: CRUD, log/{id}, skupackagesize/{id}, unpackage, reload)
    app.get(v('packagesize'), size.list);
    app.post(v('packagesize'), size.create);
    app.post(v('packagesize/reload'), reloadPackageSizes(database, s.packageSize));
    app.get(v('packagesize/log/:id'), size.logs);
    app.get(v('packagesize/:id'), size.detail);
    app.put(v('packagesize/:id'), size.update);
    app.delete(v('packagesize/:id'), size.remove);
    bind(app, 'packagesize/export', exportOf(s.packageSize));
    app.get(
      v('skupackagesize/:id'),
      readRoute((r) => packageOfSku(db, s, parse(idParam, r.params).id), packageSize.permission('read')),
    );
    // The SKU select of our screens (tags, mappings, packages): signed-in users, within their data rules
    app.get(
      v('reference/sku-options'),
      readRoute((r) => skuOptions(db, rowScope(sku, skus, requestUser(r).access))),
    );
    app.get(
      v('unpackage'),
      readRoute((r) => unpackagedSkus(db, r), packageSize.permission('read')),
    );
  };
}
