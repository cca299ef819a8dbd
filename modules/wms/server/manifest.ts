import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import type { MenuDecl, ModuleManifest } from '@entrepot/hub-server/module';
import {
  INVENTORY,
  MOVEMENT_READ,
  RECEIVING,
  RECEIVING_CODES,
  RETURN_CODES,
  receivingResources,
  returnResources,
  STOCK_READ,
  stockPermissions,
  wmsResources,
} from '../entities/index.ts';
import { subscribeWms } from './events.ts';
import { searchReceiving } from './receiving/receiving-search.ts';
import { seedReceipts } from './receiving/seed-receipts.ts';
import { wmsRoutes } from './routes.ts';
import { seedWms } from './seed.ts';
import { wmsServices } from './services.ts';

const settings = Object.values(wmsResources);

const screen = (name: string, url: string, permission: string): MenuDecl => ({ name, url, area: 'wms', permission });
const EXPORT_CENTER = '/warehouse/export-center';

export const wmsMenus: MenuDecl[] = [
  {
    name: '仓储管理',
    icon: 'storage',
    children: [
      {
        name: '基础资料',
        children: settings.map((r) => screenMenu(r, 'wms')),
      },
      {
        name: '收货质检',
        children: [
          screen('到货点数', `${RECEIVING}/points`, RECEIVING_CODES.receive),
          screen('质检', `${RECEIVING}/quality-inspection`, RECEIVING_CODES.inspect),
          screen('贴标', `${RECEIVING}/labeling`, receivingResources.receipt.entity.permission('read')),
          screen('称重', `${RECEIVING}/weigh`, RECEIVING_CODES.weigh),
          ...Object.values(receivingResources).map((r) => screenMenu(r, 'wms')),
        ],
      },
      {
        name: '退货',
        children: [
          screen('退货登记', `${RECEIVING}/return-register`, RETURN_CODES.register),
          ...Object.values(returnResources).map((r) => screenMenu(r, 'wms')),
        ],
      },
      {
        name: '库存管理',
        children: [screen('库存查询', `${INVENTORY}/stock`, STOCK_READ), screen('库存流水', `${INVENTORY}/stock-movement`, MOVEMENT_READ)],
      },
      { name: '报表', children: [screen('出入库汇总', '/warehouse/reportforms', STOCK_READ)] },
      // The person's own export and import tasks of the warehouse area; `/warehouse/export-center/record` (all of
      // them, every area's) is open to any signed-in user (spec 000 §5), so it needs no entry.
      screen('导出中心', EXPORT_CENTER, STOCK_READ),
    ],
  },
];

/** Goods in: each list's read and export, the commands' codes (no create, edit or delete: commands make them). */
const receivingPermissions = Object.values(receivingResources)
  .flatMap((r) => permissionCodesOf(r.entity))
  .filter((p) => !/\.(create|update|delete|import)$/.test(p.code) || p.code === RECEIVING_CODES.report)
  .concat({ code: RECEIVING_CODES.weigh, name: '收货单-称重' });

/** Returns: each list's read and export, and the commands (登记, 上架, 取消). */
const returnPermissions = Object.values(returnResources)
  .flatMap((r) => permissionCodesOf(r.entity))
  .filter((p) => !/\.(create|update|delete|import)$/.test(p.code));

// Warehouse master data and the stock reads under /api-wms; the ledger is reached through public.ts.
export const manifest: ModuleManifest = {
  name: 'wms',
  position: 10,
  seed: {
    run: async (database, { demo, firstStart }) => void (demo && firstStart && (await seedWms(database))),
    // Receipts of purchasing's demo orders, seeded later.
    late: async (database, { demo, firstStart }) => void (demo && firstStart && (await seedReceipts(database))),
  },
  services: {
    '/api-wms': (app, ctx) => {
      const routes = wmsRoutes(ctx);
      routes.api(app);
      routes.service(app);
    },
  },
  menus: wmsMenus,
  search: searchReceiving,
  // Buyers follow what arrived against their orders and settle the exceptions (the warehouse role holds every wms code).
  demoGrants: {
    采购员: [...['receipt', 'receiptLine', 'receivingException'].map((e) => `wms.${e}.read`), RECEIVING_CODES.handle, 'wms.receivingException.export'],
    // Customer service follows the parcels of the returns it approved.
    客服: ['wms.goodsReturn.read', 'wms.returnGoodsSku.read'],
  },
  lookups: [{ name: 'warehouses', label: '仓库', url: '/api-wms/service/api/getWarehouse', events: ['wms.warehouse.changed'] }],
  permissions: [...settings.map((r) => r.entity).flatMap(permissionCodesOf), ...stockPermissions, ...receivingPermissions, ...returnPermissions],
  subscribe: (outbox) => subscribeWms(outbox, wmsServices()),
};
