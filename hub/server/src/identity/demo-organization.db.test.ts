import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../testing/test-app.ts';
import { seedDemoOrganization } from './demo-organization.ts';
import { DEMO_PASSWORD } from './seed.ts';

// The demo's organisation: departments with a job each, the demo people in them, example data groups without
// members (so nobody's access changes).
let t: TestApp;
let admin: Session;
const get = async (path: string, as = admin) => (await t.call({ method: 'GET', url: `/api-auth/api/v1${path}`, as })).body;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await seedDemoOrganization(t.db.database);
});
afterAll(async () => t?.close());

describe('demo organisation', () => {
  it('places the demo people in departments and jobs, shown by name in 员工管理', async () => {
    const staff = (await get('/staffs?per_page=50')).data.list as { login_name: string; organization_id_title: string; job_id_title: string }[];
    const of = (login: string) => staff.find((s) => s.login_name === login);
    expect(of('buyer01')).toMatchObject({ organization_id_title: '采购部', job_id_title: '采购专员' });
    expect(of('warehouse01')).toMatchObject({ organization_id_title: '仓储部', job_id_title: '仓管员' });
    expect((await get('/open/department/purchase/staffs')).data.map((s: { login_name: string }) => s.login_name)).toEqual(['buyer01']);
  });

  it('offers example data groups that change nobody’s access', async () => {
    const groups = (await get('/groups?per_page=50')).data.list as { name: string; member_ids: string[] }[];
    expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['示例：本部门及下级', '示例：本人负责', '示例：隐藏手机号']));
    expect(groups.every((g) => g.member_ids.length === 0)).toBe(true);
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await get('/open/user', buyer)).data).toMatchObject({ organization_name: '采购部' });
  });

  it('names the seller’s two legal entities, numbered by their series', async () => {
    const companies = (await get('/companys?sort=code')).data.list as { code: string; short_name: string }[];
    expect(companies.map((c) => [c.code, c.short_name])).toEqual([
      ['CO0001', '深圳恩特波'],
      ['CO0002', '香港恩特波'],
    ]);
  });
});
