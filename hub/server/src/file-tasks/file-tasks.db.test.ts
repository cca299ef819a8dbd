import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '../testing/test-app.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dir = mkdtempSync(join(tmpdir(), 'entrepot-staff-import-'));
let t: TestApp;
let admin: Session;
const api = (p: string) => `/api-auth/api/v1${p}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

/** A file as a person would fill the downloaded template. */
async function staffSheet(rows: Record<string, string>[]): Promise<Buffer> {
  const template = await t.call({ method: 'GET', url: api('/staff/template'), as: admin });
  expect(template.raw.headers['content-type']).toBe(XLSX);
  const templatePath = join(dir, 'template.xlsx');
  writeFileSync(templatePath, template.raw.rawPayload);
  const headers: string[] = [];
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  wb.worksheets[0]!.getRow(1).eachCell((c) => headers.push(String(c.value)));
  const path = join(dir, `staff-${Date.now()}.xlsx`);
  await writeXlsx(
    path,
    headers.map((h) => ({ key: h, label: h })),
    (async function* () {
      yield rows;
    })(),
  );
  return readFile(path);
}

async function upload(bytes: Buffer) {
  const { payload, headers } = multipart({}, [{ field: 'file', filename: '员工.xlsx', type: XLSX, bytes }]);
  return (await t.call({ method: 'POST', url: api('/staff/import'), payload, headers, as: admin })).body;
}

async function task(id: string) {
  await t.identity.tasks.runner.drain();
  const list = (await t.call({ method: 'GET', url: api('/file-tasks'), as: admin })).body.data.list;
  return list.find((x: { id: string }) => x.id === id);
}

async function download(url: string): Promise<Record<string, string>[]> {
  const res = await t.call({ method: 'GET', url });
  const path = join(dir, `dl-${Date.now()}.xlsx`);
  writeFileSync(path, res.raw.rawPayload);
  const rows = [];
  for await (const r of readXlsx(path)) rows.push(r.values);
  return rows;
}

describe('staff import through a file task', () => {
  it('reports every bad row in a downloadable report and imports nothing', async () => {
    const bytes = await staffSheet([
      { 登录名: 'imp.one', 姓名: '导入一', 初始密码: 'Start#2026x' },
      { 登录名: 'imp.two', 姓名: '导入二', 手机号: '123', 初始密码: 'Start#2026x' },
      { 登录名: 'imp.three', 姓名: '导入三' },
      { 登录名: 'imp.four', 姓名: '导入四', 角色: '不存在的角色', 初始密码: 'Start#2026x' },
    ]);
    const { data } = await upload(bytes);
    const done = await task(data.task_id);
    expect(done).toMatchObject({ status: 'failed', error: '共3处错误，未导入任何数据，请下载错误报告' });
    expect(await download(done.file_url)).toEqual([
      { 行号: '3', 列: '手机号', 错误信息: '请输入正确的手机号码' },
      { 行号: '4', 列: '初始密码', 错误信息: '请填写初始密码' },
      { 行号: '5', 列: '角色', 错误信息: '角色「不存在的角色」不存在' },
    ]);
    expect((await t.call({ method: 'GET', url: api('/staffs?login_name=imp'), as: admin })).body.data.total).toBe(0);
  });

  it('imports good rows once, even when the same file comes twice', async () => {
    const bytes = await staffSheet([
      { 登录名: 'imp.one', 姓名: '导入一', 角色: '采购员', 初始密码: 'Start#2026x' },
      { 登录名: 'imp.two', 姓名: '导入二', 手机号: '13512345678', 初始密码: 'Start#2026x' },
    ]);
    expect(await task((await upload(bytes)).data.task_id)).toMatchObject({ status: 'succeeded', result: { rows: 2, created: 2, updated: 0 } });
    expect(await task((await upload(bytes)).data.task_id)).toMatchObject({ status: 'succeeded', result: { rows: 2, created: 0, updated: 2 } });
    const list = (await t.call({ method: 'GET', url: api('/staffs?login_name=imp'), as: admin })).body.data;
    expect(list.total).toBe(2);
    expect(list.list.find((s: { login_name: string }) => s.login_name === 'imp.one').role_ids_titles).toEqual(['采购员']);
    const login = await t.call({ method: 'POST', url: api('/login'), payload: { login_name: 'imp.two', password: 'Start#2026x' } });
    expect(login.body.code).toBe(10005); // imported people change their password first
  });
});

describe('staff export through a file task', () => {
  it('exports the filtered list to a file the user downloads', async () => {
    const { data, message } = (await t.call({ method: 'GET', url: api('/staff/export?login_name=imp'), as: admin })).body;
    expect(message).toBe('导出任务已创建，请在文件任务中下载');
    const done = await task(data.task_id);
    expect(done).toMatchObject({ status: 'succeeded', result: { rows: 2 }, progress: 2, total: 2 });
    expect(done.file_name).toMatch(/^员工-\d{14}\.xlsx$/);
    const rows = await download(done.file_url);
    expect(rows.map((r) => r['登录名']).sort()).toEqual(['imp.one', 'imp.two']);
    expect(rows[0]).toHaveProperty('状态', '在职');
    // An area's 下载记录 lists only its module's tasks.
    const ofModule = async (module: string) => (await t.call({ method: 'GET', url: api(`/file-tasks?module=${module}`), as: admin })).body;
    expect((await ofModule('admin')).data.list.map((x: { id: string }) => x.id)).toContain(data.task_id);
    expect((await ofModule('oms')).data.list.map((x: { id: string }) => x.id)).not.toContain(data.task_id);
    expect((await ofModule('Bad!')).code).toBe(10422);
  });

  it('cancels a queued task and retries it', async () => {
    const { data } = (await t.call({ method: 'GET', url: api('/staff/export'), as: admin })).body;
    expect((await t.call({ method: 'POST', url: api(`/file-task/${data.task_id}/cancel`), as: admin })).body.code).toBe(10000);
    expect(await task(data.task_id)).toMatchObject({ status: 'cancelled' });
    expect((await t.call({ method: 'POST', url: api(`/file-task/${data.task_id}/cancel`), as: admin })).body.code).toBe(10409);
    expect((await t.call({ method: 'POST', url: api(`/file-task/${data.task_id}/retry`), as: admin })).body.code).toBe(10000);
    expect(await task(data.task_id)).toMatchObject({ status: 'succeeded' });
  });

  it('needs the export and import permissions', async () => {
    const buyer = await t.login('buyer01', 'Demo@2026!x');
    expect((await t.call({ method: 'GET', url: api('/staff/export'), as: buyer })).body.code).toBe(10403);
    expect((await t.call({ method: 'GET', url: api('/staff/template'), as: buyer })).body.code).toBe(10403);
    expect((await t.call({ method: 'GET', url: api('/file-tasks'), as: buyer })).body.data.total).toBe(0); // only one's own tasks
  });
});
