import { permissionCodesOf } from '@entrepot/entity';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import { warehouse } from '../entities/index.ts';
import { warehouseRoutes } from './routes.ts';

// Warehouses at the spec's paths; the stock ledger is reached through public.ts (its screens come later).
export const manifest: ModuleManifest = {
  name: 'wms',
  services: {
    '/api-wms': (app, ctx) => {
      const routes = warehouseRoutes(ctx.database);
      routes.api(app);
      routes.service(app);
    },
  },
  menus: [],
  permissions: permissionCodesOf(warehouse),
};
