import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { seedCountries, seedLogisticsDemo } from './seed.ts';

let t: TestApp;
let admin: Session;
let buyer: Session;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as?: Session, payload?: object) => t.call({ method, url, as, ...(payload ? { payload } : {}) }).then((r) => r.body);
const api = (method: Method, path: string, as?: Session, payload?: object) => call(method, `/api-logistics-optimiz/api/v1/logistics${path}`, as, payload);
const dropdown = (query: string, as: Session = buyer) => call('GET', `/api-product/api/v1/product/country?${query}`, as);
const idOf = async (table: string, code: string) =>
  (await t.db.database.pool.query(`select id from logistics.${table} where code = $1`, [code])).rows[0].id as string;
const count = async (table: string) => Number((await t.db.database.pool.query(`select count(*) as n from logistics.${table}`)).rows[0].n);
/** The payloads of the events of this name, oldest first. */
const events = async (name: string) =>
  (await t.db.database.pool.query('select payload from platform.outbox_events where name = $1 order by id', [name])).rows.map((r) => r.payload);

/** A signed-in user whose only role grants these codes. */
async function userWith(login: string, mobile: string, permissions: string[]): Promise<Session> {
  const role = (await call('POST', '/api-auth/api/v1/role', admin, { name: `角色-${login}`, permissions })).data.id;
  const staff = await call('POST', '/api-auth/api/v1/staff', admin, { login_name: login, name: login, mobile, role_ids: [role], password: 'Start#2026x' });
  expect(staff.code).toBe(10000);
  await t.db.database.pool.query('update identity.users set must_change_password = false where login_name = $1', [login]);
  return t.login(login, 'Start#2026x');
}

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('seeds', () => {
  it('fills the ISO 3166-1 countries once, and the demo carriers idempotently', async () => {
    expect(await seedCountries(t.db.database)).toBe(249);
    expect(await seedCountries(t.db.database)).toBe(0);
    expect(await count('countries')).toBe(249);
    const { rows } = await t.db.database.pool.query(
      "select code, code3, name, name_en, status from logistics.countries where code in ('US', 'HK', 'GB') order by code",
    );
    expect(rows).toEqual([
      { code: 'GB', code3: 'GBR', name: '英国', name_en: 'United Kingdom', status: 'enabled' },
      { code: 'HK', code3: 'HKG', name: '中国香港', name_en: 'Hong Kong, China', status: 'enabled' },
      { code: 'US', code3: 'USA', name: '美国', name_en: 'United States', status: 'enabled' },
    ]);

    await seedLogisticsDemo(t.db.database);
    await seedLogisticsDemo(t.db.database);
    expect([await count('companies'), await count('channels')]).toEqual([7, 15]);
    const channels = (await api('GET', `/channel?company_id=${await idOf('companies', 'YUNEXPRESS')}&per_page=500`, admin)).data;
    expect(channels.list.map((c: { code: string }) => c.code)).toEqual(['YT-EU-RAIL', 'YT-GLOBAL', 'YT-US-FBA']);
    expect(channels.list[0]).toMatchObject({
      company_id_title: '云途物流',
      transport_type: 'rail',
      countries_titles: ['德国', '法国', '意大利', '西班牙', '荷兰', '波兰'],
    });
  });

  it('lets the demo warehouse role read the logistics screens, nothing more', async () => {
    const warehouse = await t.login('warehouse01', DEMO_PASSWORD);
    expect((await api('GET', '/company', warehouse)).data.total).toBe(7);
    expect((await api('GET', '/channel', warehouse)).code).toBe(10000);
    expect((await api('GET', '/country', warehouse)).code).toBe(10000);
    expect((await api('POST', '/company', warehouse, { code: 'X', name: 'X', type: 'express' })).code).toBe(10403);
    const menus = (await call('GET', '/api-auth/api/v1/user/menus', warehouse)).data;
    expect(JSON.stringify(menus)).toContain('/logistics/channel');
  });
});

