// A module's demo grants (ModuleManifest.demoGrants) reach the demo roles once, without duplicates or losses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { grantDemoRoles } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const codesOf = async (role: string) =>
  (await t.db.database.pool.query('select permissions from identity.roles where name = $1', [role])).rows[0].permissions as string[];

describe('demo grants', () => {
  it('adds each role its codes, keeps what it held, and a second start changes nothing', async () => {
    const before = await codesOf('运营');
    await grantDemoRoles(t.db.database, { 采购员: ['catalogue.sku.read', 'catalogue.spu.read'], 运营: ['catalogue.sku.update'], 不存在的角色: ['x.y.read'] });
    await grantDemoRoles(t.db.database, { 采购员: ['catalogue.sku.read'] });
    expect(await codesOf('采购员')).toEqual(['catalogue.spu.read', 'catalogue.sku.read'].sort());
    expect(await codesOf('运营')).toEqual([...before, 'catalogue.sku.update'].sort());
  });
});
