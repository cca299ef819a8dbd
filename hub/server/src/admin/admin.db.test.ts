import { entityRoutes } from '@entrepot/server-kit/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../identity/seed.ts';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';
import { adminServices } from './services.ts';

let t: TestApp;
let admin: Session;
const api = (path: string) => `/api-auth/api/v1${path}`;
const get = (path: string, as: Session = admin) => t.call({ method: 'GET', url: api(path), as }).then((r) => r.body);
const post = (path: string, payload: object, as: Session = admin) => t.call({ method: 'POST', url: api(path), payload, as }).then((r) => r.body);
const put = (path: string, payload: object, as: Session = admin) => t.call({ method: 'PUT', url: api(path), payload, as }).then((r) => r.body);
const del = (path: string, as: Session = admin) => t.call({ method: 'DELETE', url: api(path), as }).then((r) => r.body);
/** An update carries the `version` the writer read (10422 without it): the payload with the record's version read from `show`. */
const versioned = async (show: string, payload: object) => ({ ...payload, version: (await get(show)).data.version });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('staff', () => {
  it('creates staff with an initial password that must be changed, never exposing the hash', async () => {
    expect((await post('/staff', { login_name: 'li.lei', name: '李雷', password: 'abc12345!' })).message).toBe('password: 密码不能含有3位连续的字母');
    const created = await post('/staff', { login_name: 'li.lei', name: '李雷', mobile: '13712345678', password: 'Start#2026x' });
    expect(created.code).toBe(10000);
    expect(created.data).not.toHaveProperty('password_hash');
    expect(created.data).toMatchObject({ login_name: 'li.lei', status: 'active', role_ids: [] });
    const login = await t.call({ method: 'POST', url: api('/login'), payload: { login_name: 'li.lei', password: 'Start#2026x' } });
    expect(login.body.code).toBe(10005);
    expect((await post('/staff', { login_name: 'LI.LEI', name: '重复', password: 'Start#2026x' })).message).toBe('登录名已存在');
    expect((await post('/staff', { login_name: 'x1', name: 'x', mobile: '123', password: 'Start#2026x' })).message).toBe('mobile: 请输入正确的手机号码');
  });

  it('lists with filters and shows a record with its operation log', async () => {
    const list = await get('/staffs?page=1&per_page=20&name=李雷');
    expect(list.data).toMatchObject({ total: 1, page: 1, per_page: 20 });
    const id = list.data.list[0].id;
    expect((await get(`/staff/show/${id}`)).data.name).toBe('李雷');
    await put(`/staff/${id}`, await versioned(`/staff/show/${id}`, { email: 'lilei@example.com' }));
    const log = await get(`/audit-log?entity=admin.staff&record_id=${id}`);
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(log.data[0].changes).toEqual({ email: { before: null, after: 'lilei@example.com' } });
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling restores it', async () => {
    const ops = await t.login('ops01', DEMO_PASSWORD);
    const id = (await get('/staffs?login_name=ops01')).data.list[0].id;
    expect((await post(`/staff/${id}/disable`, {})).data.status).toBe('disabled');
    expect((await get('/user', ops)).code).toBe(10401);
    expect((await t.call({ method: 'POST', url: api('/login'), payload: { login_name: 'ops01', password: DEMO_PASSWORD } })).body.code).toBe(10403);
    expect((await post(`/staff/${id}/disable`, {})).code).toBe(10409);
    expect((await post(`/staff/${id}/enable`, {})).data.status).toBe('active');
    await t.login('ops01', DEMO_PASSWORD);
  });
});