describe('the country dropdown at the spec path', () => {
  it('answers the enabled countries to any session, pageSize up to 1000', async () => {
    const all = (await dropdown('pageNumber=1&pageSize=1000')).data;
    expect(all).toMatchObject({ total: 249, pageNumber: 1, pageSize: 1000 });
    expect(all.list).toHaveLength(249);
    expect(all.list[0]).toMatchObject({ code: 'AD', code3: 'AND', name: '安道尔', name_en: 'Andorra' });
    const page = (await dropdown('page=1&per_page=600')).data;
    expect(page).toMatchObject({ total: 249, page: 1, per_page: 600 });
    expect((await dropdown('pageSize=1001')).message).toBe('pageSize: 每页最多1000条');
    expect((await dropdown('code=US,CN&sort=code')).data.list.map((c: { code: string }) => c.code)).toEqual(['CN', 'US']);
    expect((await dropdown('name=国&per_page=1000')).data.list.map((c: { code: string }) => c.code)).toContain('US');
    expect((await call('GET', '/api-product/api/v1/product/country')).code).toBe(10401);
  });

  it('leaves out a disabled country until it is enabled again', async () => {
    const aq = await idOf('countries', 'AQ');
    expect((await api('POST', `/country/${aq}/disable`, admin)).data.status).toBe('disabled');
    expect((await dropdown('pageSize=1000')).data.total).toBe(248);
    expect((await api('GET', '/country?status=disabled', admin)).data.list.map((c: { code: string }) => c.code)).toEqual(['AQ']);
    expect((await api('POST', `/country/${aq}/disable`, admin)).code).toBe(10409);
    expect((await api('POST', `/country/${aq}/enable`, admin)).data.status).toBe('enabled');
    expect((await dropdown('pageSize=1000')).data.total).toBe(249);
    expect((await events('logistics.country.changed')).slice(-2)).toEqual([
      { ids: [aq], action: 'disable' },
      { ids: [aq], action: 'enable' },
    ]);
  });
});

