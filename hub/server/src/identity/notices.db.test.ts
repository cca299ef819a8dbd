import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';
import { DEMO_PASSWORD } from './seed.ts';

let t: TestApp;
let admin: Session;
let ops: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  ops = await t.login('ops01', DEMO_PASSWORD);
  buyer = await t.login('buyer01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

const body = { title: '版本 1.1', content: '<p>新功能<script>alert(1)</script></p>', activation_time: '2030-01-01T00:00:00Z' };

describe('notices', () => {
  it('serves the latest active notice at both paths', async () => {
    const a = await t.call({ method: 'GET', url: '/api-auth/api/help/latestNotice', as: buyer });
    const b = await t.call({ method: 'GET', url: '/api/help/latestNotice', as: buyer });
    expect(a.body.data).toMatchObject({ title: 'Entrepot 1.0 上线' });
    expect(b.body.data).toEqual(a.body.data);
    expect(Object.keys(a.body.data).sort()).toEqual(['activation_time', 'content', 'id', 'title', 'updated_at']);
  });

  it('creates, sanitises, lists, updates and deletes with permissions', async () => {
    const created = await t.call({ method: 'POST', url: '/api-auth/api/v1/notice', payload: body, as: ops });
    expect(created.body.code).toBe(10000);
    expect(created.body.data.content).toBe('<p>新功能</p>');
    const id = created.body.data.id;
    // Not active until 2030: the latest stays the seeded one.
    expect((await t.call({ method: 'GET', url: '/api/help/latestNotice', as: ops })).body.data.title).toBe('Entrepot 1.0 上线');
    const list = await t.call({ method: 'GET', url: '/api-auth/api/v1/notices?page=1&per_page=20&title=1.1', as: ops });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, per_page: 20 });
    const updated = await t.call({
      method: 'PUT',
      url: `/api-auth/api/v1/notice/${id}`,
      payload: { ...body, activation_time: '2020-01-01T00:00:00Z' },
      as: ops,
    });
    expect(updated.body.data.activation_time).toBe('2020-01-01T00:00:00Z');
    expect((await t.call({ method: 'DELETE', url: `/api-auth/api/v1/notice/${id}`, as: ops })).body.code).toBe(10403);
    expect((await t.call({ method: 'DELETE', url: `/api-auth/api/v1/notice/${id}`, as: admin })).body.code).toBe(10000);
    expect((await t.call({ method: 'GET', url: `/api-auth/api/v1/notice/${id}`, as: admin })).body).toMatchObject({ code: 10404, message: '公告不存在' });
  });

  it('refuses users without the permission and anonymous callers', async () => {
    expect((await t.call({ method: 'POST', url: '/api-auth/api/v1/notice', payload: body, as: buyer })).body.code).toBe(10403);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/notices' })).body.code).toBe(10401);
  });

  it('validates the input', async () => {
    const res = await t.call({ method: 'POST', url: '/api-auth/api/v1/notice', payload: { ...body, title: '' }, as: admin });
    expect(res.body).toMatchObject({ code: 10422, message: 'title: 请输入标题' });
  });
});
