import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import type { ModuleManifest } from '@entrepot/hub-server/module';
import { logisticsResources } from '../entities/index.ts';
import { logisticsRoutes } from './routes.ts';
import { seedCountries, seedLogisticsDemo } from './seed.ts';
import { logisticsServices } from './services.ts';

const resources = Object.values(logisticsResources);

// Countries, logistics companies and channels: the spec's /api-logistics-optimiz rows, the country dropdown
// under /api-product, the screens of area 'logistics'. Writes publish logistics.*.changed (README).
export const manifest: ModuleManifest = {
  name: 'logistics',
  position: 40,
  seed: {
    run: async (database, { demo, firstStart }) => {
      await seedCountries(database); // reference data (ISO 3166-1), whatever SEED_DEMO says: only while the table is empty
      if (demo && firstStart) await seedLogisticsDemo(database);
    },
  },
  services: {
    '/api-logistics-optimiz': (app, ctx) => logisticsRoutes(ctx, logisticsServices()).api(app),
    '/api-product': (app, ctx) => logisticsRoutes(ctx, logisticsServices()).product(app),
  },
  menus: [
    {
      name: '物流管理',
      children: resources.map((r) => screenMenu(r, 'logistics')),
    },
  ],
  lookups: [
    { name: 'countries', label: '国家/地区', url: '/api-product/api/v1/product/country?pageSize=1000', events: ['logistics.country.changed'] },
    { name: 'logistics-companies', label: '物流公司', url: '/api-logistics-optimiz/api/v1/logistics/company-lists', events: ['logistics.company.changed'] },
    { name: 'channels', label: '物流渠道', url: '/api-logistics-optimiz/api/v1/logistics/channel?per_page=500', events: ['logistics.channel.changed'] },
  ],
  permissions: resources.map((r) => r.entity).flatMap(permissionCodesOf),
};
