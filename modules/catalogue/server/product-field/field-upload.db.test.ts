// field-upload (the import: its template follows the definitions, every bad row reported with nothing written,
// a clean import audited, the same file twice), field-data (filters, the owner rule) and its xlsx export.
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { sheetRows } from '../test-kit.ts';
import { productFieldCalls } from './product-field-test-kit.ts';

let t: TestApp;
let admin: Session;
const { product, categoryTree, defineField, options, spuWithSkus, restrictedUser, task } = productFieldCalls(() => t);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dir = mkdtempSync(join(tmpdir(), 'entrepot-field-upload-'));
const URL = '/api-product/api/v1/product/field-upload';
let spuA: string;
let spuB: string;

/** The template's headers, then the file uploaded and its task run: the task and its error report's rows. */
async function upload(rows: Record<string, string>[], as: Session = admin) {
  const template = await t.call({ method: 'GET', url: `${URL}/template`, as });
  const headers = sheetHeaders(template.raw.rawPayload).concat(Object.keys(rows[0] ?? {}).filter((h) => h.startsWith('!')));
  const path = join(dir, `${Date.now()}-${Math.random()}.xlsx`);
  const columns = headers.map((h) => h.replace(/^!/, '')).map((h) => ({ key: h, label: h }));
  await writeXlsx(
    path,
    columns,
    (async function* () {
      yield rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace(/^!/, ''), v])));
    })(),
  );
  const { payload, headers: form } = multipart({}, [{ field: 'file', filename: 'fields.xlsx', type: XLSX, bytes: await readFile(path) }]);
  const answer = (await t.call({ method: 'POST', url: URL, payload, headers: form, as })).body;
  if (answer.code !== 10000) return { answer, task: null, errors: [] };
  const done = await task(as, answer.data.task_id);
  const errors: Record<string, string>[] = [];
  if (done.status === 'failed' && done.file_url) {
    const report = join(dir, `report-${Date.now()}.xlsx`);
    await writeFile(report, (await t.call({ method: 'GET', url: done.file_url })).raw.rawPayload);
    for await (const r of readXlsx(report)) errors.push(r.values);
  }
  return { answer, task: done, errors };
}

