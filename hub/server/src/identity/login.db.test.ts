import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../testing/test-app.ts';
import { loginThrottle, securityLog } from './identity.schema.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { SessionStore } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (login_name: string, password: string, ip = '10.0.0.1') =>
  t.call({ method: 'POST', url: '/api-auth/api/v1/login', payload: { login_name, password }, remoteAddress: ip });

async function lastEvent() {
  const [row] = await t.db.database.db.select().from(securityLog).orderBy(desc(securityLog.at), desc(securityLog.id)).limit(1);
  return row;
}

describe('login', () => {
  it('answers 10000 with token and ticket for the admin', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.body.code).toBe(10000);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await lastEvent()).toMatchObject({ event: 'login', loginName: 'admin' });
  });

  it('requires both fields with the spec messages', async () => {
    expect((await login('', 'x')).body).toMatchObject({ code: 10422, message: 'login_name: 请输入用户名' });
    expect((await login('admin', '')).body).toMatchObject({ code: 10422, message: 'password: 请输入密码' });
  });

  it('refuses a wrong password with a clear message and logs it', async () => {
    const res = await login('buyer01', 'wrong-Pass1!', '10.0.0.2');
    expect(res.body).toMatchObject({ code: 10422, message: '用户名或密码错误' });
    expect(await lastEvent()).toMatchObject({ event: 'login_failed', loginName: 'buyer01', ip: '10.0.0.2' });
  });

  it('refuses the sixth try in a row, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('cs01', `bad-${i}-Pw!`, '10.0.0.3')).body.code).toBe(10422);
    const sixth = await login('cs01', DEMO_PASSWORD, '10.0.0.3');
    expect(sixth.body.code).toBe(10429);
    expect(sixth.body.message).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
    // The block holds for the account from another IP too (counters live in the database).
    expect((await login('cs01', DEMO_PASSWORD, '10.9.9.9')).body.code).toBe(10429);
  });

  it('evaluates at most 5 passwords of an account however many arrive at once', async () => {
    // Reserved before the slow hash, in the statement that checks the limit: a burst cannot pass the check together.
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => login('warehouse01', `bad-${i}-Pw!`, `10.1.0.${i}`)));
    const codes = burst.map((r) => r.body.code);
    expect(codes.filter((c) => c === 10422)).toHaveLength(5);
    expect(codes.filter((c) => c === 10429)).toHaveLength(45);
    expect((await login('warehouse01', DEMO_PASSWORD, '10.1.1.1')).body.code).toBe(10429);
    await t.db.database.db.delete(loginThrottle).where(eq(loginThrottle.key, 'account:warehouse01')); // later tests sign in as warehouse01
  });

  it('evaluates at most 30 passwords from one address however many arrive at once', async () => {
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`nobody${i}`, 'Whatever1!', '10.2.0.1')));
    const codes = burst.map((r) => r.body.code);
    expect(codes.filter((c) => c === 10422)).toHaveLength(30);
    expect(codes.filter((c) => c === 10429)).toHaveLength(30);
    expect((await login('finance01', DEMO_PASSWORD, '10.2.0.1')).body.code).toBe(10429);
    expect((await login('finance01', DEMO_PASSWORD, '10.2.0.2')).body.code).toBe(10000);
  });

  it('does not count a right password against the address', async () => {
    for (let i = 0; i < 35; i++) expect((await login('ops01', DEMO_PASSWORD, '10.3.0.1')).body.code).toBe(10000);
  });

  it('does not reveal whether an account exists', async () => {
    expect((await login('nobody', 'Whatever1!')).body).toMatchObject({ code: 10422, message: '用户名或密码错误' });
  });

  it('sends a must-change-password user to the change form with 10005', async () => {
    const res = await login('newbie01', DEMO_PASSWORD);
    expect(res.body.code).toBe(10005);
    expect(res.body.data).toBeNull();
  });

  it('rejects unknown body keys', async () => {
    const res = await t.call({ method: 'POST', url: '/api-auth/api/v1/login', payload: { login_name: 'admin', password: ADMIN_PASSWORD, is_admin: true } });
    expect(res.body.code).toBe(10422);
  });
});

