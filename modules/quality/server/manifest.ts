import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import { type ModuleManifest, searchByNumber } from '@entrepot/hub-server/module';
import { inspection, qualityResources as R, ratio, SERVICE, stageResources } from '../entities/index.ts';
import { inspections } from './quality.schema.ts';
import { qualityRoutes } from './routes.ts';
import { seedQuality } from './seed.ts';
import { qualityServices } from './services.ts';

// The hub finds this manifest through package.json's `./manifest` entry; `position` places its menus.
export const manifest: ModuleManifest = {
  name: 'quality',
  position: 900,
  services: {
    [SERVICE]: (app, ctx) => qualityRoutes(app, ctx, qualityServices()),
  },
  menus: [
    {
      name: '质检管理',
      icon: 'safe',
      children: [
        screenMenu(R.inspection, 'quality'),
        ...Object.values(stageResources).flatMap((r) => [
          screenMenu(r, 'quality'),
          // routes.tsv's `…/create` screens: the stage's list with its form open.
          { name: `新增${r.screen!.menu}`, url: `${r.screen!.url}/create`, area: 'quality', permission: inspection.permission('create'), hidden: true },
        ]),
        screenMenu(R.ratio, 'quality'),
      ],
    },
  ],
  // The demo's inspections read purchasing's orders: late, once every module has seeded.
  seed: { run: async () => {}, late: async (database, { demo, firstStart }) => void (demo && firstStart && (await seedQuality(database))) },
  // Buyers follow the inspections of their orders and release a failed one.
  demoGrants: { 采购员: [inspection.permission('read'), inspection.permission('release')] },
  permissions: [inspection, ratio].flatMap(permissionCodesOf),
  // The palette finds an inspection by the start of its number (QC…) and opens its detail.
  search: (q, user, { database }) =>
    searchByNumber(database, user, q, [{ decl: inspection, table: inspections, kind: '质检单', url: R.inspection.screen!.url, limit: 5 }]),
};
