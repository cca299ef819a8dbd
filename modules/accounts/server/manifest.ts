import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import { accountsResources } from '../entities/index.ts';
import { accountsRoutes } from './routes.ts';
import { seedAccounts } from './seed.ts';
import { accountsServices } from './services.ts';

const resources = Object.values(accountsResources);

// Platforms, sites, shops and sales accounts: the IActMgrService lookups at the gateway, the screens'
// CRUD under /api-accounts, the screens of area 'accounts' (modules/accounts/web).
export const manifest: ModuleManifest = {
  name: 'accounts',
  position: 20,
  seed: { run: async (database, { demo, firstStart }) => void (demo && firstStart && (await seedAccounts(database))) },
  services: {
    '/motan-client': (app, ctx) => accountsRoutes(ctx, accountsServices()).gateway(app),
    '/api-accounts': (app, ctx) => accountsRoutes(ctx, accountsServices()).screens(app),
  },
  menus: [
    {
      name: '账号管理',
      children: resources.map((r) => screenMenu(r, 'accounts')),
    },
  ],
  lookups: [
    {
      name: 'platforms',
      label: '平台',
      method: 'POST',
      url: '/motan-client/actmgr/motan/service/api/IActMgrService/getBasePlatformAll',
      body: { data: {} },
      events: ['accounts.platform.changed'],
    },
  ],
  permissions: resources.map((r) => r.entity).flatMap(permissionCodesOf),
};
