import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financeEvents } from '../domain/events.ts';
import { rateOn, ratesOn } from './rates.ts';
import { seededMonths } from './seed.ts';
import { type FinanceTest, financeTest, SEED_DAY } from './testing.ts';

let f: FinanceTest;
let usd: string;

const eventsNamed = async (name: string) =>
  (await f.t.db.database.pool.query('select payload from platform.outbox_events where name = $1 order by created_at, id', [name])).rows.map(
    (r) => r.payload as Record<string, unknown>,
  );

beforeAll(async () => {
  f = await financeTest();
  usd = await f.idOf('currencies', 'code', 'USD');
});
afterAll(async () => f?.t.close());

describe('the seed', () => {
  it('holds four monthly rates of every foreign currency, from the first of the month', async () => {
    expect(seededMonths(SEED_DAY)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01']);
    expect(await f.count('exchange_rates')).toBe(8 * 4);
    const list = (await f.api('GET', '/exchange/index?currency_code=USD&sort=effective_date', f.admin)).data.list;
    expect(list.map((r: { effective_date: string; rate: string }) => [r.effective_date, r.rate])).toEqual([
      ['2025-12-01', '7.105000'],
      ['2026-01-01', '7.117500'],
      ['2026-02-01', '7.130000'],
      ['2026-03-01', '7.142500'],
    ]);
    const jpy = (await f.api('GET', '/exchange/index?currency_code=JPY&sort=-effective_date&per_page=1', f.admin)).data.list[0];
    expect(jpy).toMatchObject({ rate: '0.048260', currency_id_title: '日元' });
  });
});

describe('the rate of a day (latest on or before it)', () => {
  const db = () => f.t.db.database.db;

  it('takes the rate effective that day, or the last before it', async () => {
    expect(await rateOn(db(), 'USD', '2026-02-01')).toEqual({ currency: 'USD', day: '2026-02-01', rate: '7.130000', effective_date: '2026-02-01' });
    expect((await rateOn(db(), 'usd', '2026-01-31'))?.rate).toBe('7.117500');
    expect((await rateOn(db(), 'USD', '2030-01-01'))?.effective_date).toBe('2026-03-01');
  });

  it('has none before the first effective date; CNY is always 1', async () => {
    expect(await rateOn(db(), 'USD', '2025-11-30')).toBeNull();
    expect(await rateOn(db(), 'CNY', '1999-01-01')).toEqual({ currency: 'CNY', day: '1999-01-01', rate: '1.000000', effective_date: null });
  });

  it('refuses what is not a currency code or a day', async () => {
    await expect(rateOn(db(), 'US', '2026-01-01')).rejects.toMatchObject({ code: 10422 });
    await expect(rateOn(db(), 'USD', '2026-02-30')).rejects.toMatchObject({ code: 10422 });
  });

  it('GET exchange/rate answers it to any session, 10404 when there is none', async () => {
    expect(await f.api('GET', '/exchange/rate?currency=EUR&date=2026-01-15', f.buyer)).toMatchObject({
      code: 10000,
      data: { currency: 'EUR', day: '2026-01-15', rate: '7.763000', effective_date: '2026-01-01' },
    });
    expect(await f.api('GET', '/exchange/rate?currency=EUR&date=2025-01-15', f.buyer)).toMatchObject({
      code: 10404,
      message: 'EUR 在 2025-01-15 及之前的汇率不存在',
    });
    expect((await f.api('GET', '/exchange/rate?currency=EUR', f.buyer)).data.effective_date).toBe('2026-03-01'); // today
    expect(await f.api('GET', '/exchange/rate?date=2026-01-15', f.buyer)).toMatchObject({ code: 10422 });
    expect(await f.api('GET', '/exchange/rate?currency=EUR&date=15/01/2026', f.buyer)).toMatchObject({ code: 10422, message: 'date: 日期格式应为 YYYY-MM-DD' });
    expect((await f.api('GET', '/exchange/rate?currency=EUR')).code).toBe(10401);
  });

  it('exchange/lists and open/exchange/all answer every enabled currency on a day', async () => {
    const all = await ratesOn(db(), '2026-01-20');
    expect(all.map((r) => [r.currency_code, r.rate, r.effective_date])).toEqual([
      ['CNY', '1.000000', null],
      ['USD', '7.117500', '2026-01-01'],
      ['EUR', '7.763000', '2026-01-01'],
      ['GBP', '9.035000', '2026-01-01'],
      ['JPY', '0.047960', '2026-01-01'],
      ['CAD', '5.217000', '2026-01-01'],
      ['AUD', '4.668000', '2026-01-01'],
      ['MXN', '0.413500', '2026-01-01'],
      ['HKD', '0.910900', '2026-01-01'],
    ]);
    const before = (await f.api('GET', '/open/exchange/all?date=2025-06-01', f.buyer)).data;
    expect(before.find((r: { currency_code: string }) => r.currency_code === 'USD')).toMatchObject({ rate: null, effective_date: null });
    expect((await f.api('GET', '/exchange/lists?date=2026-01-20', f.buyer)).data).toEqual(all);
  });
});

describe('exchange rate CRUD', () => {
  let id: string;

  it('adds a rate (6 places, never a float) and publishes finance.exchange-rate.changed', async () => {
    const res = await f.api('POST', '/exchange/create', f.clerk, { currency_id: usd, rate: '7.2011', effective_date: '2026-03-10', remark: '中行中间价' });
    expect(res).toMatchObject({ code: 10000, data: { currency_code: 'USD', rate: '7.201100', effective_date: '2026-03-10', currency_id_title: '美元' } });
    expect(res.data).not.toHaveProperty('rate_key');
    id = res.data.id;
    expect((await rateOn(f.t.db.database.db, 'USD', '2026-03-12'))?.rate).toBe('7.201100');
    expect((await rateOn(f.t.db.database.db, 'USD', '2026-03-09'))?.rate).toBe('7.142500');
    expect((await eventsNamed(financeEvents.exchangeRateChanged)).at(-1)).toEqual({
      ids: [id],
      currency_code: 'USD',
      effective_date: '2026-03-10',
      rate: '7.201100',
      action: 'create',
    });
  });

  it('refuses a second rate for the same currency and day, bad rates, CNY and unknown currencies', async () => {
    expect(await f.api('POST', '/exchange/create', f.admin, { currency_id: usd, rate: '7.3', effective_date: '2026-03-10' })).toMatchObject({
      code: 10409,
      message: '同币种同生效日期的汇率已存在',
    });
    const bad = (body: object) => f.api('POST', '/exchange/create', f.admin, { currency_id: usd, effective_date: '2026-04-01', ...body });
    expect(await bad({ rate: '7.1234567' })).toMatchObject({ code: 10422, message: 'rate: 汇率（兑人民币）最多6位小数' });
    expect(await bad({ rate: '0' })).toMatchObject({ code: 10422, message: 'rate: 汇率（兑人民币）不能小于0.000001' });
    expect(await bad({ rate: '7.1', effective_date: '2026-13-01' })).toMatchObject({ code: 10422, message: 'effective_date: 生效日期格式应为 YYYY-MM-DD' });
    expect(await bad({ rate: '7.1', rate_key: 'x' })).toMatchObject({ code: 10422 });
    const cny = await f.idOf('currencies', 'code', 'CNY');
    expect(await bad({ rate: '1', currency_id: cny })).toMatchObject({ code: 10422, message: 'currency_id: 人民币是本位币，汇率恒为1，无需维护' });
    expect(await bad({ rate: '1', currency_id: '0190aaaa-aaaa-7aaa-8aaa-aaaaaaaaaaaa' })).toMatchObject({ code: 10422, message: 'currency_id: 币种不存在' });
  });

  it('edits the rate (currency and day are fixed) and deletes it, publishing each change', async () => {
    const edited = await f.api('PUT', `/exchange/update/${id}`, f.clerk, { rate: '7.2', version: 1 });
    expect(edited).toMatchObject({ code: 10000, data: { rate: '7.200000', version: 2 } });
    expect(await f.api('PUT', `/exchange/update/${id}`, f.clerk, { rate: '7.3', version: 1 })).toMatchObject({ code: 10409 });
    expect(await f.api('PUT', `/exchange/update/${id}`, f.clerk, { effective_date: '2026-03-11' })).toMatchObject({ code: 10422 });
    expect((await f.api('GET', `/exchange/detail/${id}`, f.clerk)).data).toMatchObject({ rate: '7.200000', remark: '中行中间价' });
    expect((await f.api('DELETE', `/exchange/delete/${id}`, f.clerk)).code).toBe(10000);
    expect((await rateOn(f.t.db.database.db, 'USD', '2026-03-12'))?.rate).toBe('7.142500');
    const actions = (await eventsNamed(financeEvents.exchangeRateChanged)).filter((e) => (e.ids as string[]).includes(id));
    expect(actions.map((e) => [e.action, e.rate])).toEqual([
      ['create', '7.201100'],
      ['update', '7.200000'],
      ['delete', null],
    ]);
  });

  it('lists with the day range, currency batch and sort filters', async () => {
    const q = await f.api('GET', '/exchange/index?effective_date_from=2026-02-01&effective_date_to=2026-03-01&currency_code=USD,EUR&sort=-rate', f.clerk);
    expect(q.data.total).toBe(4);
    expect(q.data.list.map((r: { currency_code: string; effective_date: string }) => `${r.currency_code}@${r.effective_date}`)).toEqual([
      'EUR@2026-03-01',
      'EUR@2026-02-01',
      'USD@2026-03-01',
      'USD@2026-02-01',
    ]);
    // A day that does not read as one is refused, not dropped (the list would answer unfiltered).
    expect((await f.api('GET', '/exchange/index?effective_date_from=nonsense', f.clerk)).message).toBe('effective_date_from: 生效日期格式应为YYYY-MM-DD');
  });

  it('a currency with rates cannot be deleted; changing a currency publishes finance.currency.changed', async () => {
    expect(await f.api('DELETE', `/currency/delete/${usd}`, f.admin)).toMatchObject({ code: 10409, message: '该币种已有汇率，不能删除，请停用' });
    expect((await f.api('POST', `/currency/disable/${usd}`, f.admin)).data.status).toBe('disabled');
    expect(await f.api('POST', '/exchange/create', f.admin, { currency_id: usd, rate: '7', effective_date: '2026-05-01' })).toMatchObject({
      code: 10422,
      message: 'currency_id: 币种 USD 已停用，不能新增汇率',
    });
    expect((await f.api('POST', `/currency/enable/${usd}`, f.admin)).data.status).toBe('enabled');
    const actions = (await eventsNamed(financeEvents.currencyChanged)).filter((e) => (e.ids as string[]).includes(usd)).map((e) => e.action);
    expect(actions).toEqual(['disable', 'enable']);
  });
});

describe('permissions', () => {
  it('a user without the codes gets 10403 on every exchange-rate screen route', async () => {
    const some = await f.idOf('exchange_rates', 'currency_code', 'EUR');
    for (const [method, path, body] of [
      ['GET', '/exchange/index'],
      ['GET', `/exchange/detail/${some}`],
      ['POST', '/exchange/create', { currency_id: usd, rate: '7', effective_date: '2026-06-01' }],
      ['PUT', `/exchange/update/${some}`, { rate: '1' }],
      ['DELETE', `/exchange/delete/${some}`],
      ['GET', '/exchange/export'],
      ['GET', `/exchange/logs/${some}`],
    ] as const) {
      expect([method, path, (await f.api(method, path, f.buyer, body)).code]).toEqual([method, path, 10403]);
    }
  });
});
