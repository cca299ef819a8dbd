import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleManifest } from '../module.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD, seedIdentity } from './seed.ts';

// A module joining the palette with a provider that applies its own permission.
const probe: ModuleManifest = {
  name: 'probe',
  services: {},
  permissions: [{ code: 'probe.order.read', name: '订单-查看' }],
  search: async (q, user) =>
    user.isAdmin || user.permissions.has('probe.order.read')
      ? [{ kind: '订单', code: q.toUpperCase(), title: `订单 ${q.toUpperCase()}`, url: `/probe/order?code=${q}` }]
      : [],
};

let t: TestApp;
let admin: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp([probe]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('palette search', () => {
  it('asks every provider and applies their permissions', async () => {
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/search?q=po123', as: admin })).body.data).toEqual([
      { kind: '订单', code: 'PO123', title: '订单 PO123', url: '/probe/order?code=po123' },
    ]);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/search?q=po123', as: buyer })).body.data).toEqual([]);
  });
  it('ignores one-character queries', async () => {
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/search?q=p', as: admin })).body.data).toEqual([]);
  });
  it('lists every module permission for the admin', async () => {
    const user = (await t.call({ method: 'GET', url: '/api-auth/api/v1/user', as: admin })).body.data;
    expect(user.permissions).toContain('probe.order.read');
    expect(user.permissions).toContain('admin.notice.read');
  });
});

describe('sms outbox', () => {
  it('is readable with admin.sms.read only', async () => {
    await t.call({ method: 'POST', url: '/api-auth/api/v1/user/sendcode', payload: { mobile: '13900000005', type: 'SMS_FORGOT_PASSWORD_CODE' } });
    const res = await t.call({ method: 'GET', url: '/api-auth/api/v1/sms/outbox?page=1&per_page=20', as: admin });
    expect(res.body.data.list[0]).toMatchObject({ mobile: '13900000005' });
    expect(res.body.data.list[0].text).toMatch(/验证码为 \d{6}/);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/sms/outbox', as: buyer })).body.code).toBe(10403);
  });

  it('pages with a total and finds a number by a part of it, for the 短信记录 screen', async () => {
    const page = (await t.call({ method: 'GET', url: '/api-auth/api/v1/sms/outbox?mobile=0000005', as: admin })).body.data;
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/sms/outbox?mobile=%25', as: admin })).body.data.total).toBe(0); // a wildcard is a character
    const menus = (await t.call({ method: 'GET', url: '/api-auth/api/v1/user/menus', as: admin })).body.data;
    const system = menus.find((m: { name: string }) => m.name === '系统管理');
    expect(system.children.map((c: { name: string }) => c.name)).toContain('短信记录');
  });
});

describe('seed', () => {
  it('applies the password policy to ENTREPOT_ADMIN_PASSWORD', async () => {
    await t.db.database.pool.query("delete from identity.users where login_name = 'admin'");
    await expect(seedIdentity(t.db.database, { adminPassword: 'admin123', demo: false })).rejects.toThrow(/ENTREPOT_ADMIN_PASSWORD: 密码为8-20位/);
  });
});
