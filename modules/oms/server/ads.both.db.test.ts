// 广告 through the real app on both databases (README "Advertising"): 同步广告账户 finds the Amazon accounts'
// profiles once; 同步报表 needs 授权 and replaces a day read again; SP广告报表's ratios, 店铺业绩's TACoS beside the
// account's orders, 概况 and the gateway's methods; an expired grant stops the sync.
import { ADMIN_PASSWORD, createTestApp, manifestsNamed, restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { systemActor } from '@entrepot/server-kit/entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOf } from '../domain/ads.ts';
import { BASE, SERVICE } from '../entities/index.ts';
import { adsAdapter } from './adapters.ts';
import { reportDays, syncAdReports } from './ads.ts';
import { ADS_GATEWAY } from './ads-routes.ts';
import { ingestOrders } from './ingest.ts';
import { omsServices } from './services.ts';
import { anOrder, salesAccount, skuWith, sqlOf } from './test-kit.ts';

let t: TestApp;
let admin: Session;
// biome-ignore lint/suspicious/noExplicitAny: answers as asserted
type Answer = { code: number; message: string; data: any };
const call = async (method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> =>
  (await t.call({ method, url: path.startsWith('/') ? path : `${SERVICE}${BASE}/ads/${path}`, as: admin, ...(payload ? { payload } : {}) })).body;
const gateway = (method: string, data: object) => call('POST', `/motan-client${ADS_GATEWAY}/${method}`, { data, operator: 'x' });
const sql = sqlOf(() => t);
/** Decimal texts summed exactly (cents). */
const sum = (values: string[]) => {
  const cents = values.reduce((n, v) => n + BigInt(v.replace('.', '')), 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await createTestApp(await manifestsNamed('oms', 'wms'));
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

describe('广告', () => {
  it('finds the profiles, reads the reports once authorised, and answers each view', async () => {
    const amazon = await salesAccount(t, 'amz-ads');
    await salesAccount(t, 'wmt-ads', 'walmart');
    expect((await call('POST', 'accounts/sync')).data).toEqual({ found: 1, created: 1 });
    expect((await call('POST', 'accounts/sync')).data).toEqual({ found: 1, created: 0 });
    const [account] = (await call('GET', 'accounts')).data.list;
    expect(account).toMatchObject({ account_id: amazon.id, country: 'US', currency: 'USD', auth_status: 'unauthorised' });
    expect((await call('POST', 'reports/sync', { days: 3 })).data).toMatchObject({ accounts: 0, unauthorised: 1 });
    expect((await call('POST', 'accounts/authorize', { ids: [] })).message).toContain('请选择广告账户');
    const granted = (await call('POST', 'accounts/authorize', { ids: [account.id] })).data;
    expect(granted).toMatchObject({ authorised: 1, urls: [expect.stringContaining('amazon.com')] });

    expect((await call('POST', 'reports/sync', { days: 3 })).data).toEqual({ accounts: 1, rows: 18, failed: 0, unauthorised: 0 });
    expect((await call('POST', 'reports/sync', { days: 3 })).data.rows).toBe(18);
    expect((await sql('select count(*)::int as n from oms.ad_reports'))[0].n).toBe(18); // replaced, not doubled
    const [d1, , d3] = reportDays(3);

    const rows = (await call('GET', 'sp?per_page=50')).data.list as Record<string, string | number | null>[];
    expect(rows).toHaveLength(18);
    for (const r of rows.slice(0, 6)) {
      expect(r.ctr).toBe(percentOf(String(r.clicks), String(r.impressions)));
      if (r.ad_sales !== '0.00') expect(r.acos).toBe(percentOf(String(r.spend), String(r.ad_sales)));
    }
    const spend = sum(rows.map((r) => String(r.spend)));
    const lastDay = rows.filter((r) => r.report_date === d3);

    // An order of the advertised account on the last day: 店铺业绩 puts it beside that day's advertising.
    await skuWith(t, 'ADS-SKU');
    await t.db.database.tx((tx) =>
      ingestOrders(tx, omsServices(), amazon, [anOrder({ sku: 'ADS-SKU', amount: '100.00', at: `${d3}T04:00:00Z` })] as never, 'pull', systemActor('测试')),
    );
    const perf = (await call('GET', `performance?day_from=${d3}&day_to=${d3}`)).data.list;
    const daySpend = sum(lastDay.map((r) => String(r.spend)));
    expect(perf).toEqual([
      expect.objectContaining({
        day: d3,
        account_id: amazon.id,
        currency: 'USD',
        orders: 1,
        sales: '100.00',
        spend: daySpend,
        tacos: percentOf(daySpend, '100.00'),
      }),
    ]);
    expect((await call('GET', `performance?day_from=${d1}&day_to=${d3}`)).data.total).toBe(3);

    const overview = (await call('GET', `overview?startDate=${d1}&endDate=${d3}`)).data;
    expect(overview.currencies).toEqual([
      expect.objectContaining({ currency: 'USD', current: expect.objectContaining({ spend, orders: 1, sales: '100.00', tacos: percentOf(spend, '100.00') }) }),
    ]);
    expect((await call('GET', `daily?startDate=${d1}&endDate=${d3}`)).data).toHaveLength(3);
    expect((await call('GET', `overview?startDate=${d3}&endDate=${d1}`)).message).toBe('开始日期不能晚于结束日期');

    // The gateway's names over the same.
    const page = (await gateway('getAdReportList', { pageNumber: 1, pageSize: 5, startDate: d3, endDate: d3 })).data;
    expect(page).toMatchObject({ total: 6, pageNumber: 1, pageSize: 5 });
    expect(page.list).toHaveLength(5);
    expect((await gateway('getThePerformance', { startDate: d3, endDate: d3 })).data.list).toHaveLength(1);
    expect((await gateway('getAccountTokenList', {})).data.total).toBe(1);
    expect((await gateway('getThegeneralSituation', { startDate: d1, endDate: d3 })).data.currencies[0].current.spend).toBe(spend);
    expect((await gateway('getReleaseDataStatistics', { startDate: d1, endDate: d3 })).data).toHaveLength(3);
    expect((await gateway('syncAmazonAdAccount', {})).data).toEqual({ found: 1, created: 0 });
    expect((await gateway('advertisingOauth', { id: account.id })).data.authorised).toBe(1);

    // The schedule's round: every authorised account, without choosing.
    expect(await syncAdReports(t.db.database, omsServices(), adsAdapter(), { days: 1 }, systemActor('定时同步广告报表'))).toMatchObject({
      accounts: 1,
      rows: 6,
    });

    // A grant past its end: the sync stops and says so.
    await sql("update oms.ad_accounts set token_expires_at = now() - interval '1 day'");
    expect((await call('POST', 'reports/sync', { days: 1 })).data).toMatchObject({ accounts: 0, unauthorised: 1 });
    expect((await call('GET', 'accounts')).data.list[0]).toMatchObject({ auth_status: 'expired', sync_error: '授权已过期，请重新授权' });
  });

  it('shows a person limited to one sales account only that account’s advertising', async () => {
    const other = await salesAccount(t, 'amz-ads-2');
    await call('POST', 'accounts/sync');
    await sql("update oms.ad_accounts set token_expires_at = now() + interval '30 days', auth_status = 'authorised'");
    expect((await call('POST', 'reports/sync', { days: 2 })).data).toMatchObject({ accounts: 2, rows: 24 });
    const [mine] = await sql("select id from accounts.sales_accounts where account_name = 'amz-ads'");
    const limited = await restrictedUser(t, admin, {
      login: 'adsone',
      mobile: '13600000031',
      permissions: ['oms.adAccount.read'],
      rowRules: { accounts: [mine.id] },
    });
    const as = async (path: string) => (await t.call({ method: 'GET', url: `${SERVICE}${BASE}/ads/${path}`, as: limited })).body;
    expect((await as('accounts')).data.list.map((a: { account_id: string }) => a.account_id)).toEqual([mine.id]);
    const sp = (await as('sp?per_page=100')).data.list as { account_id: string }[];
    expect(sp.length).toBeGreaterThan(0);
    expect(sp.every((r) => r.account_id === mine.id)).toBe(true);
    const all = (await call('GET', 'sp?per_page=100')).data.list as { account_id: string }[];
    expect(all.some((r) => r.account_id === other.id)).toBe(true);
    const perf = (await as('performance?per_page=100')).data.list as { account_id: string }[];
    expect(perf.every((r) => r.account_id === mine.id)).toBe(true);
    expect((await t.call({ method: 'POST', url: `${SERVICE}${BASE}/ads/reports/sync`, as: limited, payload: {} })).body.code).not.toBe(10000);
  });
});
