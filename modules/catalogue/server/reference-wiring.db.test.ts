import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manifest } from './manifest.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

// The catalogue manifest serves the reference data beside the core, with its menus and lookup.
it('serves the reference screens through the catalogue manifest', async () => {
  const get = (path: string) => t.call({ method: 'GET', url: `/api-product/api/v1/product/${path}`, as: admin }).then((r) => r.body);
  for (const path of ['attribute', 'tag/list', 'tagtype', 'skutag', 'material', 'colormapping', 'skumapping', 'packagestandard', 'packagesize', 'unpackage'])
    expect([path, (await get(path)).code]).toEqual([path, 10000]);
  expect((await get('attribute/default/cache')).data).toEqual([]);
  const menus = JSON.stringify((await t.call({ method: 'GET', url: '/api-auth/api/v1/user/menus', as: admin })).body.data);
  for (const url of ['/commodity/information/sku-map', '/commodity/base-setting/package-size']) expect(menus).toContain(url);
  expect(manifest.lookups?.map((l) => l.name)).toContain('defaultAttributes');
});
