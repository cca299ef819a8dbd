import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleManifest } from '../module.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';
import { declaredLookups } from './lookup-versions.ts';

const colours: ModuleManifest = {
  name: 'colours',
  services: {},
  lookups: [{ name: 'colours', label: '颜色', url: '/api-colours/list', events: ['colours.colour.changed', 'colours.palette.changed'] }],
};

let t: TestApp;
let admin: Session;
let buyer: Session;

beforeAll(async () => {
  t = await createTestApp([colours]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', 'Demo@2026!x');
});
afterAll(() => t.close());

const versions = async (as: Session) => {
  const res = await t.call({ method: 'GET', url: '/api-auth/api/v1/lookups', as });
  expect(res.body.code).toBe(10000);
  return Object.fromEntries((res.body.data as { name: string; version: number }[]).map((l) => [l.name, l.version]));
};

describe('the lookup cache versions', () => {
  it("lists every module's cached lists, where to read them, at version 0 until a change", async () => {
    const res = await t.call({ method: 'GET', url: '/api-auth/api/v1/lookups', as: buyer });
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { name: 'colours', label: '颜色', method: 'GET', url: '/api-colours/list', body: null, version: 0 },
        expect.objectContaining({ name: 'main-bodies', url: '/api-auth/api/v1/open/companies' }),
      ]),
    );
  });

  it('moves a version once per delivered change event of its owner, and no other', async () => {
    const before = await versions(admin);
    await t.db.database.tx((tx) => t.outbox.publish(tx, 'colours.colour.changed', { id: 'x' }));
    await t.db.database.tx((tx) => t.outbox.publish(tx, 'colours.palette.changed', { id: 'y' }));
    expect((await versions(admin)).colours).toBe(0); // not delivered yet
    await t.outbox.dispatch();
    const after = await versions(admin);
    expect(after.colours).toBe(2);
    expect(after['main-bodies']).toBe(before['main-bodies']);
  });

  it('moves 主体 when a company is added through the derived route, and 采购员 when staff change', async () => {
    const before = await versions(admin);
    const added = await t.call({ method: 'POST', url: '/api-auth/api/v1/company', as: admin, payload: { name: '深圳测试贸易有限公司' } });
    expect(added.body.code).toBe(10000);
    await t.outbox.dispatch();
    const after = await versions(admin);
    expect(after['main-bodies']).toBe(before['main-bodies']! + 1);
    expect(after.buyers).toBe(before.buyers);
    const staff = await t.call({ method: 'GET', url: '/api-auth/api/v1/staffs?login_name=buyer01', as: admin });
    const id = staff.body.data.list[0].id as string;
    expect((await t.call({ method: 'POST', url: `/api-auth/api/v1/staff/${id}/disable`, as: admin })).body.code).toBe(10000);
    await t.outbox.dispatch();
    const later = await versions(admin);
    expect([later.buyers, later['warehouse-staff']]).toEqual([before.buyers! + 1, before['warehouse-staff']! + 1]);
  });

  it('answers only signed-in users', async () => {
    const res = await t.call({ method: 'GET', url: '/api-auth/api/v1/lookups' });
    expect(res.body.code).toBe(10401);
  });

  it('refuses a lookup name declared by two modules', () => {
    expect(() => declaredLookups([colours, { ...colours, name: 'other' }])).toThrow('lookup colours is declared twice (module other)');
  });
});
