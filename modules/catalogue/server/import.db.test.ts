import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importKinds } from './import-kinds.ts';
import { manifest } from './manifest.ts';
import { catalogueCalls } from './test-kit.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = '/api-product/api/v1/product';
const dir = mkdtempSync(join(tmpdir(), 'catalogue-import-test-'));
let files = 0;

let t: TestApp;
let admin: Session;
const { product, leafCategory, restrictedUser } = catalogueCalls(() => t);
const events = async (name: string) =>
  (await t.db.database.pool.query('select payload from platform.outbox_events where name = $1 order by created_at, id', [name])).rows.map((r) => r.payload);
const count = async (sql: string, ...params: unknown[]) => Number((await t.db.database.pool.query(sql, params)).rows[0].n);
const skuCount = () => count('select count(*) as n from catalogue.skus');
const spuCount = () => count('select count(*) as n from catalogue.spus');

type Cells = Record<string, string>;

async function xlsxOf(rows: Cells[]): Promise<Buffer> {
  const path = join(dir, `upload-${++files}.xlsx`);
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  await writeXlsx(
    path,
    headers.map((h) => ({ key: h, label: h })),
    (async function* () {
      yield rows;
    })(),
  );
  return readFile(path);
}

async function upload(path: string, rows: Cells[], as: Session, filename = 'import.xlsx') {
  const { payload, headers } = multipart({}, [{ field: 'file', filename, type: XLSX, bytes: await xlsxOf(rows) }]);
  return (await t.call({ method: 'POST', url: `${BASE}/${path}`, payload, headers, as })).body;
}

interface LogRow {
  id: string;
  kind: string;
  status: string;
  rows: number | null;
  errors: number;
  result: Record<string, number> | null;
  error: string | null;
  error_report_url: string | null;
}