/** The template's header row (the xlsx has no data row for readXlsx to name them). */
function sheetHeaders(payload: Buffer): string[] {
  const sheet = strFromU8(unzipSync(new Uint8Array(payload))['xl/worksheets/sheet1.xml']!);
  return [...sheet.matchAll(/<c r="[A-Z]+1"[^>]*><v>([^<]*)<\/v>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const cats = await categoryTree(admin, 'FU');
  await defineField(admin, { name: '适用人群', key: 'audience', type: 'multi', options: options('成人', '儿童'), sort: 1 });
  await defineField(admin, { name: '面料克重', key: 'fabric_weight', type: 'number', required: true, category_id: cats.clothing, sort: 2 });
  await defineField(admin, { name: '是否带电', key: 'battery', type: 'boolean', category_id: cats.home, sort: 3 });
  spuA = (await spuWithSkus(admin, 'FUA01', cats.tees)).spu!;
  spuB = (await spuWithSkus(admin, 'FUB01', cats.cushions)).spu!;
});
afterAll(async () => t?.close());

describe('field-upload', () => {
  it('offers SPU编码 and the enabled fields as the template', async () => {
    const answer = await t.call({ method: 'GET', url: `${URL}/template`, as: admin });
    expect(answer.raw.headers['content-type']).toBe(XLSX);
    expect(sheetHeaders(answer.raw.rawPayload)).toEqual(['SPU编码', '适用人群', '面料克重', '是否带电']);
  });

  it('reports every bad row and writes nothing; a clean file is written and audited, and the same file twice changes nothing', async () => {
    const bad = await upload([
      { SPU编码: 'FUA01', 适用人群: '成人、宠物', 面料克重: '180', 是否带电: '' },
      { SPU编码: 'FUB01', 适用人群: '儿童', 面料克重: '', 是否带电: '也许' },
      { SPU编码: 'FUB01', 适用人群: '', 面料克重: '', 是否带电: '' },
      { SPU编码: 'NOPE9', 适用人群: '', 面料克重: '', 是否带电: '' },
      { SPU编码: 'fua01', 适用人群: '', 面料克重: '', 是否带电: '' },
    ]);
    expect(bad.task!.status).toBe('failed');
    expect(bad.errors.map((e) => [e['行号'], e['列'], e['错误信息']])).toEqual([
      ['2', '适用人群', '「适用人群」的值「宠物」不在选项中，可选: 成人、儿童'],
      ['3', '是否带电', '「是否带电」只能是 是 或 否'],
      ['4', 'SPU编码', '与第3行重复'],
      ['5', 'SPU编码', 'SPU编码「NOPE9」不存在'],
      ['6', 'SPU编码', '与第2行重复'],
    ]);
    expect((await product('GET', `/field-product/${spuA}`, admin)).data.values.fabric_weight).toBeNull();

    const missing = await upload([{ SPU编码: 'FUA01', 适用人群: '成人', 面料克重: '', 是否带电: '是' }]);
    expect(missing.errors.map((e) => e['错误信息'])).toEqual(['「是否带电」不适用于该SPU（已停用或不属于该SPU的分类）', '请填写「面料克重」']);

    const rows = [
      { SPU编码: 'fua01', 适用人群: '儿童，成人', 面料克重: '180.5', 是否带电: '' },
      { SPU编码: 'FUB01', 适用人群: '', 面料克重: '', 是否带电: '是' },
    ];
    const good = await upload(rows);
    expect([good.task!.status, good.task!.result]).toEqual(['succeeded', expect.objectContaining({ spu_updated: 2 })]);
    expect((await product('GET', `/field-product/${spuA}`, admin)).data.values).toMatchObject({ audience: ['成人', '儿童'], fabric_weight: '180.5' });
    expect((await product('GET', `/field-product/${spuB}`, admin)).data.values).toMatchObject({ battery: true });
    const log = (await product('GET', `/spu/${spuA}/logs`, admin)).data as { action: string; changes: object }[];
    expect(log[0]).toMatchObject({ action: '修改扩展字段', changes: { 扩展字段·适用人群: { before: null, after: '成人、儿童' } } });
    const again = await upload(rows);
    expect(again.task!.result).toEqual(expect.objectContaining({ unchanged: 2 }));
  });

  it('refuses a column that is no field, and callers without the code', async () => {
    const extra = await upload([{ SPU编码: 'FUA01', 适用人群: '', 面料克重: '', 是否带电: '', '!颜色': '红' }]);
    expect(extra.errors[0]).toMatchObject({ 行号: '1', 列: '颜色', 错误信息: '列「颜色」不是自定义字段名称，请使用导入模板' });
    const reader = await restrictedUser(admin, 'fu_reader', '13700000201', ['catalogue.spu.read']);
    expect((await t.call({ method: 'GET', url: `${URL}/template`, as: reader })).body.code).toBe(10403);
  });
});

describe('field-data', () => {
  it('lists the values across SPUs with filters, within the data rules, and exports them', async () => {
    const all = (await product('GET', '/field-data?per_page=50', admin)).data;
    expect(all.list.map((r: { spu_code: string; field_key: string; text: string }) => [r.spu_code, r.field_key, r.text])).toEqual(
      expect.arrayContaining([
        ['FUA01', 'audience', '成人、儿童'],
        ['FUA01', 'fabric_weight', '180.5'],
        ['FUB01', 'battery', '是'],
      ]),
    );
    expect(all.total).toBe(3);
    expect((await product('GET', '/field-data?value=儿童', admin)).data.list.map((r: { spu_code: string }) => r.spu_code)).toEqual(['FUA01']);
    expect((await product('GET', '/field-data?value=是&spu_code=fub', admin)).data.total).toBe(1);
    const fieldId = all.list.find((r: { field_key: string }) => r.field_key === 'fabric_weight').field_id;
    expect((await product('GET', `/field-data?field_id=${fieldId}`, admin)).data.total).toBe(1);
    expect((await product('GET', '/field-data?field_id=x', admin)).message).toBe('field_id: 字段编号不正确');

    const exported = await t.call({ method: 'GET', url: '/api-product/api/v1/product/field-data/export?spu_code=FUA01', as: admin });
    expect((await sheetRows(exported.raw.rawPayload)).map((r) => [r['SPU编码'], r['字段名称'], r['值']])).toEqual([
      ['FUA01', expect.any(String), expect.any(String)],
      ['FUA01', expect.any(String), expect.any(String)],
    ]);

    const owner = await restrictedUser(admin, 'fu_owner', '13700000202', ['catalogue.spu.read'], { owner: true });
    expect((await product('GET', '/field-data', owner)).data.total).toBe(0);
    expect((await product('GET', '/field-data/export', owner)).code).toBe(10403);
  });
});
