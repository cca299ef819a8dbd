import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';

// A user limited to one organization sees none of another's rows, through any path, and never a hidden column.
let t: TestApp;
let admin: Session;
let alice: Session;
const ids: Record<'a' | 'a1' | 'b' | 'alice' | 'a1staff' | 'bstaff', string> = { a: '', a1: '', b: '', alice: '', a1staff: '', bstaff: '' };
const api = (path: string) => `/api-auth/api/v1${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as: Session, payload?: object) =>
  t.call({ method, url: api(path), as, ...(payload ? { payload } : {}) }).then((r) => r.body);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const org = async (name: string, parent_id?: string) => (await call('POST', '/organization', admin, { name, type: 'department', parent_id })).data.id;
  ids.a = await org('华南销售部');
  ids.a1 = await org('华南一组', ids.a);
  ids.b = await org('华北销售部');
  const role = (await call('POST', '/role', admin, { name: '员工管理', permissions: ['admin.staff.read', 'admin.staff.update'] })).data.id;
  const staff = async (login_name: string, organization_id: string, mobile: string) =>
    (await call('POST', '/staff', admin, { login_name, name: login_name, organization_id, mobile, role_ids: [role], password: 'Start#2026x' })).data.id;
  ids.alice = await staff('alice', ids.a, '13600000001');
  ids.a1staff = await staff('anna', ids.a1, '13600000002');
  ids.bstaff = await staff('bob', ids.b, '13600000003');
  await call('POST', '/group', admin, {
    name: '华南数据',
    member_ids: [ids.alice],
    row_rules: { organization: 'own_and_below' },
    column_rules: { 'admin.staff': ['mobile'] },
  });
  // alice's first sign-in must change the password: set it through the reset flow's outcome directly
  await t.db.database.pool.query("update identity.users set must_change_password = false where login_name = 'alice'");
  alice = await t.login('alice', 'Start#2026x');
});
afterAll(async () => t?.close());

describe('data permissions hold on every path', () => {
  it('list and count show only the own organization and below', async () => {
    const page = (await call('GET', '/staffs?per_page=100', alice)).data;
    expect(page.list.map((s: { login_name: string }) => s.login_name).sort()).toEqual(['alice', 'anna']);
    expect(page.total).toBe(2);
  });

  it('a hidden record answers 10404 on detail, update and the operation log', async () => {
    expect((await call('GET', `/staff/show/${ids.bstaff}`, alice)).code).toBe(10404);
    const { version } = (await call('GET', `/staff/show/${ids.bstaff}`, admin)).data; // even with the current version
    expect((await call('PUT', `/staff/${ids.bstaff}`, alice, { name: '改名', version })).code).toBe(10404);
    expect((await call('GET', `/audit-log?entity=admin.staff&record_id=${ids.bstaff}`, alice)).code).toBe(10404);
    const log = (await call('GET', `/audit-log?entity=admin.staff&record_id=${ids.a1staff}`, alice)).data;
    expect(log[0].changes).not.toHaveProperty('mobile'); // a hidden field stays hidden in the log too
    expect(log[0].changes).toHaveProperty('login_name');
    expect((await call('GET', `/staff/show/${ids.a1staff}`, alice)).code).toBe(10000);
  });

  it('a hidden column never appears, cannot be filtered on, nor written', async () => {
    const page = (await call('GET', '/staffs?per_page=100&mobile=13600000003', alice)).data;
    expect(page.total).toBe(2); // the filter on a hidden column is ignored, not applied
    for (const row of page.list) expect(row).not.toHaveProperty('mobile');
    expect((await call('GET', `/staff/show/${ids.a1staff}`, alice)).data).not.toHaveProperty('mobile');
    expect((await call('PUT', `/staff/${ids.a1staff}`, alice, { mobile: '13600000009' })).message).toBe('无权修改字段: 手机号');
  });

  it('the palette search finds only visible records', async () => {
    expect((await call('GET', '/search?q=bob', alice)).data).toEqual([]);
    expect((await call('GET', '/search?q=anna', alice)).data).toEqual([{ kind: '员工', code: 'anna', title: 'anna', url: '/user/user?login_name=anna' }]);
    expect((await call('GET', '/search?q=bob', admin)).data).toHaveLength(1);
  });

  it('an export holds the same rows and never a hidden column', async () => {
    expect((await call('GET', '/staff/export', alice)).code).toBe(10403); // alice may read and update staff, not export them
    const role = (await call('GET', '/allrole', admin)).data.find((r: { name: string }) => r.name === '员工管理');
    await call('PUT', `/role/${role.id}`, admin, { permissions: ['admin.staff.read', 'admin.staff.update', 'admin.staff.export'], version: role.version });
    const task = (await call('GET', '/staff/export', alice)).data.task_id;
    await t.identity.tasks.runner.drain();
    const done = (await call('GET', '/file-tasks', alice)).data.list.find((x: { id: string }) => x.id === task);
    expect(done).toMatchObject({ status: 'succeeded', result: { rows: 2 } });
    const res = await t.call({ method: 'GET', url: done.file_url });
    const path = join(mkdtempSync(join(tmpdir(), 'scope-export-')), 'x.xlsx');
    writeFileSync(path, res.raw.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows.map((r) => r['登录名']).sort()).toEqual(['alice', 'anna']);
    for (const r of rows) expect(r).not.toHaveProperty('手机号');
  });

  it('the admin is not restricted', async () => {
    expect((await call('GET', `/staff/show/${ids.bstaff}`, admin)).data.mobile).toBe('13600000003');
  });

  it('a rule change applies at once', async () => {
    const group = (await call('GET', '/groups?name=华南数据', admin)).data.list[0];
    await call('PUT', `/group/${group.id}`, admin, { row_rules: { organization: [ids.b] }, column_rules: {}, version: group.version });
    const page = (await call('GET', '/staffs?per_page=100', alice)).data;
    expect(page.list.map((s: { login_name: string }) => s.login_name)).toEqual(['bob']);
    expect(page.list[0].mobile).toBe('13600000003');
  });

  it("a second group restricting another dimension does not widen the first group's", async () => {
    // Staff carry no warehouse: before the dimension-by-dimension combination this group let every staff row through.
    const other = await call('POST', '/group', admin, { name: '仓库数据', member_ids: [ids.alice], row_rules: { warehouses: ['W-1'] } });
    expect(other.code).toBe(10000);
    const page = (await call('GET', '/staffs?per_page=100', alice)).data;
    expect(page.list.map((s: { login_name: string }) => s.login_name)).toEqual(['bob']);
    // The preview of what alice sees once her groups combine, in names.
    expect((await call('GET', `/staff/${ids.alice}/data-access`, admin)).data).toEqual({
      admin: false,
      groups: [
        { id: other.data.id, name: '仓库数据' },
        { id: expect.any(String), name: '华南数据' },
      ],
      rows: { organizations: ['华北销售部'], owner_only: false, warehouses: ['W-1'], platforms: null, accounts: null },
      hidden: {},
    });
    expect((await call('GET', `/staff/${ids.a1staff}/data-access`, alice)).code).toBe(10404); // hidden from alice now
    expect((await call('GET', `/staff/${ids.bstaff}/data-access`, alice)).data).toMatchObject({ groups: [], rows: null });
    await call('DELETE', `/group/${other.data.id}`, admin);
  });

  it('validates the rules', async () => {
    const res = await call('POST', '/group', admin, { name: '坏规则', row_rules: { shops: ['x'] } });
    expect(res).toMatchObject({ code: 10422, message: 'row_rules: 未知的行权限维度: shops' });
  });
});
