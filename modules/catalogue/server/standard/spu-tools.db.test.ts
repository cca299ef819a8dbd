// The SPU tools at the spec paths: spu/synchro (missing SKUs, category, specs and names carried down; retired
// SKUs and SPUs left alone), spu/kakaclo (the colour × size grid), spu/kakaimport (SPUs into Kaka categories
// by code, path or name, the whole file checked first); permission codes and the SPU data rules.
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';
import { colours, sizes } from '../test-kit.ts';

let t: TestApp;
let admin: Session;
let leaf: string;
/** 服装/上衣/衬衫 and 家居服装/家居上衣/衬衫: one name, two categories. */
let shirts: { id: string; code: string };
let homeShirts: { id: string; code: string };
const { product, auth, leafCategory, restrictedUser, spuWithSkus, events } = skuExtrasCalls(() => t);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dir = mkdtempSync(join(tmpdir(), 'entrepot-kaka-'));
type Sku = { id: string; code: string; name: string; spec: string | null; category_id: string | null; status: string };

const skusOf = async (spuId: string): Promise<Sku[]> => (await product('GET', `/skus?spu_id=${spuId}&sort=code&per_page=100`, admin)).data.list;
async function matrixSpu(code: string, options: object[], name = `测试款${code}`): Promise<string> {
  const created = await product('POST', '/spus', admin, { code, name, category_id: leaf, options: options.map((o, position) => ({ ...o, position })) });
  expect(created.code, created.message).toBe(10000);
  return created.data.id;
}

/** `spu/kakaimport` as a person runs it: the template, the filled sheet, the task; its error report's rows. */
async function kakaImport(rows: Record<string, string>[], as: Session = admin) {
  const template = await t.call({ method: 'GET', url: '/api-product/api/v1/product/spu/kakaimport/template', as });
  if (template.raw.headers['content-type'] !== XLSX) return { answer: template.body, errors: [] };
  const path = join(dir, `${Date.now()}-${Math.random()}.xlsx`);
  const headers = ['SPU编码', '分类'];
  await writeXlsx(
    path,
    headers.map((h) => ({ key: h, label: h })),
    (async function* () {
      yield rows;
    })(),
  );
  const { payload, headers: form } = multipart({}, [{ field: 'file', filename: 'kaka.xlsx', type: XLSX, bytes: await readFile(path) }]);
  const answer = (await t.call({ method: 'POST', url: '/api-product/api/v1/product/spu/kakaimport', payload, headers: form, as })).body;
  if (answer.code !== 10000) return { answer, errors: [] };
  await t.identity.tasks.runner.drain();
  const task = (
    (await auth('GET', '/file-tasks', as)).data.list as { id: string; status: string; result: Record<string, number>; file_url: string | null }[]
  ).find((x) => x.id === answer.data.task_id)!;
  const errors: Record<string, string>[] = [];
  if (task.status === 'failed' && task.file_url) {
    const report = join(dir, `report-${Date.now()}.xlsx`);
    await writeFile(report, (await t.call({ method: 'GET', url: task.file_url })).raw.rawPayload);
    for await (const r of readXlsx(report)) errors.push(r.values);
  }
  return { answer, task, errors };
}

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  leaf = await leafCategory(admin);
});
afterAll(async () => t?.close());