describe('roles', () => {
  it('granting a role a code changes what its holders may call at once; revoking takes it away', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await get('/roles', buyer)).code).toBe(10403);
    const role = (await post('/role', { name: '角色管理员', permissions: ['admin.role.read'] })).data;
    const buyerId = (await get('/staffs?login_name=buyer01')).data.list[0].id;
    const before = (await get(`/staff/show/${buyerId}`)).data.role_ids;
    await put(`/staff/${buyerId}`, await versioned(`/staff/show/${buyerId}`, { role_ids: [...before, role.id] }));
    expect((await get('/roles', buyer)).code).toBe(10000);
    expect((await get('/user', buyer)).data.permissions).toContain('admin.role.read');
    await put(`/role/${role.id}`, await versioned(`/role/${role.id}/show`, { permissions: [] }));
    expect((await get('/roles', buyer)).code).toBe(10403);
  });

  it('lists, shows, lists holders, refuses to delete a held role, empties it, then deletes', async () => {
    const role = (await post('/role', { name: '临时角色', description: '测试' })).data;
    expect((await post('/role', { name: '临时角色' })).message).toBe('角色名称已存在');
    expect((await get(`/role/${role.id}/show`)).data).toMatchObject({ name: '临时角色', enabled: true, permissions: [] });
    expect((await get('/allrole')).data.map((r: { name: string }) => r.name)).toContain('临时角色');
    const csId = (await get('/staffs?login_name=cs01')).data.list[0].id;
    await put(`/staff/${csId}`, await versioned(`/staff/show/${csId}`, { role_ids: [role.id] }));
    expect((await get(`/role/${role.id}/staffs`)).data.list.map((s: { login_name: string }) => s.login_name)).toEqual(['cs01']);
    expect((await del(`/role/${role.id}`)).message).toBe('该角色下还有员工，请先清空角色成员');
    expect((await del(`/role/${role.id}/staffs`)).data).toEqual({ removed: 1 });
    expect((await get(`/staff/show/${csId}`)).data.role_ids).toEqual([]);
    expect((await del(`/role/${role.id}`)).code).toBe(10000);
  });

  it('refuses to grant unknown codes through a role', async () => {
    expect((await post('/role', { name: '坏角色', permissions: ['nope.nothing.read'] })).message).toBe('permissions: 权限不存在: nope.nothing.read');
    const ok = (await post('/role', { name: '好角色', permissions: [] })).data;
    expect((await put(`/role/${ok.id}`, { permissions: ['admin.role.read', 'x.y.z'], version: ok.version })).message).toBe('permissions: 权限不存在: x.y.z');
  });

  it('refuses to grant unknown codes through an organization', async () => {
    const org = (await post('/organization', { name: '未知权限测试', type: 'company' })).data;
    expect((await put(`/organization/${org.id}/permissions`, { permissions: ['nope.nothing.read'] })).message).toBe(
      'permissions: 权限不存在: nope.nothing.read',
    );
  });
});

describe('organizations and lookups', () => {
  let company: string;
  let purchase: string;
  let team: string;
  beforeAll(async () => {
    company = (await post('/organization', { name: '深圳总部', type: 'company', sort: 1 })).data.id;
    purchase = (await post('/organization', { name: '采购部', type: 'department', parent_id: company, function: 'purchase' })).data.id;
    team = (await post('/organization', { name: '采购一组', type: 'department', parent_id: purchase })).data.id;
    const buyerId = (await get('/staffs?login_name=buyer01')).data.list[0].id;
    await put(`/staff/${buyerId}`, await versioned(`/staff/show/${buyerId}`, { organization_id: team }));
  });

  it('answers the tree', async () => {
    const tree = (await get('/organizations')).data;
    const hq = tree.find((n: { id: string }) => n.id === company);
    expect(hq.children[0]).toMatchObject({ name: '采购部', children: [{ name: '采购一组', children: [] }] });
  });

  it('refuses cycles, and deleting an organization that still has children or staff', async () => {
    expect((await post(`/organization/${purchase}/move`, { parent_id: team })).message).toBe('parent_id: 不能移动到自己或下级组织之下');
    expect((await del(`/organization/${purchase}`)).message).toBe('该组织下还有下级组织，不能删除');
    expect((await del(`/organization/${team}`)).message).toBe('该组织下还有员工，不能删除');
  });

  it('finds buyers through the purchase function, department staff, child and last-level departments', async () => {
    expect((await get('/open/department/purchase/staffs')).data.map((s: { login_name: string }) => s.login_name)).toEqual(['buyer01']);
    expect((await get('/open/department/development/staffs')).data).toEqual([]);
    expect((await get(`/department/staffs?department_id=${purchase}`)).data).toHaveLength(1);
    expect((await get(`/childrendepartment?id=${purchase}`)).data.map((d: { name: string }) => d.name)).toEqual(['采购一组']);
    expect((await get('/open/department/last')).data.map((d: { name: string }) => d.name)).toContain('采购一组');
    expect((await get('/open/department/last')).data.map((d: { name: string }) => d.name)).not.toContain('采购部');
    expect((await get('/open/staff/search?keyword=buyer')).data[0]).toMatchObject({ login_name: 'buyer01' });
  });

  it('grants permissions to everyone in an organization', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await get('/companys', buyer)).code).toBe(10403);
    expect((await put(`/organization/${team}/permissions`, { permissions: ['admin.company.read'] })).code).toBe(10000);
    expect((await get(`/organization/${team}/permissions`)).data).toEqual(['admin.company.read']);
    expect((await get('/companys', buyer)).code).toBe(10000);
    const buyerId = (await get('/staffs?login_name=buyer01')).data.list[0].id;
    expect((await get(`/staff/${buyerId}/permissions`)).data).toContain('admin.company.read');
  });

  it('answers the signed-in user with their department', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await get('/open/user', buyer)).data).toMatchObject({ login_name: 'buyer01', organization_name: '采购一组' });
  });
});