describe('sessions', () => {
  it('answers 10401 without a session and the user with one', async () => {
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/user' })).body.code).toBe(10401);
    const s = await t.login('ops01', DEMO_PASSWORD);
    const res = await t.call({ method: 'GET', url: '/api-auth/api/v1/user', as: s });
    expect(res.body.code).toBe(10000);
    expect(res.body.data).toMatchObject({
      login_name: 'ops01',
      name: '运营-周杰',
      mobile: '13900000005',
      is_admin: false,
      routes: ['/system/notice', '/system/approvals', '/system/file-tasks'],
    });
    expect(res.body.data.permissions).toEqual(['admin.notice.create', 'admin.notice.read', 'admin.notice.update']);
  });

  it('needs the matching ticket', async () => {
    const s = await t.login('ops01', DEMO_PASSWORD);
    const other = await t.login('ops01', DEMO_PASSWORD);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/open/check/ticket', as: s })).body.code).toBe(10000);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/open/check/ticket', as: { token: s.token, ticket: other.ticket } })).body.code).toBe(10401);
  });

  it('revokes the session at logout', async () => {
    const s = await t.login('finance01', DEMO_PASSWORD);
    expect((await t.call({ method: 'POST', url: '/api-auth/api/v1/user/logout', as: s })).body.code).toBe(10000);
    expect((await t.call({ method: 'GET', url: '/api-auth/api/v1/user', as: s })).body.code).toBe(10401);
    expect(await lastEvent()).toMatchObject({ event: 'logout', loginName: 'finance01' });
  });

  it('stores only hashes of the token and ticket', async () => {
    const s = await t.login('finance01', DEMO_PASSWORD);
    const { rows } = await t.db.database.pool.query('select token_hash, ticket_hash from identity.sessions');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(s.token);
    expect(stored).not.toContain(s.ticket);
  });

  it('ends when the session expires', async () => {
    const s = await t.login('warehouse01', DEMO_PASSWORD);
    await t.db.database.pool.query("update identity.sessions set idle_expires_at = now() - interval '1 minute'");
    // A fresh store (another process) sees the database state at once.
    const user = await new SessionStore(t.db.database).resolve(s.token, s.ticket);
    expect(user).toBeNull();
  });
});

describe('menus and permissions', () => {
  it('filters menus by permission', async () => {
    const ops = await t.login('ops01', DEMO_PASSWORD);
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    const opsMenus = (await t.call({ method: 'GET', url: '/api-auth/api/v1/user/menus', as: ops })).body.data;
    expect(opsMenus[0].children.map((c: { url: string }) => c.url)).toEqual(['/system/notice', '/system/approvals', '/system/file-tasks']);
    expect(opsMenus[0].children[0]).toMatchObject({ name: '系统公告', url: '/system/notice', area: 'admin' });
    // Without admin codes only the screens every user has: their own approvals and file tasks.
    const buyerMenus = (await t.call({ method: 'GET', url: '/api-auth/api/v1/user/menus', as: buyer })).body.data;
    expect(buyerMenus[0].children.map((c: { url: string }) => c.url)).toEqual(['/system/approvals', '/system/file-tasks']);
  });

  it('refuses a route without its permission with 10403 and logs it', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    const res = await t.call({ method: 'GET', url: '/api-auth/api/v1/notices', as: buyer });
    expect(res.body.code).toBe(10403);
    const [row] = await t.db.database.db.select().from(securityLog).where(eq(securityLog.event, 'permission_refused'));
    expect(row).toMatchObject({ loginName: 'buyer01', detail: { route: 'GET /api-auth/api/v1/notices', required: 'admin.notice.read' } });
  });
});