describe('spu/synchro', () => {
  it('creates missing SKUs and carries category, renamed values and the SPU name down; a second run changes nothing', async () => {
    const spuId = await matrixSpu('SY100', [...colours, ...sizes.slice(0, 2)]);
    const spu = (await product('GET', `/spu/${spuId}`, admin)).data;
    const options = spu.options.map((o: { value: string }) => (o.value === '黑' ? { ...o, value: '黑色' } : o));
    expect((await product('PUT', `/spu/${spuId}`, admin, { version: spu.version, name: '新款T恤', options })).code).toBe(10000);
    const before = await skusOf(spuId);
    const gone = before.find((s) => s.code === 'SY100-RED-M')!;
    expect((await product('DELETE', '/skus', admin, { ids: [gone.id] })).code).toBe(10000);
    await t.db.database.pool.query("update catalogue.skus set category_id = null where code = 'SY100-WHT-S'");

    const synced = await product('POST', '/spu/synchro', admin, { ids: [spuId] });
    expect(synced.code, synced.message).toBe(10000);
    expect(synced.data).toMatchObject({ sku_created: 1, sku_updated: 5, category: 1, spec: 2, name: 5 });
    const after = await skusOf(spuId);
    expect(after.map((s) => `${s.code}:${s.name}:${s.category_id === leaf}`)).toEqual([
      'SY100-BLK-M:新款T恤 黑色 / M:true',
      'SY100-BLK-S:新款T恤 黑色 / S:true',
      'SY100-RED-M:新款T恤 红 / M:true',
      'SY100-RED-S:新款T恤 红 / S:true',
      'SY100-WHT-M:新款T恤 白 / M:true',
      'SY100-WHT-S:新款T恤 白 / S:true',
    ]);
    expect((await events('catalogue.sku.created')).at(-1)).toMatchObject({ spu_id: spuId, skus: [{ code: 'SY100-RED-M' }] });
    expect((await events('catalogue.sku.changed')).at(-1)).toMatchObject({ action: 'synchro' });
    const log = (await product('GET', `/sku/log?id=${after[0]!.id}`, admin)).data as { changes: Record<string, unknown> }[];
    expect(Object.keys(log[0]!.changes).sort()).toEqual(['name', 'option_values', 'spec']);

    const again = await product('POST', '/spu/synchro', admin, { ids: [spuId] });
    expect(again.data).toMatchObject({ sku_created: 0, sku_updated: 0 });
  });

  it('does only what is asked, leaves retired SKUs alone, refuses retired SPUs and bad input', async () => {
    const spuId = await matrixSpu('SY200', colours.slice(0, 2));
    const [black, white] = await skusOf(spuId);
    expect((await product('POST', `/sku/${white!.id}/retire`, admin)).code).toBe(10000);
    const spu = (await product('GET', `/spu/${spuId}`, admin)).data;
    await product('PUT', `/spu/${spuId}`, admin, { version: spu.version, name: '改名' });
    const only = await product('POST', '/spu/synchro', admin, { ids: [spuId], fields: ['missing'] });
    expect(only.data).toMatchObject({ sku_created: 0, sku_updated: 0 });
    const named = await product('POST', '/spu/synchro', admin, { ids: [spuId], fields: ['name'] });
    expect(named.data).toMatchObject({ sku_updated: 1, name: 1 });
    expect((await skusOf(spuId)).map((s) => s.name)).toEqual([`改名 ${black!.spec}`, white!.name]);

    for (const step of ['submit', 'approve', 'suspend', 'retire']) expect((await product('POST', `/spu/${spuId}/${step}`, admin)).code, step).toBe(10000);
    const retired = await product('POST', '/spu/synchro', admin, { ids: [spuId] });
    expect([retired.code, retired.message]).toEqual([10409, 'SPU SY200 已淘汰，不能同步']);
    expect((await product('POST', '/spu/synchro', admin, { ids: [] })).data.issues).toEqual([{ field: 'ids', rule: '请选择SPU' }]);
    expect((await product('POST', '/spu/synchro', admin, { ids: [spuId], fields: ['brand'] })).data.issues[0].rule).toBe(
      '同步内容只能是: category、spec、name、missing',
    );
    expect((await product('POST', '/spu/synchro', admin, { ids: [black!.id] })).message).toBe('SPU不存在');
  });
  it('needs the SPU edit code and follows the SPU data rules', async () => {
    const spuId = (await product('GET', '/spus?code=SY100', admin)).data.list[0].id;
    const reader = await restrictedUser(admin, 'syncreader', '13700000206', ['catalogue.spu.read', 'catalogue.sku.update']);
    expect((await product('POST', '/spu/synchro', reader, { ids: [spuId] })).code).toBe(10403);
    const own = await restrictedUser(admin, 'syncowner', '13700000207', ['catalogue.spu.read', 'catalogue.spu.update'], { owner: true });
    expect((await product('POST', '/spu/synchro', own, { ids: [spuId] })).code).toBe(10404);
  });
});

describe('spu/kakaclo', () => {
  it('shows colours down and sizes across whatever order the SPU declares, a missing SKU as an empty cell', async () => {
    const spuId = await matrixSpu('KC100', [...sizes.slice(0, 2), ...colours.slice(0, 2)]);
    const gone = (await skusOf(spuId)).find((s) => s.code === 'KC100-M-WHT')!;
    await product('DELETE', '/skus', admin, { ids: [gone.id] });
    const grid = (await product('GET', '/spu/kakaclo?code=kc100', admin)).data;
    expect([grid.clothing, grid.row_dimension, grid.column_dimension, grid.missing]).toEqual([true, '颜色', '尺码', 1]);
    expect(grid.rows.map((r: { value: string }) => r.value)).toEqual(['黑', '白']);
    expect(grid.columns.map((c: { code: string }) => c.code)).toEqual(['S', 'M']);
    expect(grid.cells.map((row: ({ code: string } | null)[]) => row.map((c) => c?.code ?? null))).toEqual([
      ['KC100-S-BLK', 'KC100-M-BLK'],
      ['KC100-S-WHT', null],
    ]);
    expect(grid.cells[0][0]).toMatchObject({ status: 'developing', cost_price: null });

    const plain = (await product('GET', `/spu/kakaclo?id=${(await spuWithSkus(admin, 'KC200', leaf)).spu}`, admin)).data;
    expect([plain.clothing, plain.row_dimension, plain.column_dimension, plain.cells.length]).toEqual([false, '颜色', null, 3]);
    const three = await matrixSpu('KC300', [...colours.slice(0, 1), ...sizes.slice(0, 1), { dimension: '袖长', value: '长袖', code: 'L' }]);
    expect((await product('GET', `/spu/kakaclo?id=${three}`, admin)).data).toEqual({ field: 'id', rule: 'SPU KC300 有3个规格维度，不能按颜色×尺码表格显示' });
    expect((await product('GET', '/spu/kakaclo', admin)).data).toEqual({ field: 'id', rule: '请选择SPU' });
  });

  it('hides the SKU columns a group hides, needs the SPU read code and follows the SPU data rules', async () => {
    const viewer = await restrictedUser(admin, 'kakaviewer', '13700000201', ['catalogue.spu.read']);
    const [user] = (await t.db.database.pool.query("select id from identity.users where login_name = 'kakaviewer'")).rows;
    expect((await auth('POST', '/group', admin, { name: '隐藏成本', member_ids: [user.id], column_rules: { 'catalogue.sku': ['cost_price'] } })).code).toBe(
      10000,
    );
    const cell = (await product('GET', '/spu/kakaclo?code=KC100', viewer)).data.cells[0][0];
    expect(cell).not.toHaveProperty('cost_price');
    expect(cell).toHaveProperty('sale_price');
    const nobody = await restrictedUser(admin, 'kakanobody', '13700000202', ['catalogue.sku.read']);
    expect((await product('GET', '/spu/kakaclo?code=KC100', nobody)).code).toBe(10403);
    const own = await restrictedUser(admin, 'kakaowner', '13700000203', ['catalogue.spu.read'], { owner: true });
    expect((await product('GET', '/spu/kakaclo?code=KC100', own)).code).toBe(10404);
  });
});

