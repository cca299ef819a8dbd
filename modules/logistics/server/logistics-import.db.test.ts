import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, DEMO_PASSWORD, importRows, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { importColumns, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { country } from '../entities/index.ts';
import { manifest } from './manifest.ts';
import { V1 } from './routes.ts';
import { seedCountries } from './seed.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const API = `/api-logistics-optimiz${V1}`;
const dir = mkdtempSync(join(tmpdir(), 'entrepot-country-import-'));
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp([manifest]);
  await seedCountries(t.db.database);
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

/** The template (downloaded, checked) filled with `rows` under the declaration's import headers. */
async function countrySheet(rows: Record<string, string>[]): Promise<Buffer> {
  const template = await t.call({ method: 'GET', url: `${API}/country/template`, as: admin });
  expect(template.raw.headers['content-type']).toBe(XLSX);
  const path = join(dir, `countries-${Date.now()}.xlsx`);
  await writeXlsx(
    path,
    importColumns(country).map((c) => ({ key: c.label, label: c.label })),
    (async function* () {
      yield rows;
    })(),
  );
  return readFile(path);
}

async function importCountries(bytes: Buffer, as = admin) {
  const { payload, headers } = multipart({}, [{ field: 'file', filename: '国家.xlsx', type: XLSX, bytes }]);
  const res = (await t.call({ method: 'POST', url: `${API}/country/import`, payload, headers, as })).body;
  if (res.code !== 10000) return { answer: res };
  await t.identity.tasks.runner.drain();
  const list = (await t.call({ method: 'GET', url: '/api-auth/api/v1/file-tasks', as })).body.data.list;
  return { answer: res, task: list.find((x: { id: string }) => x.id === res.data.task_id) };
}

const lookupVersion = async () =>
  ((await t.call({ method: 'GET', url: '/api-auth/api/v1/lookups', as: admin })).body.data as { name: string; version: number }[]).find(
    (l) => l.name === 'countries',
  )!.version;

describe('country import (a file task)', () => {
  it('reports the bad rows and writes nothing, then imports a good file and refreshes the cached list', async () => {
    const bad = await importCountries(
      await countrySheet([
        { 二字代码: 'XK', 三字代码: 'XKX', 中文名称: '科索沃', 英文名称: 'Kosovo' },
        { 二字代码: 'xk1', 三字代码: 'XKY', 中文名称: '错误', 英文名称: 'Wrong' },
      ]),
    );
    expect(bad.task).toMatchObject({ status: 'failed' });
    expect((await t.db.database.pool.query("select count(*)::int as n from logistics.countries where code = 'XK'")).rows[0].n).toBe(0);

    const before = await lookupVersion();
    const good = await importCountries(await countrySheet([{ 二字代码: 'XK', 三字代码: 'XKX', 中文名称: '科索沃', 英文名称: 'Kosovo' }]));
    expect(good.task).toMatchObject({ status: 'succeeded', result: { rows: 1, created: 1, updated: 0 } });
    const { rows } = await t.db.database.pool.query("select code3, name, name_en from logistics.countries where code = 'XK'");
    expect(rows).toEqual([{ code3: 'XKX', name: '科索沃', name_en: 'Kosovo' }]);
    await t.outbox.dispatch();
    expect(await lookupVersion()).toBe(before + 1);
  });

  it('refuses the template and the import without logistics.country.import', async () => {
    const buyer = await t.login('buyer01', DEMO_PASSWORD);
    expect((await t.call({ method: 'GET', url: `${API}/country/template`, as: buyer })).body.code).toBe(10403);
    const { answer } = await importCountries(Buffer.from('x'), buyer);
    expect(answer.code).toBe(10403);
  });
});

describe('channel import (a file task)', () => {
  it('checks the company and the countries as the screens do', async () => {
    const company = (await t.call({ method: 'POST', url: `${API}/company`, as: admin, payload: { code: 'IMPX', name: '导入物流', type: 'express' } })).body
      .data;
    const closed = (await t.call({ method: 'POST', url: `${API}/company`, as: admin, payload: { code: 'STOPX', name: '停运物流', type: 'express' } })).body
      .data;
    await t.call({ method: 'POST', url: `${API}/company/${closed.id}/disable`, as: admin });
    const bad = await importRows(
      t,
      `${API}/channel`,
      [{ 渠道编码: 'STOP-1', 渠道名称: '停运专线', 物流公司: '停运物流', 运输方式: '快递', 服务国家: 'US' }],
      admin,
    );
    expect(bad.errors).toEqual([{ 行号: '2', 列: '物流公司', 错误信息: '物流公司已停用' }]);
    const rows = [{ 渠道编码: 'US-AIR', 渠道名称: '美国专线', 物流公司: company.name, 运输方式: '空运', 服务国家: 'US，CA' }];
    const good = await importRows(t, `${API}/channel`, rows, admin);
    expect(good.task?.status, JSON.stringify(good.errors)).toBe('succeeded');
    const [channel] = (await t.call({ method: 'GET', url: `${API}/channel?name=美国专线`, as: admin })).body.data.list;
    expect(channel).toMatchObject({ company_id: company.id, countries: ['US', 'CA'], transport_type: 'air' });
  });
});