describe('permissions, companies, jobs and groups', () => {
  it('lists declared codes read-only and manages custom ones', async () => {
    const all = (await get('/allpermission')).data;
    const declared = all.find((p: { code: string }) => p.code === 'admin.role.read');
    expect(declared).toMatchObject({ source: 'declared', system: 'admin' });
    expect((await put(`/permission/${declared.id}`, { name: '改名', version: declared.version })).message).toBe('系统声明的权限不能修改或删除');
    const custom = (await post('/permission', { code: 'report.sales.view', name: '销售报表', system: 'report' })).data;
    expect(custom.source).toBe('custom');
    expect((await post('/permission', { code: 'Bad Code', name: 'x', system: 'x' })).message).toBe('code: 权限编码格式为 模块.对象.操作');
    expect((await put(`/permission/${custom.id}`, { name: '销售报表-查看', version: custom.version })).data.name).toBe('销售报表-查看');
    expect((await get('/systems')).data.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['admin', 'report']));
    expect((await get('/permission/menus')).data[0].name).toBe('系统管理');
    expect((await del(`/permission/${custom.id}`)).code).toBe(10000);
  });

  it('manages companies with generated codes, jobs of an organization, and groups with member titles', async () => {
    const co = (await post('/company', { name: '深圳恩特普贸易有限公司', tax_number: '91440300MA5F0XXXX1' })).data;
    expect(co.code).toMatch(/^CO\d{4}$/);
    expect((await get(`/company/${co.id}`)).data.name).toBe('深圳恩特普贸易有限公司');
    const org = (await post('/organization', { name: '仓储部', type: 'department', function: 'warehouse' })).data;
    const job = (await post('/job', { name: '仓管员', organization_id: org.id })).data;
    expect((await get(`/organization/jobs?organization_id=${org.id}`)).data.list[0]).toMatchObject({ name: '仓管员', organization_id_title: '仓储部' });
    const whId = (await get('/staffs?login_name=warehouse01')).data.list[0].id;
    const group = (await post('/group', { name: '深圳仓数据组', member_ids: [whId], job_ids: [job.id] })).data;
    expect((await get(`/group/${group.id}`)).data).toMatchObject({ member_ids_titles: ['仓库-李强'], job_ids_titles: ['仓管员'] });
    expect((await get('/groups?name=深圳')).data.total).toBe(1);
    expect((await del(`/group/${group.id}`)).code).toBe(10000);
  });
});

describe('gateway lists', () => {
  it('answer pageNumber/pageSize for a {data, operator} body', async () => {
    const gateway = await createTestApp([
      {
        name: 'probe-gateway',
        services: {
          '/motan-client': (app, ctx) => {
            const staff$ = entityRoutes(adminServices().staff, ctx.database);
            app.post('/probe/motan/service/api/IProbeService/getStaffList', staff$.gatewayList);
          },
        },
      },
    ]);
    try {
      const session = await gateway.login('admin', ADMIN_PASSWORD);
      const res = await gateway.call({
        method: 'POST',
        url: '/motan-client/probe/motan/service/api/IProbeService/getStaffList',
        payload: { data: { pageNumber: 1, pageSize: 2, name: '', status: 'active' }, operator: 'someone-else' },
        as: session,
      });
      expect(res.body.data).toMatchObject({ pageNumber: 1, pageSize: 2, total: 7 });
      expect(res.body.data.list).toHaveLength(2);
    } finally {
      await gateway.close();
    }
  });
});
