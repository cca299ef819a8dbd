// The reference data's routes in a test app (the catalogue manifest binds the same function under /api-product),
// with the screens a test needs in its menu: 拍摄排期, 商品需求 and 数据采集's database tests share it.
import type { MenuDecl, ModuleManifest } from '@entrepot/hub-server/module';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { referencePermissions } from './reference-manifest.ts';
import { referenceRoutes } from './reference-routes.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function referenceTestApp(menus: MenuDecl[]) {
  const manifest: ModuleManifest = {
    name: 'catalogue',
    services: { '/api-product': (app, ctx) => referenceRoutes(ctx)(app) },
    menus: [{ name: '商品管理', children: menus }],
    permissions: referencePermissions,
  };
  const kit = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as Session,
    /** Starts the app and signs the administrator in. */
    async start() {
      kit.t = await createTestApp([manifest]);
      kit.admin = await kit.t.login('admin', ADMIN_PASSWORD);
      return kit;
    },
    /** `/api-product/api/v1/product/<path>` as `as` (the administrator by default): the answer's body. */
    api: (method: Method, path: string, as?: Session, payload?: object) =>
      kit.t.call({ method, url: `/api-product/api/v1/product/${path}`, as: as ?? kit.admin, ...(payload ? { payload } : {}) }).then((r) => r.body),
    sql: async (text: string, params: unknown[] = []) => (await kit.t.db.database.pool.query(text, params)).rows,
  };
  return kit;
}
