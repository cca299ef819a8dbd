import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayAccountLookup } from '../../../shared/web/widgets/platform-account/gateway-account-lookup.ts';
import { manifest } from './manifest.ts';
import { GATEWAY } from './routes.ts';
import { seedAccounts } from './seed.ts';

let t: TestApp;
let admin: Session;
let buyer: Session;
const gw = (method: string, as: Session | undefined, data?: unknown, operator?: unknown) =>
  t.call({ method: 'POST', url: `/motan-client${GATEWAY}/${method}`, as, payload: { data, operator } }).then((r) => r.body);
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, as: Session, payload?: object) =>
  t.call({ method, url: `/api-accounts/api/v1${path}`, as, ...(payload ? { payload } : {}) }).then((r) => r.body);
const auth = (method: 'GET' | 'POST' | 'PUT', path: string, as: Session, payload?: object) =>
  t.call({ method, url: `/api-auth/api/v1${path}`, as, ...(payload ? { payload } : {}) }).then((r) => r.body);
const count = async (table: string) => Number((await t.db.database.pool.query(`select count(*) as n from accounts.${table}`)).rows[0].n);
const shopId = async (code: string) => (await t.db.database.pool.query('select id from accounts.main_accounts where code = $1', [code])).rows[0].id as string;
const accountId = async (name: string) =>
  (await t.db.database.pool.query('select id from accounts.sales_accounts where account_name = $1', [name])).rows[0].id as string;
const siteId = async (platform: string, code: string) =>
  (await t.db.database.pool.query('select id from accounts.sites where platform_code = $1 and code = $2', [platform, code])).rows[0].id as string;
const platformId = async (code: string) => (await t.db.database.pool.query('select id from accounts.platforms where code = $1', [code])).rows[0].id as string;

/** A user with these permission codes in a data-permission group with these row rules. */
const restricted = (login: string, mobile: string, permissions: string[], rowRules: object) =>
  restrictedUser(t, admin, { login, mobile, permissions, rowRules });

beforeAll(async () => {
  t = await createTestApp([manifest]);
  await seedAccounts(t.db.database);
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('is idempotent', async () => {
    const before = [await count('platforms'), await count('sites'), await count('main_accounts'), await count('sales_accounts')];
    expect(before).toEqual([6, 14, 7, 14]);
    await seedAccounts(t.db.database);
    expect([await count('platforms'), await count('sites'), await count('main_accounts'), await count('sales_accounts')]).toEqual(before);
  });
});

