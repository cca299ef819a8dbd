// An SPU's 尺码表 (spusize/{id}) and a template applied to many SPUs (spusizelist/{id}): the size run from the
// SPU's size dimension, the template's regional names merged into the rows, measurements as exact decimals at
// the unit's scale, refusals naming the row, the chart's own log, codes and the SPU owner rule.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { MEN, sizeChartCalls } from './size-chart-test-kit.ts';

let t: TestApp;
let admin: Session;
let category: string;
let ts: string; // 颜色 × 尺码 S–XL
let hd: string; // 颜色 only
let men: { id: string };
const { product, auth, leafCategory, restrictedUser, matrixSpu, spuWithSkus, newTemplate, sizedSpu, saveChart, chartOf } = sizeChartCalls(() => t);
const UNKNOWN = '019a0000-0000-7000-8000-000000000000';
const CHART = { unit: 'cm', measurements: ['胸围', '衣长'] };
const rowsOf = (data: { rows: { size: string; measures: Record<string, string> }[] }) => data.rows.map((r) => [r.size, r.measures]);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  category = await leafCategory(admin);
  ts = await matrixSpu(admin, 'TS800', category);
  hd = (await spuWithSkus(admin, 'HD800', category)).spu!;
  men = await newTemplate(admin, '男装上衣');
});
afterAll(async () => t?.close());