describe('countries (our CRUD)', () => {
  it('adds, edits and deletes a country with the field checks and publishes each change', async () => {
    expect((await api('POST', '/country', admin, { code: 'xk', code3: 'XKX', name: '科索沃', name_en: 'Kosovo' })).message).toBe(
      'code: 二字代码须为2位大写字母，如 US',
    );
    expect((await api('POST', '/country', admin, { code: 'US', code3: 'XUS', name: '美国2', name_en: 'US 2' })).message).toBe('二字代码已存在');
    expect((await api('POST', '/country', admin, { code: 'XK', code3: 'XKX', name: '美国', name_en: 'Kosovo' })).message).toBe('中文名称已存在');
    const before = (await events('logistics.country.changed')).length;
    const xk = (await api('POST', '/country', admin, { code: 'XK', code3: 'XKX', name: '科索沃', name_en: 'Kosovo' })).data;
    expect(xk).toMatchObject({ code: 'XK', status: 'enabled', version: 1 });
    const edited = (await api('PUT', `/country/${xk.id}`, admin, { name: '科索沃地区', version: 1 })).data;
    expect(edited).toMatchObject({ name: '科索沃地区', version: 2 });
    expect((await api('PUT', `/country/${xk.id}`, admin, { name: 'x', version: 1 })).code).toBe(10409);
    expect((await api('PUT', `/country/${xk.id}`, admin, { code: 'XX', version: 2 })).code).toBe(10422); // immutable
    expect((await api('GET', `/country/${xk.id}`, admin)).data.name).toBe('科索沃地区');
    expect((await api('GET', `/country/${xk.id}/logs`, admin)).data.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
    expect((await api('DELETE', `/country/${xk.id}`, admin)).code).toBe(10000);
    expect((await api('GET', `/country/${xk.id}`, admin)).code).toBe(10404);
    expect((await events('logistics.country.changed')).slice(before)).toEqual([
      { ids: [xk.id], action: 'create' },
      { ids: [xk.id], action: 'update' },
      { ids: [xk.id], action: 'delete' },
    ]);
  });

  it('refuses to delete a country a channel serves, and publishes nothing for a refused write', async () => {
    const before = (await events('logistics.country.changed')).length;
    expect(await api('DELETE', `/country/${await idOf('countries', 'PL')}`, admin)).toMatchObject({
      code: 10409,
      message: '还有物流渠道服务该国家/地区，不能删除',
    });
    expect((await events('logistics.country.changed')).length).toBe(before);
  });

  it('lists a thousand per page for the screens, with sort and filters', async () => {
    const page = (await api('GET', '/country?per_page=1000&sort=-code', admin)).data;
    expect(page).toMatchObject({ total: 249, per_page: 1000 });
    expect(page.list[0].code).toBe('ZW');
    expect((await api('GET', '/country?name_en=united', admin)).data.list.map((c: { code: string }) => c.code).sort()).toEqual(['AE', 'GB', 'UM', 'US']);
    expect((await api('GET', '/country?per_page=1001', admin)).code).toBe(10422);
  });
});

describe('logistics companies at the spec paths', () => {
  it('adds, edits, disables and deletes companies; company-lists answers the enabled ones', async () => {
    expect((await api('POST', '/company', admin, { code: 'CNE', name: 'CNE', type: 'x' })).code).toBe(10422);
    expect((await api('POST', '/company', admin, { code: 'CNE', name: '顺丰速运', type: 'line' })).message).toBe('公司名称已存在');
    expect((await api('POST', '/company', admin, { code: 'CNE', name: 'CNE', type: 'line', phone: '12' })).code).toBe(10422);
    const cne = (await api('POST', '/company', admin, { code: 'CNE', name: '递一国际', name_en: 'CNE Express', type: 'line' })).data;
    expect(cne).toMatchObject({ code: 'CNE', type: 'line', status: 'enabled' });
    expect((await api('PUT', `/company/${cne.id}`, admin, { contact: '张三', version: cne.version })).data.contact).toBe('张三');

    const lists = async () => (await api('GET', '/company-lists', buyer)).data.map((c: { code: string }) => c.code);
    expect(await lists()).toEqual(['4PX', 'CNE', 'DHL', 'FEDEX', 'SF', 'UPS', 'YANWEN', 'YUNEXPRESS']);
    expect((await api('GET', '/company-lists', buyer)).data[0]).toEqual({
      id: expect.any(String),
      code: '4PX',
      name: '递四方',
      name_en: '4PX Express',
      type: 'line',
    });
    await api('POST', `/company/${cne.id}/disable`, admin);
    expect(await lists()).not.toContain('CNE');
    expect((await api('GET', '/company?status=disabled&type=line', admin)).data.list.map((c: { code: string }) => c.code)).toEqual(['CNE']);

    expect((await api('DELETE', `/company/${await idOf('companies', 'SF')}`, admin)).message).toBe('该物流公司下还有物流渠道，不能删除');
    expect((await api('DELETE', `/company/${cne.id}`, admin)).code).toBe(10000);
    expect((await events('logistics.company.changed')).filter((e) => e.ids.includes(cne.id)).map((e) => e.action)).toEqual([
      'create',
      'update',
      'disable',
      'delete',
    ]);
  });
});

describe('logistics channels at the spec paths', () => {
  it('adds a channel of an enabled company with known countries; edits and disables it', async () => {
    const dhl = await idOf('companies', 'DHL');
    const base = { code: 'DHL-EU-ECO', name: 'DHL欧洲经济', company_id: dhl, transport_type: 'express' };
    expect((await api('POST', '/channel', admin, { ...base, company_id: '0190a8f0-0000-7000-8000-000000000000' })).message).toBe('company_id: 物流公司不存在');
    expect((await api('POST', '/channel', admin, { ...base, countries: ['DE', 'ZZ', 'QQ'] })).message).toBe('countries: 国家/地区不存在: ZZ, QQ');
    expect((await api('POST', '/channel', admin, { ...base, transport_type: undefined })).message).toBe('transport_type: 请选择运输方式');
    const created = (await api('POST', '/channel', admin, { ...base, countries: ['DE', 'FR'] })).data;
    expect(created).toMatchObject({
      code: 'DHL-EU-ECO',
      company_id_title: 'DHL',
      countries: ['DE', 'FR'],
      countries_titles: ['德国', '法国'],
      status: 'enabled',
    });
    expect((await api('PUT', `/channel/${created.id}`, admin, { countries: ['DE', 'XX'], version: created.version })).message).toBe(
      'countries: 国家/地区不存在: XX',
    );
    const edited = (await api('PUT', `/channel/${created.id}`, admin, { countries: ['DE', 'FR', 'IT'], version: created.version })).data;
    expect(edited.countries_titles).toEqual(['德国', '法国', '意大利']);
    expect((await api('PUT', `/channel/${created.id}`, admin, { company_id: await idOf('companies', 'UPS'), version: edited.version })).code).toBe(10422); // immutable

    const italy = (await api('GET', `/channel?countries=IT&company_id=${dhl}&per_page=500`, admin)).data;
    expect(italy.list.map((c: { code: string }) => c.code)).toEqual(['DHL-EU-ECO']);
    expect((await api('GET', '/channel?transport_type=sea&sort=code', admin)).data.list.map((c: { code: string }) => c.code)).toEqual([
      '4PX-US-SEA',
      'YW-US-SEA',
    ]);

    expect((await api('POST', `/channel/${created.id}/disable`, admin)).data.status).toBe('disabled');
    expect((await api('GET', `/channel/${created.id}/logs`, admin)).data).toHaveLength(3);
    expect((await api('DELETE', `/channel/${created.id}`, admin)).code).toBe(10000);
    expect((await events('logistics.channel.changed')).map((e) => e.action)).toEqual(['create', 'update', 'disable', 'delete']);
  });

  it('refuses a channel under a disabled company', async () => {
    const ups = await idOf('companies', 'UPS');
    await api('POST', `/company/${ups}/disable`, admin);
    expect((await api('POST', '/channel', admin, { code: 'UPS-X', name: 'UPS X', company_id: ups, transport_type: 'express' })).message).toBe(
      'company_id: 物流公司已停用',
    );
    await api('POST', `/company/${ups}/enable`, admin);
  });
});

describe('permissions', () => {
  it('refuses every screen route to a user without the codes, and anonymous callers', async () => {
    const sf = await idOf('companies', 'SF');
    for (const [method, path] of [
      ['GET', '/company'],
      ['POST', '/company'],
      ['GET', `/company/${sf}`],
      ['PUT', `/company/${sf}`],
      ['DELETE', `/company/${sf}`],
      ['POST', `/company/${sf}/disable`],
      ['GET', `/company/${sf}/logs`],
      ['GET', '/company/export'],
      ['GET', '/channel'],
      ['POST', '/channel'],
      ['GET', '/country'],
      ['POST', '/country'],
      ['GET', '/country/export'],
    ] as [Method, string][]) {
      expect([method, path, (await api(method, path, buyer, method === 'GET' || method === 'DELETE' ? undefined : {})).code]).toEqual([method, path, 10403]);
      expect([method, path, (await api(method, path)).code]).toEqual([method, path, 10401]);
    }
  });

  it('gives each code its own action only', async () => {
    const editor = await userWith('chan.editor', '13911112222', ['logistics.channel.read', 'logistics.channel.update']);
    const id = await idOf('channels', 'SF-INTL-ECO');
    const { version } = (await api('GET', `/channel/${id}`, editor)).data;
    expect((await api('PUT', `/channel/${id}`, editor, { name: '顺丰国际经济小包', version })).code).toBe(10000);
    expect((await api('POST', `/channel/${id}/disable`, editor)).code).toBe(10403);
    expect((await api('DELETE', `/channel/${id}`, editor)).code).toBe(10403);
    expect((await api('POST', '/channel', editor, {})).code).toBe(10403);
    expect((await api('GET', '/company', editor)).code).toBe(10403);
  });
});

describe('exports as file tasks', () => {
  it('exports the filtered channels', async () => {
    const res = await api('GET', '/channel/export?transport_type=sea', admin);
    expect(res.message).toBe('导出任务已创建，请在文件任务中下载');
    await t.identity.tasks.runner.drain();
    const tasks = (await call('GET', '/api-auth/api/v1/file-tasks', admin)).data.list;
    expect(tasks.find((x: { id: string }) => x.id === res.data.task_id)).toMatchObject({ status: 'succeeded', result: { rows: 2 } });
  });
});
