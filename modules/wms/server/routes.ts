// `/api-wms` routes, one line per path. Warehouses at the catalogue's rows (addWarehouse, editWarehouse,
// warehouseDetail, warehouseType, warehouseStatus, GET warehouse, getWarehouse); the other settings the spec
// names without paths (areas, reservoirs, storage locations, groups, storage specifications; "all POST") in
// the same style; beside them the REST forms the derived screens call, the operation logs, the selects'
// lookups, the stock reads and the exports (README: Routes).
import { ok } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import type { ModuleFileTasks } from '@entrepot/hub-server/module';
import type { Database } from '@entrepot/server-kit/db';
import type { EntityService, HandlerOptions, Route } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { areaExtra, reservoirExtra, storageLocationExtra, warehouseGroupExtra } from '../domain/master-data/derive.ts';
import { batchAddLocations } from './batch-locations.ts';
import { type EntityWrites, entityWrites } from './entity-writes.ts';
import { areaInUse, locationDisableBlocked, locationInUse, reservoirInUse, specInUse } from './in-use.ts';
import { wmsLookups } from './lookups.ts';
import { wmsServices } from './services.ts';
import { stockRoutes } from './stock/stock.routes.ts';

/** The choices of an enum or status field, for the spec's `…Type` / `…Status` selects. */
const optionsOf = (decl: EntityDecl, field: string): Route => ({
  handler: async () => {
    const f = decl.fields[field];
    if (f?.type === 'enum') return ok(f.options);
    if (f?.type === 'status') return ok(Object.entries(f.machine.states).map(([value, s]) => ({ value, label: s.label })));
    return ok([]);
  },
});

/** How one master-data entity is spelled in the paths: `area` → area, addArea, editArea, areaDetail, deleteArea, areaExport. */
interface Paths {
  name: string;
  writes: EntityWrites;
  /** The `…Type` select of its type enum (warehouses, areas). */
  type?: boolean;
  /** Its `…Status` select and its enable / disable transitions. */
  status?: boolean;
  /** `POST <name>Status` (the groups have no status). */
  statusSelect?: boolean;
  export?: Route;
  /** `POST <name>/import` (+ template) through the file tasks. */
  importable?: boolean;
}

export function wmsRoutes(database: Database, fileTasks: ModuleFileTasks | undefined, changes?: HandlerOptions['changes']) {
  const s = wmsServices();
  const wh = entityWrites(database, s.warehouse, {}, changes);
  const ar = entityWrites(database, s.area, { derive: areaExtra, inUse: areaInUse }, changes);
  const rs = entityWrites(database, s.reservoir, { derive: reservoirExtra, inUse: reservoirInUse }, changes);
  const sp = entityWrites(database, s.storageSpec, { inUse: specInUse }, changes);
  const lc = entityWrites(
    database,
    s.storageLocation,
    { derive: storageLocationExtra, inUse: locationInUse, blocksTransition: locationDisableBlocked },
    changes,
  );
  const gr = entityWrites(database, s.warehouseGroup, { derive: warehouseGroupExtra }, changes);
  const look = wmsLookups(database);
  const stock = stockRoutes(database, fileTasks, changes);
  /** The engine's export of an entity list as a file task (`{task_id}`), when the server has file tasks. */
  const exportOf = (service: EntityService): Route | undefined => {
    if (!fileTasks) return undefined;
    fileTasks.add({ service, registry: s.registry, changes });
    return fileTasks.routes(service.decl.name).export;
  };
  const v1 = '/api/v1/wms';

  /** The spec's verbs, our REST forms, transitions, log, export and import of one entity. */
  const mount = (app: FastifyInstance, p: Paths) => {
    const { name, writes: w } = p;
    const Name = name[0]!.toUpperCase() + name.slice(1);
    const { decl } = w.service;
    app.get(`${v1}/${name}`, w.list);
    app.post(`${v1}/add${Name}`, w.create);
    app.post(`${v1}/edit${Name}`, w.updateByBody);
    app.post(`${v1}/${name}Detail`, w.detailByBody);
    if (name !== 'warehouse') app.post(`${v1}/delete${Name}`, w.removeByBody);
    if (p.type) app.post(`${v1}/${name}Type`, optionsOf(decl, 'type'));
    if (p.statusSelect) app.post(`${v1}/${name}Status`, optionsOf(decl, 'status'));
    app.get(`${v1}/${name}/:id`, w.detail);
    app.put(`${v1}/${name}/:id`, w.update);
    if (name !== 'warehouse') app.delete(`${v1}/${name}/:id`, w.remove);
    if (p.status) {
      app.post(`${v1}/${name}/:id/disable`, w.transition('status', 'disable'));
      app.post(`${v1}/${name}/:id/enable`, w.transition('status', 'enable'));
    }
    app.get(`${v1}/${name}/:id/logs`, w.logs);
    if (p.export) app.get(`${v1}/${name}Export`, p.export);
    if (p.importable) fileTasks?.mountImport(app, `${v1}/${name}`, decl.name);
  };

  return {
    api: (app: FastifyInstance) => {
      // Warehouses at the catalogue's rows (no delete: a warehouse is disabled), then the settings in the same style.
      mount(app, { name: 'warehouse', writes: wh, type: true, status: true, statusSelect: true, export: exportOf(s.warehouse), importable: true });
      mount(app, { name: 'area', writes: ar, type: true, status: true, statusSelect: true, export: exportOf(s.area), importable: true });
      mount(app, { name: 'reservoir', writes: rs, status: true, statusSelect: true, export: exportOf(s.reservoir), importable: true });
      mount(app, { name: 'storageSpec', writes: sp, status: true, export: exportOf(s.storageSpec), importable: true });
      mount(app, { name: 'storageLocation', writes: lc, status: true, statusSelect: true, export: exportOf(s.storageLocation), importable: true });
      app.post(`${v1}/batchAddStorageLocation`, batchAddLocations(database, s.storageLocation));
      mount(app, { name: 'warehouseGroup', writes: gr, export: exportOf(s.warehouseGroup), importable: true });

      // Stock (库存) and its movements (库存流水); exports at the catalogue's asyncExport* names.
      app.get(`${v1}/stock`, stock.stock);
      app.get(`${v1}/stock/movements`, stock.movements);
      if (stock.reverse) app.post(`${v1}/stock/reverse`, stock.reverse);
      if (stock.exports) {
        app.post(`${v1}/asyncExportStorageInventory`, stock.exports.byLocation);
        app.post(`${v1}/asyncExportWarehouseInventory`, stock.exports.byWarehouse);
        app.post(`${v1}/asyncExportInventoryStatistics`, stock.exports.bySku);
        app.post(`${v1}/asyncExportStockMovement`, stock.exports.movements);
      }
    },
    /** `/api-wms/service/api`: the selects' options for any signed-in user, within the data rules. */
    service: (app: FastifyInstance) => {
      app.get('/service/api/getWarehouse', look.enabledWarehouses);
      app.get('/service/api/getAllWarehouse', look.allWarehouses);
      app.get('/service/api/getArea', look.areaOptions);
      app.get('/service/api/getReservoir', look.reservoirOptions);
      app.get('/service/api/getStorageLocation', look.locationOptions);
      app.get('/service/api/getStorageSpec', look.specOptions);
    },
  };
}