describe('spusize/{id}', () => {
  it("answers the empty form first: the SPU's size run, the default columns, no template", async () => {
    const chart = (await chartOf(admin, ts)).data;
    expect(chart).toMatchObject({ spu: { id: ts, code: 'TS800' }, dimension: '尺码', chart_id: null, template: null, unit: 'cm' });
    expect(chart.measurements).toEqual(['胸围', '衣长', '肩宽', '袖长']);
    expect(chart.rows.map((r: { size: string; sku_count: number }) => [r.size, r.sku_count])).toEqual([
      ['S', 3],
      ['M', 3],
      ['L', 3],
      ['XL', 3],
    ]);
    expect(chart.template_options.map((o: { name: string }) => o.name)).toEqual(['男装上衣']);
    const none = (await chartOf(admin, hd)).data; // no size dimension: the empty form, not a refusal
    expect(none).toMatchObject({ dimension: null, sizes: [], rows: [], chart_id: null });
  });

  it('saves the whole chart: decimals at the unit scale, regions merged from the template, rows in run order', async () => {
    const saved = await saveChart(admin, ts, {
      ...CHART,
      template_id: men.id,
      rows: [
        { size: 'm', measures: { 胸围: '100', 衣长: '68.5' } },
        { size: 'S', measures: { 胸围: '96.0', 衣长: '' } },
      ],
    });
    expect(saved.code, saved.message).toBe(10000);
    expect(saved.data).toMatchObject({ template: { id: men.id, name: '男装上衣' }, unit: 'cm', measurements: ['胸围', '衣长'], version: 1 });
    expect(rowsOf(saved.data)).toEqual([
      ['S', { 胸围: '96.0' }],
      ['M', { 胸围: '100.0', 衣长: '68.5' }],
      ['L', {}],
      ['XL', {}],
    ]);
    expect(saved.data.rows[0].regions).toEqual({ CN: '165/84A', US: '34-36', UK: '36', EU: '46', JP: 'M' });
    expect(saved.data.regions.map((r: { code: string }) => r.code)).toEqual(['CN', 'US', 'UK', 'EU', 'JP']);
    expect(saved.data.missing_in_template).toEqual([]);
    expect((await chartOf(admin, ts)).data).toEqual(saved.data);

    const inch = await saveChart(admin, ts, { unit: 'inch', measurements: ['胸围'], rows: [{ size: 'S', measures: { 胸围: '37.75' } }], version: 1 });
    expect(inch.code, inch.message).toBe(10000);
    expect(inch.data).toMatchObject({ template: null, unit: 'inch', unit_label: '英寸(inch)', version: 2 });
    expect(rowsOf(inch.data)[0]).toEqual(['S', { 胸围: '37.75' }]);
    const log = (await product('GET', `/spusize/${ts}/logs`, admin)).data as { action: string; changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(log.map((e) => e.action)).toEqual(['update', 'create']);
    expect(log[0]!.changes.unit).toEqual({ before: 'cm', after: 'inch' });
    expect(Object.keys(log[0]!.changes)).toEqual(expect.arrayContaining(['template_id', 'measurements', 'rows']));
  });

  it('refuses sizes the SPU lacks, a size twice, too many decimals, floats, unknown columns and a stale version', async () => {
    const refused = async (body: object, spu = ts) => {
      const r = await saveChart(admin, spu, { ...CHART, rows: [], ...body });
      return [r.code, r.message];
    };
    const row = (size: string, measures: object = {}) => ({ size, measures });
    expect(await refused({ rows: [row('S'), row('XXL')] })).toEqual([10422, 'rows: 第2行: 尺码 XXL 不在该SPU的尺码中']);
    expect(await refused({ rows: [row('S'), row('M'), row('s')] })).toEqual([10422, 'rows: 第3行: 尺码 S 重复']);
    expect(await refused({ rows: [row('S', { 胸围: '96.25' })] })).toEqual([10422, 'rows: 第1行: 尺码 S 胸围最多1位小数']);
    expect(await refused({ unit: 'inch', rows: [row('S', { 胸围: '37.125' })] })).toEqual([10422, 'rows: 第1行: 尺码 S 胸围最多2位小数']);
    expect(await refused({ rows: [row('S', { 胸围: '-1' })] })).toEqual([10422, 'rows: 第1行: 尺码 S 胸围不能小于0']);
    expect(await refused({ rows: [row('S', { 胸围: 'abc' })] })).toEqual([10422, 'rows: 第1行: 尺码 S 胸围必须是数字']);
    expect((await refused({ rows: [row('S', { 胸围: 96.5 })] }))[1]).toMatch(/^rows\.0\.measures\.胸围: /);
    expect(await refused({ rows: [row('S', { 腰围: '80' })] })).toEqual([10422, 'rows: 第1行: 测量项「腰围」不在尺码表的测量项中']);
    expect(await refused({ measurements: ['胸围', '胸围'] })).toEqual([10422, 'measurements: 测量项不能重复']);
    expect(await refused({ measurements: [] })).toEqual([10422, 'measurements: 请添加测量项']);
    expect(await refused({ unit: 'mm' })).toEqual([10422, 'unit: 单位只能是厘米(cm)或英寸(inch)']);
    expect(await refused({ template_id: UNKNOWN })).toEqual([10422, 'template_id: 尺码模板不存在']);
    expect((await refused({ colour: 'red' }))[0]).toBe(10422);
    expect(await refused({ version: 1 })).toEqual([10409, 'SPU尺码表已被他人修改，请刷新后重试']);
    expect(await refused({}, hd)).toEqual([10422, 'rows: SPU HD800 没有尺码规格（尺码/尺寸/码数/size），不能设置尺码表']);
    expect((await refused({}, UNKNOWN))[0]).toBe(10404);
    expect((await refused({}, '987654321'))[0]).toBe(10422);
    expect((await chartOf(admin, UNKNOWN)).code).toBe(10404);
  });

  it('keeps a disabled template already chosen, refuses choosing one, and names sizes a template lacks', async () => {
    const short = await newTemplate(admin, '短码模板', MEN.slice(0, 2));
    const s1 = await saveChart(admin, ts, { ...CHART, template_id: short.id, rows: [] });
    expect(s1.data.missing_in_template).toEqual(['L', 'XL']);
    expect(s1.data.rows.map((r: { regions: Record<string, string> }) => r.regions.CN ?? null)).toEqual(['165/84A', '170/88A', null, null]);
    expect((await product('PUT', `/hopcode/${short.id}`, admin, { enabled: false, version: short.version })).code).toBe(10000);
    expect((await saveChart(admin, ts, { ...CHART, template_id: short.id, rows: [] })).code).toBe(10000);
    const other = await sizedSpu(admin, 'TS801', category);
    const refused = await saveChart(admin, other, { ...CHART, template_id: short.id, rows: [] });
    expect([refused.code, refused.message]).toEqual([10409, '尺码模板「短码模板」已停用，请选择其他模板']);
    expect((await chartOf(admin, ts)).data.template_options.map((o: { name: string }) => o.name)).toEqual(['男装上衣', '短码模板']);
  });
});

describe('spusizelist/{id}', () => {
  it('applies a template per SPU and says why it skipped the others', async () => {
    const fresh = await sizedSpu(admin, 'TS802', category);
    const xxl = await sizedSpu(admin, 'TS803', category);
    const { version } = (await product('GET', `/spu/${xxl}`, admin)).data;
    await product('PUT', `/spu/${xxl}`, admin, {
      version,
      options: [...['S', 'M', 'L', 'XL', '3XL'].map((v, position) => ({ dimension: '尺码', value: v, code: v, position }))],
    });
    const done = await product('PUT', `/spusizelist/${men.id}`, admin, { spu_ids: [ts, fresh, hd, xxl, UNKNOWN, fresh] });
    expect(done.code, done.message).toBe(10000);
    expect(done.data).toMatchObject({ template: { id: men.id, name: '男装上衣' }, applied: 2, skipped: 3 });
    expect(done.data.results.map((r: { code: string | null; applied: boolean; reason: string | null }) => [r.code, r.applied, r.reason])).toEqual([
      ['TS800', true, null],
      ['TS802', true, null],
      ['HD800', false, '该SPU没有尺码规格'],
      ['TS803', false, '模板缺少尺码: 3XL'],
      [null, false, 'SPU不存在或无权操作'],
    ]);
    const made = (await chartOf(admin, fresh)).data;
    expect(made).toMatchObject({ template: { name: '男装上衣' }, unit: 'cm', measurements: ['胸围', '衣长', '肩宽', '袖长'], version: 1 });
    expect((await chartOf(admin, ts)).data.rows[1].regions.CN).toBe('170/88A');
    expect((await chartOf(admin, xxl)).data.chart_id).toBeNull();

    const women = await newTemplate(admin, '停用模板', MEN, { enabled: false });
    const off = await product('PUT', `/spusizelist/${women.id}`, admin, { spu_ids: [ts] });
    expect([off.code, off.message]).toEqual([10409, '尺码模板「停用模板」已停用，不能应用']);
    expect((await product('PUT', `/spusizelist/${UNKNOWN}`, admin, { spu_ids: [ts] })).code).toBe(10404);
    expect((await product('PUT', `/spusizelist/${men.id}`, admin, { spu_ids: [] })).message).toBe('spu_ids: 请选择SPU');
    expect((await product('PUT', `/spusizelist/${men.id}`, admin, { spu_ids: ['x'] })).message).toBe('spu_ids.0: SPU编号不正确');
  });
});

describe('permissions and data rules', () => {
  it('reads with catalogue.spu.read and saves with catalogue.spu.update', async () => {
    const reader = await restrictedUser(admin, 'sizereader', '13700000821', ['catalogue.spu.read']);
    expect((await chartOf(reader, ts)).code).toBe(10000);
    expect((await product('GET', `/spusize/${ts}/logs`, reader)).code).toBe(10000);
    expect((await saveChart(reader, ts, { ...CHART, rows: [] })).code).toBe(10403);
    expect((await product('PUT', `/spusizelist/${men.id}`, reader, { spu_ids: [ts] })).code).toBe(10403);
    const templates = await restrictedUser(admin, 'sizetpl', '13700000822', ['catalogue.sizeChartTemplate.read']);
    expect((await chartOf(templates, ts)).code).toBe(10403);
  });

  it('holds a developer under the owner rule to the SPUs they develop', async () => {
    const codes = ['catalogue.spu.read', 'catalogue.spu.update'];
    const dev = await restrictedUser(admin, 'sizedev', '13700000823', codes, { owner: true });
    const devId = (await auth('GET', '/user', dev)).data.id;
    const mine = await sizedSpu(admin, 'TS804', category, devId);
    expect((await chartOf(dev, ts)).code).toBe(10404);
    expect((await saveChart(dev, ts, { ...CHART, rows: [] })).code).toBe(10404);
    expect((await product('GET', `/spusize/${ts}/logs`, dev)).code).toBe(10404);
    const saved = await saveChart(dev, mine, { ...CHART, rows: [{ size: 'L', measures: { 胸围: '104.5' } }] });
    expect(saved.code, saved.message).toBe(10000);
    const applied = (await product('PUT', `/spusizelist/${men.id}`, dev, { spu_ids: [mine, ts] })).data;
    expect(applied.results.map((r: { applied: boolean; reason: string | null }) => [r.applied, r.reason])).toEqual([
      [true, null],
      [false, 'SPU不存在或无权操作'],
    ]);
  });
});
