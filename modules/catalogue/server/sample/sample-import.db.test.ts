// 样品管理's file tasks: sample/import (the platform's entity import: template, the whole file checked first
// with every bad row in the error report and nothing written, a known 样品编号 updating its sample) and
// sample/export (the list's filters, an xlsx as a file task).
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { BASE, type Sample, sampleCalls } from './sample-test-kit.ts';

let t: TestApp;
let admin: Session;
let developer: string;
const { product, leafCategory, restrictedUser, task, auth } = sampleCalls(() => t);
const SAMPLE = `${BASE}/sample`;

const row = (fields: Record<string, string>) => ({
  样品编号: '',
  样品名称: '',
  分类: 'T恤',
  来源: '网购',
  供应商: '',
  成本价: '',
  币种: '人民币',
  数量: '1',
  收样日期: '2026-03-01',
  开发人员: developer,
  备注: '',
  ...fields,
});
const listed = async (query: string) => (await product('GET', `/sample/list?per_page=50&${query}`, admin)).data.list as Sample[];

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  developer = (await auth('GET', '/user', admin)).data.name;
  await leafCategory(admin);
});
afterAll(async () => t?.close());

describe('sample/import', () => {
  it('offers a template of the importable columns', async () => {
    const template = await t.call({ method: 'GET', url: `${SAMPLE}/template`, as: admin });
    expect(template.raw.headers['content-type']).toContain('spreadsheetml');
  });

  it('reports every bad row and writes nothing', async () => {
    const outcome = await importRows(
      t,
      SAMPLE,
      [
        row({ 样品名称: '导入好样品', 成本价: '10.00' }),
        row({ 样品名称: '导入坏样品1', 分类: '不存在的分类' }),
        row({ 样品名称: '导入坏样品2', 成本价: '-5' }),
        row({ 样品名称: '导入坏样品3', 收样日期: '2999-12-31' }),
      ],
      admin,
    );
    expect(outcome.task?.status).toBe('failed');
    expect(outcome.errors.map((e) => `${e['行号']}|${e['列']}`)).toEqual(['3|分类', '4|成本价', '5|收样日期']);
    expect(outcome.errors.find((e) => e['行号'] === '5')?.['错误信息']).toBe('收样日期不能晚于今天');
    expect(await listed('name=导入')).toEqual([]);
  });

  it('creates samples from a good file, numbering them, and a known number updates its sample', async () => {
    const first = await importRows(
      t,
      SAMPLE,
      [row({ 样品名称: '导入抱枕', 成本价: '22.80', 供应商: '南通家纺' }), row({ 样品编号: 'YPIMPORT01', 样品名称: '导入杯子', 币种: '美元', 成本价: '3.20' })],
      admin,
    );
    expect(first.task?.status, first.task?.error ?? '').toBe('succeeded');
    expect(first.task?.result).toMatchObject({ created: 2 });
    const rows = await listed('name=导入&sort=name');
    expect(rows.map((r) => [r.name, r.category_id_title, r.cost_price, r.currency, r.source, r.status, r.developer_id_title])).toEqual([
      ['导入抱枕', 'T恤', '22.80', 'CNY', 'online', 'pending', developer],
      ['导入杯子', 'T恤', '3.20', 'USD', 'online', 'pending', developer],
    ]);
    expect(rows[0]!.code).toMatch(/^YP\d{11}$/);

    const again = await importRows(t, SAMPLE, [row({ 样品编号: 'ypimport01', 样品名称: '导入杯子', 币种: '美元', 成本价: '3.50', 数量: '4' })], admin);
    expect(again.task?.result).toMatchObject({ created: 0, updated: 1 });
    expect((await listed('code=YPIMPORT01')).map((r) => [r.cost_price, r.quantity])).toEqual([['3.50', 4]]);
    expect(await listed('name=导入')).toHaveLength(2);
  });

  it('needs the import code', async () => {
    const reader = await restrictedUser(admin, 'smpimp', '13700000511', ['catalogue.sample.read', 'catalogue.sample.create']);
    const outcome = await importRows(t, SAMPLE, [row({ 样品名称: '无权导入' })], reader);
    expect(outcome.answer.code).toBe(10403);
  });
});

describe('sample/export', () => {
  it("exports the list's filtered samples as an xlsx file task", async () => {
    const exported = await product('GET', '/sample/export?name=导入&sort=name', admin);
    expect(exported.code, exported.message).toBe(10000);
    const done = await task(admin, String(exported.data.task_id));
    expect(done.status).toBe('succeeded');
    const file = await t.call({ method: 'GET', url: done.file_url, as: admin });
    const path = join(tmpdir(), `samples-${Date.now()}.xlsx`);
    await writeFile(path, file.raw.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    // In the list's order (sort=name): the export follows it.
    expect(rows.map((r) => `${r['样品名称']}|${r['成本价']}|${r['币种']}|${r['状态']}`)).toEqual(['导入抱枕|22.80|人民币|待评估', '导入杯子|3.50|美元|待评估']);
  });
});