describe('spu/kakaimport', () => {
  it('checks the whole file first and moves nothing when a row is bad', async () => {
    const parentOf = async (id: string) => (await product('GET', `/category/${id}`, admin)).data.parent_id;
    shirts = (await product('POST', '/category/kaka/add', admin, { name: '衬衫', parent_id: await parentOf(leaf) })).data;
    homeShirts = (await product('POST', '/category/kaka/add', admin, { name: '衬衫', parent_id: await parentOf(await leafCategory(admin, '家居')) })).data;
    await spuWithSkus(admin, 'KI100', leaf);
    await spuWithSkus(admin, 'KI200', leaf);
    const bad = await kakaImport([
      { SPU编码: 'KI100', 分类: '衬衫' },
      { SPU编码: 'NOPE1', 分类: '服装/上衣/衬衫' },
      { SPU编码: 'KI200', 分类: '不存在的分类' },
      { SPU编码: 'ki100', 分类: shirts.code },
      { SPU编码: '', 分类: 'T恤' },
      { SPU编码: 'KI999', 分类: '' },
    ]);
    expect(bad.task?.status).toBe('failed');
    expect(bad.errors.map((e) => Object.values(e).join('|'))).toEqual([
      '2|分类|分类「衬衫」对应多条记录，请填写分类编码或完整路径',
      '3|SPU编码|SPU编码「NOPE1」不存在',
      '4|分类|分类「不存在的分类」不存在',
      '5|SPU编码|与第2行重复',
      '6|SPU编码|请填写SPU编码',
      '7|分类|请填写分类',
    ]);
    expect((await skusOf((await product('GET', '/spus?code=KI100', admin)).data.list[0].id)).every((s) => s.category_id === leaf)).toBe(true);
  });

  it('moves SPUs and their SKUs by category path or code; the same file again moves nothing', async () => {
    const rows = [
      { SPU编码: 'KI100', 分类: '服装 > 上衣 > 衬衫' },
      { SPU编码: 'KI200', 分类: homeShirts.code },
    ];
    const first = await kakaImport(rows);
    expect(first.task?.status).toBe('succeeded');
    expect(first.task?.result).toMatchObject({ spu_updated: 2, sku_updated: 6 });
    const moved = (await product('GET', '/spus?code=KI100,KI200&sort=code', admin)).data.list as { id: string; category_id: string }[];
    expect(moved[0]!.category_id).toBe(shirts.id);
    expect(moved[1]!.category_id).toBe(homeShirts.id);
    expect((await skusOf(moved[0]!.id)).every((s) => s.category_id === shirts.id)).toBe(true);
    const log = (await product('GET', `/spu/${moved[0]!.id}/logs`, admin)).data as { changes: Record<string, unknown> }[];
    expect(Object.keys(log[0]!.changes)).toEqual(['category_id']);
    const again = await kakaImport(rows);
    expect(again.task?.result).toMatchObject({ unchanged: 2 });
  });

  it("needs the SPU import code and keeps to the importer's SPU data rules", async () => {
    const nobody = await restrictedUser(admin, 'kakaimp0', '13700000204', ['catalogue.spu.read']);
    expect((await kakaImport([{ SPU编码: 'KI100', 分类: 'T恤' }], nobody)).answer.code).toBe(10403);
    const own = await restrictedUser(admin, 'kakaimp1', '13700000205', ['catalogue.spu.read', 'catalogue.spu.import'], { owner: true });
    const hidden = await kakaImport([{ SPU编码: 'KI100', 分类: 'T恤' }], own);
    expect(hidden.errors.map((e) => Object.values(e).join('|'))).toEqual(['2|SPU编码|无权操作SPU KI100']);
  });
});