describe('the UI kit selector over these lookups', () => {
  it('gatewayAccountLookup reads the shapes the server answers', async () => {
    const lookup = gatewayAccountLookup({ post: async (url, body) => (await t.call({ method: 'POST', url, payload: body as object, as: buyer })).body.data });
    const platforms = await lookup.platforms();
    expect(platforms[0]).toEqual({ code: 'amazon', name_en: 'Amazon' });
    const accounts = await lookup.accounts('amazon', '');
    expect(accounts.length).toBeGreaterThan(0);
    expect(Object.keys(accounts[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('gateway lookups', () => {
  it('getBasePlatformAll answers the enabled platforms with English and Chinese names, to any session', async () => {
    const res = await gw('getBasePlatformAll', buyer, {});
    expect(res.code).toBe(10000);
    expect(res.data.map((p: { code: string }) => p.code)).toEqual(['amazon', 'walmart', 'temu', 'shein', 'ebay', 'standalone']);
    expect(res.data[0]).toEqual({ code: 'amazon', name_en: 'Amazon', name_cn: '亚马逊' });
    expect((await gw('getBasePlatformAll', undefined, {})).code).toBe(10401);
    // no body at all is an empty filter, not an error
    expect((await t.call({ method: 'POST', url: `/motan-client${GATEWAY}/getBasePlatformAll`, as: buyer })).body.code).toBe(10000);
  });

  it('getBaseSiteAll answers the sites, optionally of one platform', async () => {
    expect((await gw('getBaseSiteAll', buyer, {})).data).toHaveLength(14);
    const amazon = (await gw('getBaseSiteAll', buyer, { platformCode: 'amazon' })).data;
    expect(amazon.map((s: { code: string }) => s.code)).toEqual(['CA', 'DE', 'FR', 'JP', 'MX', 'UK', 'US']);
    expect(amazon[0]).toMatchObject({ platform_code: 'amazon', code: 'CA', name: '加拿大站', area: '北美', currency: 'CAD' });
    expect((await gw('getBaseSiteAll', buyer, { platformCode: 'walmart,temu' })).data).toHaveLength(4);
  });

  it('getAreaListByPlatformCode answers the regions of a platform with their sites', async () => {
    const areas = (await gw('getAreaListByPlatformCode', buyer, { platformCode: 'amazon' })).data;
    expect(new Map(areas.map((a: { area: string; site_codes: string[] }) => [a.area, a.site_codes]))).toEqual(
      new Map([
        ['北美', ['CA', 'MX', 'US']],
        ['欧洲', ['DE', 'FR', 'UK']],
        ['亚太', ['JP']],
      ]),
    );
    expect(await gw('getAreaListByPlatformCode', buyer, {})).toMatchObject({ code: 10422, message: 'platformCode: 请选择平台' });
  });

  it('getMainAccountBySelect answers shops by platform and keyword', async () => {
    const all = (await gw('getMainAccountBySelect', buyer, {})).data;
    expect(all).toMatchObject({ total: 7, pageNumber: 1, pageSize: 50 });
    expect(all.list[0]).toEqual({ id: expect.any(String), code: expect.any(String), name: expect.any(String), platform_code: expect.any(String) });
    expect((await gw('getMainAccountBySelect', buyer, { platformCode: 'amazon' })).data.total).toBe(3);
    const eu = (await gw('getMainAccountBySelect', buyer, { platformCode: 'amazon', keyword: '欧洲' })).data;
    expect(eu.list.map((s: { code: string }) => s.code)).toEqual(['AMZ-EU01']);
  });

  it('the account selector filters by platform and keyword, and pages', async () => {
    const amazon = (await gw('getAccountBySelect', buyer, { platformCode: 'amazon', pageNumber: 1, pageSize: 50 })).data;
    expect(amazon).toMatchObject({ total: 8, pageNumber: 1, pageSize: 50 });
    expect(amazon.list).toHaveLength(8);
    expect(amazon.list.find((a: { account_name: string }) => a.account_name === 'amz-de-home')).toEqual({
      id: expect.any(String),
      account_name: 'amz-de-home',
      platform_code: 'amazon',
      site_code: 'DE',
      main_account_id: await shopId('AMZ-EU01'),
      main_account_name: 'Amazon 欧洲一店',
      team: '欧洲组',
    });
    const us = (await gw('getAccountBySelect', buyer, { platformCode: 'amazon', accountName: 'US' })).data;
    expect(us.list.map((a: { account_name: string }) => a.account_name)).toEqual(['amz-us-home', 'amz-us-outdoor']);
    const page3 = (await gw('getAccountBySelect', buyer, { platformCode: 'amazon', pageNumber: 3, pageSize: 3 })).data;
    expect(page3).toMatchObject({ total: 8, pageNumber: 3, pageSize: 3 });
    expect(page3.list).toHaveLength(2);
    // a keyword is text, never a pattern
    expect((await gw('getAccountBySelect', buyer, { platformCode: 'amazon', accountName: '%' })).data.total).toBe(0);
    // several platforms (multi-select)
    expect((await gw('getAccountBySelect', buyer, { platformCode: ['walmart', 'temu'] })).data.total).toBe(4);
    // the platform comes first: the account list is disabled until one is chosen
    expect(await gw('getAccountBySelect', buyer, { accountName: 'amz' })).toMatchObject({ code: 10422, message: 'platformCode: 请选择平台' });
    expect(await gw('getAccountBySelect', buyer, { platformCode: 'amazon', pageSize: 5000 })).toMatchObject({
      code: 10422,
      message: 'pageSize: 每页最多1000条',
    });
    // the three selector methods answer alike
    for (const m of ['getAccountInfoBySelect', 'selectAccount']) {
      expect((await gw(m, buyer, { platformCode: 'amazon', accountName: 'US' })).data).toEqual(us);
    }
  });

  it('getAccountInfoList is the account list page: permission, camelCase filters, gateway paging', async () => {
    expect((await gw('getAccountInfoList', buyer, {})).code).toBe(10403);
    const res = (await gw('getAccountInfoList', admin, { platformCode: 'walmart', pageNumber: 1, pageSize: 1 })).data;
    expect(res).toMatchObject({ total: 2, pageNumber: 1, pageSize: 1 });
    expect(res.list[0]).toMatchObject({ platform_code: 'walmart', main_account_id_title: 'Walmart 旗舰店', responsible_staff_id_title: '运营-周杰' });
    expect(res.list[0]).not.toHaveProperty('account_key');
    expect((await gw('getAccountInfoList', admin, { accountName: 'home' })).data.total).toBe(7);
  });

  it('getMainAccountInfoDetail and updateMainAccountInfo show and edit a shop; the operator in the body is ignored', async () => {
    const id = await shopId('AMZ-JP01');
    const shop = (await gw('getMainAccountInfoDetail', admin, { id })).data;
    expect(shop).toMatchObject({ code: 'AMZ-JP01', platform_code: 'amazon', platform_id_title: 'Amazon', site_ids_titles: ['日本站'], status: 'enabled' });
    const forged = { id: '00000000-0000-7000-8000-000000000000', name: 'someone else' };
    const res = await gw('updateMainAccountInfo', admin, { id, version: shop.version, remark: '日本站点主店' }, forged);
    expect(res).toMatchObject({ code: 10000, data: { remark: '日本站点主店', version: shop.version + 1 } });
    const adminId = (await t.db.database.pool.query("select id from identity.users where login_name = 'admin'")).rows[0].id;
    const row = (await t.db.database.pool.query('select updated_by from accounts.main_accounts where id = $1', [id])).rows[0];
    expect(row.updated_by).toBe(adminId);
    expect((await gw('updateMainAccountInfo', admin, { id, version: shop.version, remark: 'x' })).code).toBe(10409);
    expect(await gw('updateMainAccountInfo', admin, { id, version: shop.version + 1, platform_code: 'walmart' })).toMatchObject({ code: 10422 });
    expect(await gw('updateMainAccountInfo', admin, { id, version: shop.version + 1, site_ids: [await siteId('walmart', 'US')] })).toMatchObject({
      code: 10422,
      message: 'site_ids: 站点不存在或不属于该平台',
    });
    expect(await gw('updateMainAccountInfo', admin, {})).toMatchObject({ code: 10422, message: 'id: 请选择店铺' });
    expect((await gw('updateMainAccountInfo', buyer, { id, version: shop.version + 1, remark: 'x' })).code).toBe(10403);
    expect((await gw('getMainAccountInfoDetail', admin, { id: forged.id })).code).toBe(10404);
  });
});

describe('screens CRUD with validation messages', () => {
  it('platforms', async () => {
    expect(await api('POST', '/platform', admin, {})).toMatchObject({ code: 10422 });
    expect((await api('POST', '/platform', admin, { code: 'Mercado Libre', name_en: 'Mercado Libre', name_cn: '美客多' })).message).toBe(
      'code: 平台编码只能包含小写字母、数字、下划线和横线，且以字母开头',
    );
    expect(await api('POST', '/platform', admin, { code: 'amazon', name_en: 'Amazon 2', name_cn: '亚马逊' })).toMatchObject({
      code: 10409,
      message: '平台编码已存在',
    });
    expect(await api('POST', '/platform', admin, { code: 'x', name_en: 'X', name_cn: 'X', owner: 'me' })).toMatchObject({ code: 10422 });
    const created = await api('POST', '/platform', admin, { code: 'mercado', name_en: 'Mercado Libre', name_cn: '美客多', sort: 70 });
    expect(created).toMatchObject({ code: 10000, data: { code: 'mercado', enabled: true } });
    expect(await api('PUT', `/platform/${created.data.id}`, admin, { code: 'meli', version: created.data.version })).toMatchObject({ code: 10422 });
    expect((await api('GET', '/platforms?name_en=mercado', admin)).data.total).toBe(1);
    expect((await gw('getBasePlatformAll', buyer, {})).data.map((p: { code: string }) => p.code)).toContain('mercado');
    expect((await api('PUT', `/platform/${created.data.id}`, admin, { enabled: false, version: created.data.version })).code).toBe(10000);
    expect((await gw('getBasePlatformAll', buyer, {})).data.map((p: { code: string }) => p.code)).not.toContain('mercado');
    expect(await api('DELETE', `/platform/${await platformId('amazon')}`, admin)).toMatchObject({ code: 10409, message: '该平台下还有站点，不能删除' });
    expect((await api('DELETE', `/platform/${created.data.id}`, admin)).code).toBe(10000);
    expect((await api('GET', '/platforms', buyer)).code).toBe(10403);
  });

  it('sites', async () => {
    const amazon = await platformId('amazon');
    expect(await api('POST', '/site', admin, { platform_id: amazon, code: 'us', name: '美国', area: '北美' })).toMatchObject({
      code: 10422,
      message: 'code: 站点编码须为2到10位大写字母，如 US',
    });
    expect(await api('POST', '/site', admin, { platform_id: amazon, code: 'US', name: '美国', area: '北美' })).toMatchObject({
      code: 10409,
      message: '同平台站点编码已存在',
    });
    expect(
      await api('POST', '/site', admin, { platform_id: '00000000-0000-7000-8000-000000000000', code: 'IT', name: '意大利站', area: '欧洲' }),
    ).toMatchObject({
      code: 10422,
      message: 'platform_id: 平台不存在',
    });
    expect(await api('POST', '/site', admin, { platform_id: amazon, code: 'IT', name: '意大利站', area: '欧洲', currency: 'eur' })).toMatchObject({
      code: 10422,
      message: 'currency: 币种须为3位大写字母，如 USD',
    });
    const it_ = await api('POST', '/site', admin, { platform_id: amazon, code: 'IT', name: '意大利站', area: '欧洲', currency: 'EUR' });
    expect(it_).toMatchObject({ code: 10000, data: { platform_code: 'amazon', code: 'IT', platform_id_title: 'Amazon' } });
    expect(it_.data).not.toHaveProperty('site_key');
    // the same code on another platform is another site
    expect((await api('POST', '/site', admin, { platform_id: await platformId('shein'), code: 'UK', name: '英国站', area: '欧洲' })).code).toBe(10000);
    expect((await api('GET', '/sites?platform_code=amazon&area=欧洲', admin)).data.total).toBe(4);
    expect(await api('DELETE', `/site/${await siteId('amazon', 'US')}`, admin)).toMatchObject({ code: 10409, message: '该站点下还有销售账号，不能删除' });
    expect((await api('DELETE', `/site/${it_.data.id}`, admin)).code).toBe(10000);
  });

  it('main accounts and sales accounts', async () => {
    const walmart = await platformId('walmart');
    expect(await api('POST', '/main-account', admin, { code: 'WMT-02', name: 'Walmart 二店', platform_id: walmart, company_id: walmart })).toMatchObject({
      code: 10422,
      message: 'company_id: 公司主体不存在',
    });
    const company = await auth('POST', '/company', admin, { name: '深圳市示例电子商务有限公司' });
    const shop = await api('POST', '/main-account', admin, {
      code: 'WMT-02',
      name: 'Walmart 二店',
      platform_id: walmart,
      company_id: company.data.id,
      site_ids: [await siteId('walmart', 'US')],
    });
    expect(shop).toMatchObject({ code: 10000, data: { platform_code: 'walmart', status: 'enabled', company_id_title: '深圳市示例电子商务有限公司' } });
    const staffId = (await t.db.database.pool.query("select id from identity.users where login_name = 'cs01'")).rows[0].id;
    const base = { main_account_id: shop.data.id, site_id: await siteId('walmart', 'US'), team: '沃尔玛组', responsible_staff_id: staffId };
    expect(await api('POST', '/sales-account', admin, { ...base, account_name: '' })).toMatchObject({ code: 10422, message: 'account_name: 请输入账号名称' });
    expect(await api('POST', '/sales-account', admin, { ...base, account_name: 'wmt2', site_id: await siteId('amazon', 'US') })).toMatchObject({
      code: 10422,
      message: 'site_id: 站点不属于该平台',
    });
    expect(await api('POST', '/sales-account', admin, { ...base, account_name: 'WALMART-US-MAIN' })).toMatchObject({
      code: 10409,
      message: '同平台账号名称已存在',
    });
    const created = await api('POST', '/sales-account', admin, { ...base, account_name: 'wmt2-us' });
    expect(created).toMatchObject({
      code: 10000,
      data: { platform_code: 'walmart', site_code: 'US', responsible_staff_id_title: '客服-陈晨', status: 'enabled' },
    });
    expect(created.data).not.toHaveProperty('account_key');
    // the same name on another platform is allowed
    const temuShop = await shopId('TEMU-01');
    expect((await api('POST', '/sales-account', admin, { main_account_id: temuShop, site_id: await siteId('temu', 'US'), account_name: 'wmt2-us' })).code).toBe(
      10000,
    );
    // renaming keeps names unique per platform
    expect(await api('PUT', `/sales-account/${created.data.id}`, admin, { account_name: 'walmart-ca-main', version: created.data.version })).toMatchObject({
      code: 10409,
      message: '同平台账号名称已存在',
    });
    expect(
      await api('PUT', `/sales-account/${created.data.id}`, admin, { site_id: await siteId('walmart', 'CA'), version: created.data.version }),
    ).toMatchObject({
      data: { site_code: 'CA' },
    });
    // disabled accounts leave the selector
    expect((await api('POST', `/sales-account/${created.data.id}/disable`, admin)).data.status).toBe('disabled');
    expect((await gw('getAccountBySelect', buyer, { platformCode: 'walmart', accountName: 'wmt2' })).data.total).toBe(0);
    expect((await api('POST', `/sales-account/${created.data.id}/disable`, admin)).code).toBe(10409);
    expect(await api('DELETE', `/main-account/${shop.data.id}`, admin)).toMatchObject({ code: 10409, message: '该店铺下还有销售账号，不能删除' });
    expect((await api('GET', `/sales-account/${created.data.id}/logs`, admin)).data.length).toBeGreaterThanOrEqual(3);
    expect((await api('DELETE', `/sales-account/${created.data.id}`, admin)).code).toBe(10000);
    expect((await api('DELETE', `/main-account/${shop.data.id}`, admin)).code).toBe(10000);
  });
});

describe('data rules restrict the lookups and lists', () => {
  let amazonOnly: Session;
  let oneAccount: Session;
  beforeAll(async () => {
    amazonOnly = await restricted(
      'amzops',
      '13600000011',
      ['accounts.salesAccount.read', 'accounts.salesAccount.create', 'accounts.mainAccount.read', 'accounts.mainAccount.update', 'accounts.site.read'],
      { platforms: ['amazon'] },
    );
    oneAccount = await restricted('usops', '13600000012', ['accounts.salesAccount.read'], { accounts: [await accountId('amz-us-home')] });
  });

  it('a user limited to amazon sees only amazon in every lookup', async () => {
    expect((await gw('getBasePlatformAll', amazonOnly, {})).data.map((p: { code: string }) => p.code)).toEqual(['amazon']);
    expect((await gw('getBaseSiteAll', amazonOnly, {})).data.every((s: { platform_code: string }) => s.platform_code === 'amazon')).toBe(true);
    expect((await gw('getAreaListByPlatformCode', amazonOnly, { platformCode: 'walmart' })).data).toEqual([]);
    expect((await gw('getMainAccountBySelect', amazonOnly, {})).data.total).toBe(3);
    expect((await gw('getAccountBySelect', amazonOnly, { platformCode: 'walmart' })).data.total).toBe(0);
    expect((await gw('getAccountBySelect', amazonOnly, { platformCode: 'amazon,walmart' })).data.total).toBe(8);
  });

  it('and in the lists, details and writes', async () => {
    expect((await gw('getAccountInfoList', amazonOnly, {})).data.total).toBe(8);
    expect((await api('GET', '/sales-accounts?per_page=100', amazonOnly)).data.total).toBe(8);
    expect((await api('GET', '/sites?per_page=100', amazonOnly)).data.list.every((s: { platform_code: string }) => s.platform_code === 'amazon')).toBe(true);
    const walmartShop = await shopId('WMT-01');
    expect((await gw('getMainAccountInfoDetail', amazonOnly, { id: walmartShop })).code).toBe(10404);
    const { version } = (await gw('getMainAccountInfoDetail', admin, { id: walmartShop })).data; // even with the current version
    expect((await gw('updateMainAccountInfo', amazonOnly, { id: walmartShop, version, remark: 'x' })).code).toBe(10404);
    expect((await api('GET', `/sales-account/${await accountId('walmart-us-main')}`, amazonOnly)).code).toBe(10404);
    // creating a record outside the rules is refused and nothing is written
    const res = await api('POST', '/sales-account', amazonOnly, {
      main_account_id: walmartShop,
      site_id: await siteId('walmart', 'US'),
      account_name: 'sneaky',
    });
    expect(res).toMatchObject({ code: 10403, message: '无权操作该平台或账号的数据' });
    expect((await t.db.database.pool.query("select count(*) as n from accounts.sales_accounts where account_name = 'sneaky'")).rows[0].n).toBe('0');
    const own = await api('POST', '/sales-account', amazonOnly, {
      main_account_id: await shopId('AMZ-NA01'),
      site_id: await siteId('amazon', 'US'),
      account_name: 'amz-us-new',
    });
    expect(own.code).toBe(10000);
  });

  it('a user limited to one account sees only it; platforms are not restricted by an accounts rule', async () => {
    const sel = (await gw('getAccountBySelect', oneAccount, { platformCode: 'amazon' })).data;
    expect(sel.list.map((a: { account_name: string }) => a.account_name)).toEqual(['amz-us-home']);
    expect((await gw('getAccountInfoList', oneAccount, {})).data.total).toBe(1);
    expect((await gw('getBasePlatformAll', oneAccount, {})).data).toHaveLength(6);
  });

  it('the admin is not restricted', async () => {
    expect((await gw('getAccountBySelect', admin, { platformCode: 'walmart' })).data.total).toBe(2);
  });
});

describe('what the screens add (modules/accounts/web)', () => {
  it('filters the sales-account list by the accounts the platform + account selector chose', async () => {
    const [home, outdoor] = [await accountId('amz-us-home'), await accountId('amz-us-outdoor')];
    const chosen = (await api('GET', `/sales-accounts?platform_code=amazon&ids=${home},${outdoor}&sort=account_name`, admin)).data;
    expect(chosen.list.map((a: { account_name: string }) => a.account_name)).toEqual(['amz-us-home', 'amz-us-outdoor']);
    expect((await api('GET', `/sales-accounts?platform_code=walmart&ids=${home}`, admin)).data.total).toBe(0);
    expect((await api('GET', '/sales-accounts?ids=x', admin)).message).toBe('ids: 记录编号不正确');
    expect((await api('GET', '/sales-accounts?platform_code=walmart', admin)).data.total).toBe(2);
  });

  it('exports each list as a file task, with the export code', async () => {
    for (const path of ['/platforms', '/sites', '/main-accounts', '/sales-accounts']) {
      expect([path, (await api('GET', `${path}/export`, admin)).message]).toEqual([path, '导出任务已创建，请在文件任务中下载']);
      expect([path, (await api('GET', `${path}/export`, buyer)).code]).toEqual([path, 10403]);
    }
    const { data } = await api('GET', '/sales-accounts/export?platform_code=walmart', admin);
    await t.identity.tasks.runner.drain();
    const tasks = (await auth('GET', '/file-tasks', admin)).data.list;
    expect(tasks.find((x: { id: string }) => x.id === data.task_id)).toMatchObject({ status: 'succeeded', result: { rows: 2 } });
  });

  it('declares the screens as menus of area accounts, shown by read code', async () => {
    const menus = JSON.stringify((await auth('GET', '/user/menus', admin)).data);
    for (const url of ['/account/sales-account', '/account/main-account', '/account/site', '/account/platform']) expect(menus).toContain(url);
    expect(JSON.stringify((await auth('GET', '/user/menus', buyer)).data)).not.toContain('/account/');
  });
});
