// `/api-wms` routes: the warehouse settings as declared resources (../entities/resources.ts: the spec's verbs and
// the REST forms beside them, logs, selects, import, export), then one line per path for the batch of
// locations, the selects' lookups, the stock reads and the exports (README: Routes).
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import type { RulesOf } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { areaExtra, reservoirExtra, storageLocationExtra, warehouseGroupExtra } from '../domain/master-data/derive.ts';
import { wmsResources as R, BASE as v1 } from '../entities/index.ts';
import { batchAddLocations } from './batch-locations.ts';
import { locationDisableBlocked, locationInUse } from './in-use.ts';
import { wmsLookups } from './lookups.ts';
import { receivingRoutes } from './receiving/receiving-routes.ts';
import { returnRoutes } from './returns/return-routes.ts';
import { type WmsServices, wmsServices } from './services.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { stockSummaryRoutes } from './stock/stock-summary.ts';

import { OUT_OF_SCOPE } from './warehouse-scope.ts';

/** What each setting's writes add: server-made columns (../domain/master-data/derive.ts), refusals while in use. */
const rules: Required<RulesOf<Pick<WmsServices, keyof typeof R>>> = {
  warehouse: {},
  area: { derive: areaExtra },
  reservoir: { derive: reservoirExtra },
  storageLocation: { derive: storageLocationExtra, inUse: locationInUse, blocksTransition: locationDisableBlocked },
  storageSpec: {}, // a spec in use stays: the location's declared reference
  warehouseGroup: { derive: warehouseGroupExtra },
};

export function wmsRoutes(ctx: ModuleContext) {
  const { database, fileTasks, outbox: changes } = ctx;
  const s = wmsServices();
  const look = wmsLookups(database);
  const stock = stockRoutes(database, fileTasks, changes);
  const summary = stockSummaryRoutes(database);

  return {
    api: (app: FastifyInstance) => {
      // The settings (entities/resources.ts), their rules set on the services so imports apply them too.
      mountResources(
        app,
        ctx,
        s.registry,
        Object.fromEntries(
          (Object.keys(R) as (keyof typeof R)[]).map((key) => [key, { resource: R[key], service: s[key], rules: { outOfScope: OUT_OF_SCOPE, ...rules[key] } }]),
        ),
      );
      app.post(`${v1}/batchAddStorageLocation`, batchAddLocations(database, s.storageLocation));
      // Goods in: receipts, counting, inspection, put-away, exceptions (./receiving).
      receivingRoutes(app, ctx, s, s.registry);
      // Returns: a parcel's return found, registered, shelved (./returns).
      returnRoutes(app, ctx, s, s.registry);

      // Stock (库存) and its movements (库存流水); exports at the catalogue's asyncExport* names.
      app.get(`${v1}/stock`, stock.stock);
      app.get(`${v1}/stock/movements`, stock.movements);
      // 出入库汇总 (our paths: the spec names none for the reports group), its export an xlsx at once.
      app.get(`${v1}/stock/summary`, summary.list);
      app.get(`${v1}/stock/summary/export`, summary.export);
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
