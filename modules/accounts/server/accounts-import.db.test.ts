// Imports of sites, shops and sales accounts through their routes: the codes copied from the platform and
// site (the natural keys of sites and accounts among them) are made as for the screens.

import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { seedAccounts } from './seed.ts';

let t: TestApp;
let admin: Session;
const API = '/api-accounts/api/v1';
const get = async (path: string) => (await t.call({ method: 'GET', url: `${API}${path}`, as: admin })).body.data;

beforeAll(async () => {
  t = await createTestApp([manifest]);
  await seedAccounts(t.db.database);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('accounts imports', () => {
  it('imports sites per platform; the same site twice updates it', async () => {
    const bad = await importRows(t, `${API}/sites`, [{ 平台: 'Amazon', 站点编码: 'se', 站点名称: '瑞典站', 区域: '欧洲' }], admin);
    expect(bad.errors).toEqual([{ 行号: '2', 列: '站点编码', 错误信息: '站点编码须为2到10位大写字母，如 US' }]);
    const rows = [
      { 平台: 'Amazon', 站点编码: 'SE', 站点名称: '瑞典站', 区域: '欧洲', 币种: 'SEK' },
      { 平台: 'walmart', 站点编码: 'SE', 站点名称: '沃尔玛瑞典站', 区域: '欧洲', 币种: 'SEK' },
    ];
    expect((await importRows(t, `${API}/sites`, rows, admin)).task).toMatchObject({ status: 'succeeded', result: { created: 2 } });
    expect((await importRows(t, `${API}/sites`, rows, admin)).task).toMatchObject({ status: 'succeeded', result: { created: 0, updated: 2 } });
    expect((await get('/sites?code=SE')).list.map((s: { platform_code: string }) => s.platform_code).sort()).toEqual(['amazon', 'walmart']);
  });

  it('imports a shop and its sales account; a site of another platform is refused', async () => {
    const ambiguous = await importRows(t, `${API}/main-accounts`, [{ 店铺名称: '导入店铺', 平台: 'Amazon', 站点: '美国站' }], admin);
    expect(ambiguous.errors).toEqual([{ 行号: '2', 列: '站点', 错误信息: '站点「美国站」对应多条记录，请填写编码' }]);
    const shop = await importRows(
      t,
      `${API}/main-accounts`,
      [{ 店铺编码: 'AMZ-IMP01', 店铺名称: '导入店铺', 平台: 'Amazon', 站点: 'amazon:US，德国站' }],
      admin,
    );
    expect(shop.task?.status, JSON.stringify(shop.errors)).toBe('succeeded');
    const wrong = await importRows(t, `${API}/sales-accounts`, [{ 账号名称: 'import-us', 店铺: '导入店铺', 站点: 'walmart:US' }], admin);
    expect(wrong.errors).toEqual([{ 行号: '2', 列: '站点', 错误信息: '站点不属于该平台' }]);
    const rows = [{ 账号名称: 'import-us', 店铺: '导入店铺', 站点: 'amazon:US', 团队: '一组' }];
    expect((await importRows(t, `${API}/sales-accounts`, rows, admin)).task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
    expect((await importRows(t, `${API}/sales-accounts`, rows, admin)).task).toMatchObject({ status: 'succeeded', result: { updated: 1 } });
    expect((await get('/sales-accounts?account_name=import-us')).list).toMatchObject([{ platform_code: 'amazon', site_code: 'US', team: '一组' }]);
  });
});
