import { permissionCodesOf } from '@entrepot/entity';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import { mainAccount, platform, salesAccount, site } from '../entities/index.ts';
import { accountsRoutes } from './routes.ts';
import { accountsServices } from './services.ts';

// Platforms, sites, shops and sales accounts: the IActMgrService lookups at the gateway, the screens'
// CRUD under /api-accounts, the screens of area 'accounts' (modules/accounts/web).
export const manifest: ModuleManifest = {
  name: 'accounts',
  services: {
    '/motan-client': (app, ctx) => accountsRoutes(ctx.database, accountsServices(), { changes: ctx.outbox }).gateway(app),
    '/api-accounts': (app, ctx) => accountsRoutes(ctx.database, accountsServices(), { fileTasks: ctx.fileTasks, changes: ctx.outbox }).screens(app),
  },
  menus: [
    {
      name: '账号管理',
      children: [
        { name: '销售账号', url: '/account/sales-account', area: 'accounts', permission: salesAccount.permission('read') },
        { name: '店铺', url: '/account/main-account', area: 'accounts', permission: mainAccount.permission('read') },
        { name: '站点', url: '/account/site', area: 'accounts', permission: site.permission('read') },
        { name: '平台', url: '/account/platform', area: 'accounts', permission: platform.permission('read') },
      ],
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
  permissions: [platform, site, mainAccount, salesAccount].flatMap(permissionCodesOf),
};
