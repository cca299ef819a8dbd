import { permissionCodesOf } from '@entrepot/entity';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';
import { accountsRoutes } from './routes.ts';
import { accountsServices } from './services.ts';

// Platforms, sites, shops and sales accounts: the IActMgrService lookups at the gateway, the screens'
// CRUD under /api-accounts. No menus yet (the area's web app comes later).
export const manifest: ModuleManifest = {
  name: 'accounts',
  services: {
    '/motan-client': (app, ctx) => accountsRoutes(ctx.database, accountsServices()).gateway(app),
    '/api-accounts': (app, ctx) => accountsRoutes(ctx.database, accountsServices()).screens(app),
  },
  menus: [],
  permissions: [platform, site, mainAccount, salesAccount].flatMap(permissionCodesOf),
};
