// `/api-wms` routes, one line per path. Warehouses at the catalogue's rows (addWarehouse, editWarehouse,
// warehouseDetail, warehouseType, warehouseStatus, GET warehouse, getWarehouse); the other settings the spec
// names without paths (areas, reservoirs, storage locations, groups, storage specifications; "all POST") in
// the same style; beside them the REST forms the derived screens call, the operation logs, the selects'
// lookups, the stock reads and the exports (README: Routes).
import { ok } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import type { ModuleFileTasks } from '@entrepot/hub-server/module';
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Route } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { areaExtra, reservoirExtra, storageLocationExtra, warehouseGroupExtra } from '../domain/master-data/derive.ts';
import { batchAddLocations } from './batch-locations.ts';
import { entityWrites } from './entity-writes.ts';
import { areaInUse, locationInUse, reservoirInUse, specInUse } from './in-use.ts';
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

export function wmsRoutes(
  database: Database,
  fileTasks: ModuleFileTasks | undefined,
  changes?: { publish(tx: Tx, name: string, payload: Record<string, unknown>): Promise<unknown> },
) {
  const s = wmsServices();
  const wh = entityWrites(database, s.warehouse, { changes });
  const ar = entityWrites(database, s.area, { derive: areaExtra, inUse: areaInUse });
  const rs = entityWrites(database, s.reservoir, { derive: reservoirExtra, inUse: reservoirInUse });
  const sp = entityWrites(database, s.storageSpec, { inUse: specInUse });
  const lc = entityWrites(database, s.storageLocation, { derive: storageLocationExtra, inUse: locationInUse });
  const gr = entityWrites(database, s.warehouseGroup, { derive: warehouseGroupExtra });
  const look = wmsLookups(database);
  const stock = stockRoutes(database, fileTasks);
  /** The engine's export of an entity list as a file task (`{task_id}`), when the server has file tasks. */
  const exportOf = (service: typeof s.warehouse): Route | undefined => {
    if (!fileTasks) return undefined;
    fileTasks.add({ service, registry: s.registry, changes });
    return fileTasks.routes(service.decl.name).export;
  };
  const exports = {
    warehouse: exportOf(s.warehouse),
    area: exportOf(s.area),
    reservoir: exportOf(s.reservoir),
    storageSpec: exportOf(s.storageSpec),
    storageLocation: exportOf(s.storageLocation),
  };
  const v1 = '/api/v1/wms';

  return {
    api: (app: FastifyInstance) => {
      // Warehouses: the catalogue's rows, then our REST forms, transitions, log and export.
      app.get(`${v1}/warehouse`, wh.list);
      app.post(`${v1}/addWarehouse`, wh.create);
      app.post(`${v1}/editWarehouse`, wh.updateByBody);
      app.post(`${v1}/warehouseDetail`, wh.detailByBody);
      app.post(`${v1}/warehouseType`, optionsOf(s.warehouse.decl, 'type'));
      app.post(`${v1}/warehouseStatus`, optionsOf(s.warehouse.decl, 'status'));
      app.get(`${v1}/warehouse/:id`, wh.detail);
      app.put(`${v1}/warehouse/:id`, wh.update);
      app.post(`${v1}/warehouse/:id/disable`, wh.transition('status', 'disable'));
      app.post(`${v1}/warehouse/:id/enable`, wh.transition('status', 'enable'));
      app.get(`${v1}/warehouse/:id/logs`, wh.logs);
      if (exports.warehouse) app.get(`${v1}/warehouseExport`, exports.warehouse);
      // Warehouses import (areas, shelves and locations derive their warehouse on write, so they do not).
      fileTasks?.mountImport(app, `${v1}/warehouse`, s.warehouse.decl.name);

      // Areas (库区)
      app.get(`${v1}/area`, ar.list);
      app.post(`${v1}/addArea`, ar.create);
      app.post(`${v1}/editArea`, ar.updateByBody);
      app.post(`${v1}/areaDetail`, ar.detailByBody);
      app.post(`${v1}/deleteArea`, ar.removeByBody);
      app.post(`${v1}/areaType`, optionsOf(s.area.decl, 'type'));
      app.post(`${v1}/areaStatus`, optionsOf(s.area.decl, 'status'));
      app.get(`${v1}/area/:id`, ar.detail);
      app.put(`${v1}/area/:id`, ar.update);
      app.delete(`${v1}/area/:id`, ar.remove);
      app.post(`${v1}/area/:id/disable`, ar.transition('status', 'disable'));
      app.post(`${v1}/area/:id/enable`, ar.transition('status', 'enable'));
      app.get(`${v1}/area/:id/logs`, ar.logs);
      if (exports.area) app.get(`${v1}/areaExport`, exports.area);

      // Reservoirs (货架 / 库位区)
      app.get(`${v1}/reservoir`, rs.list);
      app.post(`${v1}/addReservoir`, rs.create);
      app.post(`${v1}/editReservoir`, rs.updateByBody);
      app.post(`${v1}/reservoirDetail`, rs.detailByBody);
      app.post(`${v1}/deleteReservoir`, rs.removeByBody);
      app.post(`${v1}/reservoirStatus`, optionsOf(s.reservoir.decl, 'status'));
      app.get(`${v1}/reservoir/:id`, rs.detail);
      app.put(`${v1}/reservoir/:id`, rs.update);
      app.delete(`${v1}/reservoir/:id`, rs.remove);
      app.post(`${v1}/reservoir/:id/disable`, rs.transition('status', 'disable'));
      app.post(`${v1}/reservoir/:id/enable`, rs.transition('status', 'enable'));
      app.get(`${v1}/reservoir/:id/logs`, rs.logs);
      if (exports.reservoir) app.get(`${v1}/reservoirExport`, exports.reservoir);

      // Storage specifications (库位规格)
      app.get(`${v1}/storageSpec`, sp.list);
      app.post(`${v1}/addStorageSpec`, sp.create);
      app.post(`${v1}/editStorageSpec`, sp.updateByBody);
      app.post(`${v1}/storageSpecDetail`, sp.detailByBody);
      app.post(`${v1}/deleteStorageSpec`, sp.removeByBody);
      app.get(`${v1}/storageSpec/:id`, sp.detail);
      app.put(`${v1}/storageSpec/:id`, sp.update);
      app.delete(`${v1}/storageSpec/:id`, sp.remove);
      app.post(`${v1}/storageSpec/:id/disable`, sp.transition('status', 'disable'));
      app.post(`${v1}/storageSpec/:id/enable`, sp.transition('status', 'enable'));
      app.get(`${v1}/storageSpec/:id/logs`, sp.logs);
      if (exports.storageSpec) app.get(`${v1}/storageSpecExport`, exports.storageSpec);

      // Storage locations (库位)
      app.get(`${v1}/storageLocation`, lc.list);
      app.post(`${v1}/addStorageLocation`, lc.create);
      app.post(`${v1}/batchAddStorageLocation`, batchAddLocations(database, s.storageLocation));
      app.post(`${v1}/editStorageLocation`, lc.updateByBody);
      app.post(`${v1}/storageLocationDetail`, lc.detailByBody);
      app.post(`${v1}/deleteStorageLocation`, lc.removeByBody);
      app.post(`${v1}/storageLocationStatus`, optionsOf(s.storageLocation.decl, 'status'));
      app.get(`${v1}/storageLocation/:id`, lc.detail);
      app.put(`${v1}/storageLocation/:id`, lc.update);
      app.delete(`${v1}/storageLocation/:id`, lc.remove);
      app.post(`${v1}/storageLocation/:id/disable`, lc.transition('status', 'disable'));
      app.post(`${v1}/storageLocation/:id/enable`, lc.transition('status', 'enable'));
      app.get(`${v1}/storageLocation/:id/logs`, lc.logs);
      if (exports.storageLocation) app.get(`${v1}/storageLocationExport`, exports.storageLocation);

      // Warehouse groups (仓库分组)
      app.get(`${v1}/warehouseGroup`, gr.list);
      app.post(`${v1}/addWarehouseGroup`, gr.create);
      app.post(`${v1}/editWarehouseGroup`, gr.updateByBody);
      app.post(`${v1}/warehouseGroupDetail`, gr.detailByBody);
      app.post(`${v1}/deleteWarehouseGroup`, gr.removeByBody);
      app.get(`${v1}/warehouseGroup/:id`, gr.detail);
      app.put(`${v1}/warehouseGroup/:id`, gr.update);
      app.delete(`${v1}/warehouseGroup/:id`, gr.remove);
      app.get(`${v1}/warehouseGroup/:id/logs`, gr.logs);

      // Stock (库存) and its movements (库存流水); exports at the catalogue's asyncExport* names.
      app.get(`${v1}/stock`, stock.stock);
      app.get(`${v1}/stock/movements`, stock.movements);
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