/** The import's row in `sku/import/log` once its task has ended (the platform's file-task runner runs it). */
async function settled(as: Session, id: string): Promise<LogRow> {
  await t.identity.tasks.runner.drain();
  for (let i = 0; i < 300; i++) {
    const row = ((await product('GET', '/sku/import/log?per_page=100', as)).data.list as LogRow[]).find((x) => x.id === id);
    if (row && !['queued', 'running'].includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

async function sheetRows(url: string, as: Session): Promise<Cells[]> {
  const file = await t.call({ method: 'GET', url, as });
  expect(file.raw.headers['content-type']).toBe(XLSX);
  const path = join(dir, `download-${++files}.xlsx`);
  await writeFile(path, file.raw.rawPayload);
  const rows: Cells[] = [];
  for await (const r of readXlsx(path)) rows.push(r.values);
  return rows;
}

/** Uploads the rows, waits for the task, reads its error report when it failed. */
async function importRows(path: string, rows: Cells[], as: Session = admin) {
  const answer = await upload(path, rows, as);
  expect(answer.code, answer.message).toBe(10000);
  const task = await settled(as, answer.data.task_id);
  const errors = task.error_report_url ? await sheetRows(task.error_report_url, as) : [];
  return { task, errors };
}

const skuOf = async (code: string) => (await product('GET', `/skus?code=${code}`, admin)).data.list[0];
const spuOf = async (code: string) => {
  const row = (await product('GET', `/spus?code=${code}`, admin)).data.list[0];
  return row ? (await product('GET', `/spu/${row.id}`, admin)).data : undefined;
};

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  await leafCategory(admin); // 服装 → 上衣 → T恤
  await leafCategory(admin, '家居'); // 家居服装 → 家居上衣 → 家居T恤
  expect((await product('POST', '/brands', admin, { name: '山野' })).code).toBe(10000);
  const old = (await product('POST', '/brands', admin, { name: '旧牌' })).data;
  expect((await product('POST', `/brands/${old.id}/disable`, admin)).code).toBe(10000);
});
afterAll(async () => t?.close());

const tee = (code: string, colour: string, colourCode: string, size: string, extra: Cells = {}): Cells => ({
  SPU编码: code,
  中文名称: '纯棉T恤',
  品牌: '山野',
  分类: 'T恤',
  开发人员: 'admin',
  季节: '夏季',
  颜色: colour,
  颜色编码: colourCode,
  尺码: size,
  成本价: '18.50',
  销售价: '59.90',
  '重量(kg)': '0.180',
  ...extra,
});

describe('templates', () => {
  it('answers one xlsx per kind, its headers the declared columns in order', async () => {
    for (const kind of importKinds) {
      const file = await t.call({ method: 'GET', url: `${BASE}/${kind.path}/template`, as: admin });
      expect(file.raw.headers['content-type']).toBe(XLSX);
      expect(decodeURIComponent(String(file.raw.headers['content-disposition']))).toContain(`${kind.label.replace(/导入$/, '')}导入模板.xlsx`);
      const sheet = strFromU8(unzipSync(new Uint8Array(file.raw.rawPayload))['xl/worksheets/sheet1.xml']!);
      const headers = [...sheet.matchAll(/<c r="[A-Z]+1"[^>]*><v>([^<]*)<\/v>/g)].map((m) => m[1]);
      expect(headers).toEqual(kind.columns.map((c) => c.label));
    }
    const kinds = (await product('GET', '/sku/import/kinds', admin)).data;
    expect(kinds.map((k: { kind: string }) => k.kind)).toEqual(['info', 'clothing', 'nonclothing', 'excel', 'spu', 'customs', 'dclothing', 'amsku']);
    expect(kinds[1]).toMatchObject({
      import_url: `${BASE}/sku/import/clothing`,
      template_url: `${BASE}/sku/import/clothing/template`,
      permission: 'catalogue.sku.import',
    });
  });
});

describe('clothing: rows of one SPU code make one SPU with its colour × size matrix', () => {
  const good = [
    tee('TS101', '黑', 'BLK', 'S'),
    tee('TS101', '黑', 'BLK', 'M'),
    tee('TS101', '白', 'WHT', 'S'),
    tee('TS101', '白', 'WHT', 'M', { 成本价: '19.00', 销售价: '62.00' }),
    tee('TS102', '红', 'RED', '均码', { 中文名称: '宽松T恤', 尺码编码: 'F', 季节: '' }),
    // two of four combinations listed: the other two are made with the first row's values
    tee('TS103', '黑', 'BLK', 'S', { 中文名称: '短袖T恤', 成本价: '10' }),
    tee('TS103', '白', 'WHT', 'M', { 中文名称: '', 成本价: '11' }),
  ];

  it('creates the SPUs and SKUs through the SPU commands (codes, names, prices, one event per SPU)', async () => {
    const { task, errors } = await importRows('sku/import/clothing', good);
    expect(errors).toEqual([]);
    expect(task).toMatchObject({ status: 'succeeded', rows: 7, result: { rows: 7, spu_created: 3, sku_created: 9 } });

    const ts101 = await spuOf('TS101');
    expect(ts101).toMatchObject({ name: '纯棉T恤', brand_id_title: '山野', category_id_title: 'T恤', season: 'summer', status: 'developing' });
    expect(ts101.options.map((o: { dimension: string; value: string; code: string }) => `${o.dimension}:${o.value}:${o.code}`)).toEqual([
      '颜色:黑:BLK',
      '颜色:白:WHT',
      '尺码:S:S',
      '尺码:M:M',
    ]);
    expect(await skuOf('TS101-BLK-M')).toMatchObject({ name: '纯棉T恤 黑 / M', spec: '黑 / M', cost_price: '18.50', sale_price: '59.90', weight: '0.180' });
    expect(await skuOf('TS101-WHT-M')).toMatchObject({ cost_price: '19.00', sale_price: '62.00' });
    expect(await skuOf('TS102-RED-F')).toMatchObject({ name: '宽松T恤 红 / 均码' });
    expect((await spuOf('TS102')).season).toBeNull();
    expect(await skuOf('TS103-WHT-S')).toMatchObject({ cost_price: '10.00' }); // not listed: the first row's values
    expect(await skuOf('TS103-WHT-M')).toMatchObject({ cost_price: '11.00' });
    const created = await events('catalogue.sku.created');
    expect(created.map((e) => e.skus.length)).toEqual([4, 1, 4]);
  });

  it('imports the same file again as one copy: nothing created, nothing changed', async () => {
    const [spus, skus, announced] = [await spuCount(), await skuCount(), (await events('catalogue.sku.created')).length];
    const before = await skuOf('TS101-BLK-M');
    const { task } = await importRows('sku/import/clothing', good);
    expect(task).toMatchObject({ status: 'succeeded', result: { rows: 7 } });
    expect(task.result).not.toHaveProperty('sku_created');
    expect(task.result).not.toHaveProperty('spu_updated');
    expect([await spuCount(), await skuCount(), (await events('catalogue.sku.created')).length]).toEqual([spus, skus, announced]);
    expect((await skuOf('TS101-BLK-M')).version).toBe(before.version);
  });

  it('completes a stored SPU: new sizes add their SKUs, a changed price is written and announced', async () => {
    const { task } = await importRows('sku/import/clothing', [tee('TS101', '黑', '', 'L'), tee('TS101', '黑', 'BLK', 'S', { 成本价: '17.00' })]);
    expect(task).toMatchObject({ status: 'succeeded', result: { sku_created: 2, sku_updated: 1 } });
    expect((await skuOf('TS101-WHT-L')).cost_price).toBe('18.50');
    expect((await skuOf('TS101-BLK-S')).cost_price).toBe('17.00');
    const [moved] = (await events('catalogue.sku.price-changed')).slice(-1);
    expect(moved).toMatchObject({ code: 'TS101-BLK-S', cost_price: { from: '18.50', to: '17.00' } });
    expect(moved).not.toHaveProperty('sale_price');
  });

  it('reports every bad row (row, column, message) and writes nothing', async () => {
    // a code another SPU's SKU already has (only old data can hold one: SKU codes start with their SPU's)
    await t.db.database.pool.query(`update catalogue.skus set code = 'TS209-BLK-S' where code = 'TS103-BLK-S'`);
    const [spus, skus] = [await spuCount(), await skuCount()];
    const { task, errors } = await importRows('sku/import/clothing', [
      tee('TS201', '黑', 'BLK', 'S'), // good, yet not written
      tee('TS201', '黑', 'BLK', 'S'), // 3: the same combination
      tee('TS201', '白', 'BLK', 'M'), // 4: BLK is 黑's code
      tee('TS201', '灰', 'GRY', 'M', { 中文名称: '别的名字' }), // 5: another name for the same SPU
      tee('ts202', '黑', 'BLK', 'S'), // 6: code pattern
      tee('TS203', '黑', 'BLK', 'S', { 品牌: '不存在', 成本价: '1.234' }), // 7: two problems
      tee('TS204', '', 'BLK', 'S', { 颜色编码: '' }), // 8: no colour
      tee('TS205', '黑', 'BLK', 'S', { 品牌: '旧牌' }), // 9: disabled brand
      tee('TS206', '深蓝', '', 'S'), // 10: a colour that cannot be its own code
      tee('TS101', '黑', 'XBK', 'S'), // 11: a stored value keeps its code
      tee('TS207', '黑', 'BLK', 'S', { 分类: '', 中文名称: '' }), // 12: a new SPU needs its name and category
      tee('TS208', '黑', 'BLK', 'S', { 分类: '不存在的分类' }), // 13
      tee('TS209', '黑', 'BLK', 'S'), // 14
    ]);
    expect(task.status).toBe('failed');
    expect(task.error).toBe(`共${errors.length}处错误，未导入任何数据，请下载错误报告`);
    expect(task.errors).toBe(errors.length);
    const got = errors.map((e) => `${e['行号']}|${e['列']}|${e['错误信息']}`);
    expect(got).toEqual([
      '3|颜色+尺码|与第2行重复',
      '4|颜色编码|编码「BLK」已用于第2行的「黑」',
      '5|中文名称|与第2行的中文名称不一致',
      '6|SPU编码|SPU编码须以大写字母开头，由大写字母和数字组成',
      '7|品牌|品牌「不存在」不存在',
      '7|成本价|成本价最多2位小数',
      '8|颜色|请填写颜色',
      '9|品牌|品牌已停用',
      '10|颜色编码|请填写颜色编码（「深蓝」不能直接作为编码）',
      '11|颜色编码|「黑」已有编码BLK',
      '12|中文名称|请输入中文名称',
      '12|分类|请选择分类',
      '13|分类|分类「不存在的分类」不存在',
      '14|SPU编码|SKU编码已存在: TS209-BLK-S',
    ]);
    expect([await spuCount(), await skuCount()]).toEqual([spus, skus]);
    await t.db.database.pool.query(`update catalogue.skus set code = 'TS103-BLK-S' where code = 'TS209-BLK-S'`);
  });
});

describe('nonclothing and the general import', () => {
  it('makes one SKU per 规格值, or the SPU-coded SKU without one; the dimensions of an SPU agree', async () => {
    const row = (code: string, extra: Cells): Cells => ({ SPU编码: code, 中文名称: '抱枕', 分类: 'T恤', 成本价: '8', 销售价: '29', ...extra });
    const bad = await importRows('sku/import/nonclothing', [row('CU101', { 规格名称: '款式', 规格值: '方形', 规格编码: 'SQ' }), row('CU101', {})]);
    expect(bad.errors.map((e) => `${e['行号']}|${e['错误信息']}`)).toEqual(['3|规格须与第2行相同（款式）']);

    const { task } = await importRows('sku/import/nonclothing', [
      row('CU101', { 规格名称: '款式', 规格值: '方形', 规格编码: 'SQ' }),
      row('CU101', { 规格名称: '款式', 规格值: '圆形', 规格编码: 'RD', 销售价: '32' }),
      row('CU102', {}),
      row('CU103', { 规格值: 'A' }),
    ]);
    expect(task).toMatchObject({ status: 'succeeded', result: { spu_created: 3, sku_created: 4 } });
    expect(await skuOf('CU101-RD')).toMatchObject({ spec: '圆形', sale_price: '32.00' });
    expect(await skuOf('CU102')).toMatchObject({ name: '抱枕', cost_price: '8.00' });
    expect((await spuOf('CU103')).options[0]).toMatchObject({ dimension: '规格', value: 'A', code: 'A' });
  });

  it('excel/import: two dimensions named in the file', async () => {
    const row = (material: string[], size: string[], extra: Cells = {}): Cells => ({
      SPU编码: 'MG101',
      中文名称: '马克杯',
      分类: 'T恤',
      规格1名称: '材质',
      规格1值: material[0]!,
      规格1编码: material[1]!,
      规格2名称: '容量',
      规格2值: size[0]!,
      规格2编码: size[1]!,
      ...extra,
    });
    const { task } = await importRows('excel/import', [row(['陶瓷', 'CER'], ['350ml', '350']), row(['玻璃', 'GLS'], ['500ml', '500'], { 成本价: '12.5' })]);
    expect(task).toMatchObject({ status: 'succeeded', result: { spu_created: 1, sku_created: 4 } });
    expect(await skuOf('MG101-GLS-500')).toMatchObject({ spec: '玻璃 / 500ml', cost_price: '12.50' });
    expect(await skuOf('MG101-GLS-350')).toMatchObject({ cost_price: null });
  });
});

describe('spu/import: SPU base data by SPU编码', () => {
  it('creates a new SPU (with its one SKU) and updates a stored one; blank cells keep', async () => {
    const { task } = await importRows('spu/import', [
      { SPU编码: 'HD101', 中文名称: '连帽卫衣', 分类: 'T恤', 季节: '冬季', 品牌: 'BR001' },
      { SPU编码: 'TS102', 中文名称: '宽松短袖T恤', 分类: '家居T恤', 季节: '' },
    ]);
    expect(task).toMatchObject({ status: 'succeeded', result: { spu_created: 1, spu_updated: 1, sku_created: 1 } });
    expect(await spuOf('HD101')).toMatchObject({ name: '连帽卫衣', season: 'winter', brand_id_title: '山野' });
    expect(await skuOf('HD101')).toMatchObject({ name: '连帽卫衣' });
    expect(await spuOf('TS102')).toMatchObject({ name: '宽松短袖T恤', category_id_title: '家居T恤', brand_id_title: '山野' });
    expect((await skuOf('TS102-RED-F')).category_id_title).toBe('家居T恤'); // SKUs follow their SPU's category

    const again = await importRows('spu/import', [{ SPU编码: 'TS102', 中文名称: '宽松短袖T恤' }]);
    expect(again.task.result).toEqual({ rows: 1 });
  });

  it('refuses duplicates and unknown references, writing nothing', async () => {
    const spus = await spuCount();
    const { errors } = await importRows('spu/import', [
      { SPU编码: 'HD102', 中文名称: '卫衣', 分类: 'T恤' },
      { SPU编码: 'HD102', 中文名称: '卫衣', 分类: 'T恤' },
      { SPU编码: 'HD103', 中文名称: '卫衣', 分类: 'T恤', 开发人员: 'nobody' },
    ]);
    expect(errors.map((e) => `${e['行号']}|${e['列']}|${e['错误信息']}`)).toEqual(['3|SPU编码|与第2行重复', '4|开发人员|开发人员「nobody」不存在']);
    expect(await spuCount()).toBe(spus);
  });
});

describe('sku/import/info: existing SKUs by SKU编码', () => {
  it('updates the filled cells, announces a price change, and a second run changes nothing', async () => {
    const rows: Cells[] = [
      { SKU编码: 'TS101-BLK-M', SKU名称: '纯棉T恤 黑色 M码', 销售价: '65', 条码: '690000000001' },
      { SKU编码: 'ts101-wht-m', '重量(kg)': '0.2' },
    ];
    const { task } = await importRows('sku/import/info', rows);
    expect(task).toMatchObject({ status: 'succeeded', result: { rows: 2, sku_updated: 2 } });
    expect(await skuOf('TS101-BLK-M')).toMatchObject({ name: '纯棉T恤 黑色 M码', sale_price: '65.00', cost_price: '18.50', barcode: '690000000001' });
    expect(await skuOf('TS101-WHT-M')).toMatchObject({ weight: '0.200', cost_price: '19.00' });
    const [moved] = (await events('catalogue.sku.price-changed')).slice(-1);
    expect(moved).toMatchObject({ code: 'TS101-BLK-M', sale_price: { from: '59.90', to: '65.00' } });
    const logs = (await product('GET', `/sku/log?id=${(await skuOf('TS101-BLK-M')).id}`, admin)).data;
    expect(JSON.stringify(logs)).toContain('65');

    const again = await importRows('sku/import/info', rows);
    expect(again.task.result).toEqual({ rows: 2, unchanged: 2 });
  });

  it('an unknown code, a taken barcode or a bad value is a bad row; nothing is written', async () => {
    const { task, errors } = await importRows('sku/import/info', [
      { SKU编码: 'TS101-BLK-S', 成本价: '1' },
      { SKU编码: 'NOPE-1', 成本价: '1' },
      { SKU编码: 'TS101-BLK-L', 条码: '690000000001' },
      { SKU编码: 'TS101-WHT-S', '重量(kg)': '-1' },
      { SKU编码: 'TS101-BLK-S', 成本价: '2' },
    ]);
    expect(task.status).toBe('failed');
    expect(errors.map((e) => `${e['行号']}|${e['列']}|${e['错误信息']}`)).toEqual([
      '3|SKU编码|SKU编码「NOPE-1」不存在',
      '4|条码|条码已被SKU TS101-BLK-M使用',
      '5|重量(kg)|重量(kg)不能小于0',
      '6|SKU编码|与第2行重复',
    ]);
    expect((await skuOf('TS101-BLK-S')).cost_price).toBe('17.00');
  });
});

describe('permissions, data rules and the log', () => {
  it('answers 10403 without the import codes, and checks each kind against its own code', async () => {
    const reader = await restrictedUser(admin, 'importreader', '13700000201', ['catalogue.sku.read', 'catalogue.spu.read']);
    for (const kind of importKinds) {
      expect((await upload(kind.path, [{ SPU编码: 'X1' }], reader)).code).toBe(10403);
      expect((await t.call({ method: 'GET', url: `${BASE}/${kind.path}/template`, as: reader })).body.code).toBe(10403);
    }
    expect((await product('GET', '/sku/import/log', reader)).code).toBe(10403);
    expect((await product('GET', '/sku/import/kinds', reader)).code).toBe(10403);

    const skuOnly = await restrictedUser(admin, 'skuimporter', '13700000202', ['catalogue.sku.import']);
    expect((await upload('spu/import', [{ SPU编码: 'X1' }], skuOnly)).code).toBe(10403);
    const answer = await upload('sku/import/info', [{ SKU编码: 'TS101-BLK-S', 成本价: '17' }], skuOnly);
    expect(answer.code).toBe(10000);
    expect((await settled(skuOnly, answer.data.task_id)).status).toBe('succeeded');
    // the log is the caller's own: another user's imports (and their error reports' signed links) never reach it
    expect(((await product('GET', '/sku/import/log', skuOnly)).data.list as LogRow[]).map((r) => r.kind)).toEqual(['info']);
    const failed = ((await product('GET', '/sku/import/log?kind=clothing', admin)).data.list as LogRow[]).find((r) => r.status === 'failed')!;
    expect(failed.error_report_url).toMatch(/^\/files\/.+\.xlsx\?/);
  });

  it('an owner-restricted importer writes only their own SPUs and creates only SPUs they develop', async () => {
    const own = await restrictedUser(admin, 'ownimporter', '13700000203', ['catalogue.sku.import', 'catalogue.spu.import'], { owner: true });
    const spus = await spuCount();
    const { errors } = await importRows(
      'sku/import/clothing',
      [tee('TS101', '黑', 'BLK', 'XL'), tee('TS301', '黑', 'BLK', 'S'), tee('TS302', '黑', 'BLK', 'S', { 开发人员: 'ownimporter' })],
      own,
    );
    expect(errors.map((e) => `${e['行号']}|${e['列']}|${e['错误信息']}`)).toEqual([
      '2|SPU编码|无权操作SPU TS101',
      '3|开发人员|数据权限不允许新增该开发人员的SPU',
    ]);
    expect(await spuCount()).toBe(spus);
    const { task } = await importRows('sku/import/clothing', [tee('TS302', '黑', 'BLK', 'S', { 开发人员: 'ownimporter' })], own);
    expect(task).toMatchObject({ status: 'succeeded', result: { spu_created: 1, sku_created: 1 } });
  });

  it('refuses a file that is not xlsx, and a file without the required columns', async () => {
    const { payload, headers } = multipart({}, [{ field: 'file', filename: 'a.csv', type: 'text/csv', bytes: Buffer.from('a,b') }]);
    expect((await t.call({ method: 'POST', url: `${BASE}/sku/import/info`, payload, headers, as: admin })).body.message).toBe('file: 请上传 xlsx 文件');
    for (const kind of importKinds) {
      const json = await t.call({ method: 'POST', url: `${BASE}/${kind.path}`, payload: {}, as: admin });
      expect([kind.path, json.body.code]).toEqual([kind.path, 10422]);
    }
    const { errors } = await importRows('sku/import/info', [{ 名称: 'x' }]);
    expect(errors).toEqual([{ 行号: '1', 列: 'SKU编码', 错误信息: '缺少列「SKU编码」，请使用导入模板' }]);
  });
});
