import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.ts';
import { roles, users } from '../identity/identity.schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { DEMO_PASSWORD } from '../identity/seed.ts';
import { loadManifests } from '../manifests.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';

// Every protected route × (anonymous, admin, a user without codes, one user per code): the answer must be
// exactly what the route declares — and never 10500, whatever the (empty) input.
let t: TestApp;
let admin: Session;
let nobody: Session;
const holders = new Map<string, Session>();
let routes: RouteEntry[];

const codesOf = (r: RouteEntry) => (r.permission === undefined ? [] : typeof r.permission === 'string' ? [r.permission] : r.permission);
const SKIP = new Set(['POST /api-auth/api/v1/user/logout']); // ends the caller's own session; tested in login.db.test.ts

beforeAll(async () => {
  t = await createTestApp(await loadManifests()); // every module the server mounts
  admin = await t.login('admin', ADMIN_PASSWORD);
  nobody = await t.login('buyer01', DEMO_PASSWORD);
  routes = t.app.routeTable.filter((r) => !r.public && (r.url.startsWith('/api') || r.url.startsWith('/motan-client')) && !SKIP.has(`${r.method} ${r.url}`));
  const codes = [...new Set(routes.flatMap(codesOf))];
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const [i, code] of codes.entries()) {
    const roleId = newId();
    await t.db.database.db.insert(roles).values({ id: roleId, name: `矩阵-${code}`, permissions: [code] });
    await t.db.database.db.insert(users).values({ id: newId(), login_name: `matrix${i}`, name: `矩阵${i}`, password_hash: hash, role_ids: [roleId] });
    holders.set(code, await t.login(`matrix${i}`, DEMO_PASSWORD));
  }
}, 120_000);
afterAll(async () => t?.close());

async function codeOf(route: RouteEntry, as?: Session): Promise<number> {
  const url = route.url.replace(/:id/g, newId()).replace('*', 'x');
  const res = await t.call({ method: route.method as 'GET', url, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }), as });
  return res.body.code;
}

describe('permission matrix of every route the server mounts', () => {
  it('covers the admin catalogue', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('refuses anonymous callers on every protected route', async () => {
    for (const r of routes) expect([r.url, await codeOf(r)]).toEqual([r.url, 10401]);
  });

  it('lets the admin through everywhere, without unexpected errors', async () => {
    for (const r of routes) {
      const code = await codeOf(r, admin);
      expect([r.method, r.url, [10401, 10403, 10500].includes(code)]).toEqual([r.method, r.url, false]);
    }
  });

  it('refuses a user without codes exactly where a code is required', async () => {
    for (const r of routes) {
      const code = await codeOf(r, nobody);
      expect([r.method, r.url, code === 10403]).toEqual([r.method, r.url, codesOf(r).length > 0]);
    }
  });

  // Every route declaring the code, and (the matrix grew past what one test can call) a fixed spread of
  // eight routes that do not: the refusals themselves are the auth hook's, checked route by route above.
  it('gives each code exactly the routes that declare it', async () => {
    const guarded = routes.filter((x) => codesOf(x).length > 0);
    for (const [i, [code, session]] of [...holders].entries()) {
      const others = guarded.filter((x) => !codesOf(x).includes(code));
      const spread = Array.from({ length: Math.min(8, others.length) }, (_, k) => others[(i * 7 + k * Math.floor(others.length / 8)) % others.length]!);
      for (const r of [...guarded.filter((x) => codesOf(x).includes(code)), ...spread]) {
        const answer = await codeOf(r, session);
        expect([code, r.method, r.url, answer === 10403]).toEqual([code, r.method, r.url, !codesOf(r).includes(code)]);
        expect(answer).not.toBe(10500);
      }
    }
  }, 120_000);
});
