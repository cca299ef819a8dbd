import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleManifest } from '@entrepot/hub-server/module';
import { area, MOVEMENT_READ, reservoir, STOCK_READ, stockPermissions, storageLocation, storageSpec, warehouse, warehouseGroup } from '../entities/index.ts';
import { wmsRoutes } from './routes.ts';

/** The spec's groups `/warehouse/basic-information` and `/warehouse/Inventory-management` (sub-pages not shown: ours). */
export const BASIC = '/warehouse/basic-information';
export const INVENTORY = '/warehouse/Inventory-management';

const screen = (name: string, url: string, permission: string): MenuDecl => ({ name, url, area: 'wms', permission });

export const wmsMenus: MenuDecl[] = [
  {
    name: '仓储管理',
    icon: 'storage',
    children: [
      {
        name: '基础资料',
        children: [
          screen('仓库', `${BASIC}/warehouse`, warehouse.permission('read')),
          screen('库区', `${BASIC}/area`, area.permission('read')),
          screen('货架', `${BASIC}/reservoir`, reservoir.permission('read')),
          screen('库位', `${BASIC}/storage-location`, storageLocation.permission('read')),
          screen('库位规格', `${BASIC}/storage-spec`, storageSpec.permission('read')),
          screen('仓库分组', `${BASIC}/warehouse-group`, warehouseGroup.permission('read')),
        ],
      },
      {
        name: '库存管理',
        children: [screen('库存查询', `${INVENTORY}/stock`, STOCK_READ), screen('库存流水', `${INVENTORY}/stock-movement`, MOVEMENT_READ)],
      },
    ],
  },
];

// Warehouse master data and the stock reads under /api-wms; the ledger is reached through public.ts.
export const manifest: ModuleManifest = {
  name: 'wms',
  services: {
    '/api-wms': (app, ctx) => {
      const routes = wmsRoutes(ctx.database, ctx.fileTasks, ctx.outbox);
      routes.api(app);
      routes.service(app);
    },
  },
  menus: wmsMenus,
  lookups: [{ name: 'warehouses', label: '仓库', url: '/api-wms/service/api/getWarehouse', events: ['wms.warehouse.changed'] }],
  permissions: [...[warehouse, area, reservoir, storageLocation, storageSpec, warehouseGroup].flatMap(permissionCodesOf), ...stockPermissions],
};
