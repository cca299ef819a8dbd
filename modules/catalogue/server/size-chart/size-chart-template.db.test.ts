// 尺码模板 (hopcode): templates with their sizes' regional names through the derived CRUD, the size regions,
// refusals naming the field or the row, a template in use kept, codes; and the demo seed, written once.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_REGIONS } from '../../entities/index.ts';
import { manifest } from '../manifest.ts';
import { seedSizeCharts } from './size-chart-seed.ts';
import { MEN, sizeChartCalls, sizeRow } from './size-chart-test-kit.ts';

let t: TestApp;
let admin: Session;
let categoryId: string;
const { product, leafCategory, restrictedUser, newTemplate, sizedSpu, saveChart } = sizeChartCalls(() => t);
const UNKNOWN = '019a0000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  categoryId = await leafCategory(admin);
});
afterAll(async () => t?.close());

describe('hopcode', () => {
  it('creates a template with its sizes and regional names, lists, filters, edits and logs it', async () => {
    const men = await newTemplate(admin, '男装上衣', MEN, { category_id: categoryId, remark: '美码为胸围(英寸)' });
    expect(men).toMatchObject({ name: '男装上衣', enabled: true, category_id_title: 'T恤' });
    expect((men.sizes as Record<string, unknown>[]).map((s) => [s.size, s.cn, s.us, s.kr])).toEqual([
      ['S', '165/84A', '34-36', null],
      ['M', '170/88A', '38-40', null],
      ['L', '175/92A', '42-44', null],
      ['XL', '180/96A', '46-48', null],
      ['XXL', '185/100A', '50-52', null],
    ]);
    await newTemplate(admin, '女装上衣', [sizeRow('S', '160/84A', '4-6', '8', '36', 'M')], { enabled: false });
    const names = async (query: string) => ((await product('GET', `/hopcode?${query}`, admin)).data.list as { name: string }[]).map((x) => x.name);
    expect(await names('')).toEqual(['女装上衣', '男装上衣']);
    expect(await names('name=男装')).toEqual(['男装上衣']);
    expect(await names('enabled=false')).toEqual(['女装上衣']);
    expect(await names(`category_id=${categoryId}`)).toEqual(['男装上衣']);

    const sizes = (men.sizes as Record<string, unknown>[]).map((s) => (s.size === 'M' ? { ...s, kr: '95' } : s));
    const edited = await product('PUT', `/hopcode/${men.id}`, admin, { version: men.version, sizes: sizes.slice(0, 4) });
    expect(edited.code, edited.message).toBe(10000);
    const detail = (await product('GET', `/hopcode/${men.id}`, admin)).data;
    expect(detail.sizes.map((s: { size: string; kr: string | null }) => `${s.size}:${s.kr ?? ''}`)).toEqual(['S:', 'M:95', 'L:', 'XL:']);
    const stale = await product('PUT', `/hopcode/${men.id}`, admin, { version: men.version, remark: 'x' });
    expect([stale.code, stale.message]).toEqual([10409, '尺码模板已被他人修改，请刷新后重试']);
    const log = (await product('GET', `/hopcode/${men.id}/logs`, admin)).data as { action: string; changes: Record<string, unknown> }[];
    expect(log.map((e) => e.action)).toEqual(['update', 'create']);
    expect(Object.keys(log[0]!.changes)).toEqual(['sizes']);
  });

  it('answers the size regions a chart can have columns for', async () => {
    const regions = (await product('GET', '/hopcode/country', admin)).data;
    expect(regions).toEqual(SIZE_REGIONS.map((r) => ({ ...r })));
    expect(regions.map((r: { code: string }) => r.code)).toEqual(['CN', 'US', 'UK', 'EU', 'JP', 'KR', 'AU']);
  });

  it('refuses a template without sizes, a size twice, a taken name, an unknown category and bad fields', async () => {
    const refused = async (body: object) => {
      const r = await product('POST', '/hopcode', admin, { name: '童装', sizes: [sizeRow('110', '110/56', '4T', '3-4', '104', '110')], ...body });
      return [r.code, r.message];
    };
    expect(await refused({ sizes: [] })).toEqual([10422, 'sizes: 请添加尺码']);
    expect(await refused({ sizes: [sizeRow('M', '', '', '', '', ''), sizeRow('L', '', '', '', '', ''), sizeRow(' m ', '', '', '', '', '')] })).toEqual([
      10422,
      'sizes: 第3行: 尺码 m 重复',
    ]);
    expect(await refused({ name: '男装上衣' })).toEqual([10409, '模板名称已存在']);
    expect(await refused({ category_id: UNKNOWN })).toEqual([10422, 'category_id: 分类不存在']);
    expect((await refused({ sizes: [{ size: 'M', us: 'x'.repeat(31) }] }))[1]).toMatch(/^sizes: 第1行: /);
    expect((await refused({ sizes: [{ cn: '170/88A' }] }))[1]).toMatch(/^sizes: 第1行: /);
    expect((await refused({ colour: 'red' }))[0]).toBe(10422);
    expect((await product('GET', '/hopcode/987654321', admin)).code).toBe(10422);
    expect((await product('GET', `/hopcode/${UNKNOWN}`, admin)).code).toBe(10404);
  });

  it('deletes a template no chart uses and refuses one an SPU chart uses', async () => {
    const spare = await newTemplate(admin, '临时模板');
    expect((await product('DELETE', `/hopcode/${spare.id}`, admin)).code).toBe(10000);
    expect((await product('GET', `/hopcode/${spare.id}`, admin)).code).toBe(10404);
    const used = await newTemplate(admin, '在用模板');
    const spu = await sizedSpu(admin, 'HC100', categoryId);
    expect((await saveChart(admin, spu, { template_id: used.id, unit: 'cm', measurements: ['胸围'], rows: [] })).code).toBe(10000);
    const removed = await product('DELETE', `/hopcode/${used.id}`, admin);
    expect([removed.code, removed.message]).toEqual([10409, '尺码模板「在用模板」已被SPU尺码表使用，不能删除，请停用']);
  });
});

describe('permissions', () => {
  it('guards every route with the template codes; the regions are open to SPU readers too', async () => {
    const reader = await restrictedUser(admin, 'hopreader', '13700000801', ['catalogue.sizeChartTemplate.read']);
    const t1 = (await product('GET', '/hopcode?name=男装', reader)).data.list[0];
    expect(t1.name).toBe('男装上衣');
    expect((await product('GET', `/hopcode/${t1.id}`, reader)).code).toBe(10000);
    expect((await product('POST', '/hopcode', reader, { name: '读者模板', sizes: MEN })).code).toBe(10403);
    expect((await product('PUT', `/hopcode/${t1.id}`, reader, { remark: 'x' })).code).toBe(10403);
    expect((await product('DELETE', `/hopcode/${t1.id}`, reader)).code).toBe(10403);
    const spuReader = await restrictedUser(admin, 'hopspu', '13700000802', ['catalogue.spu.read']);
    expect((await product('GET', '/hopcode', spuReader)).code).toBe(10403);
    expect((await product('GET', '/hopcode/country', spuReader)).code).toBe(10000);
    const nobody = await restrictedUser(admin, 'hopnone', '13700000803', ['catalogue.brand.read']);
    expect((await product('GET', '/hopcode/country', nobody)).code).toBe(10403);
  });
});

describe('demo seed', () => {
  it('writes 男装上衣 and 女装上衣 and TS001 measured, once', async () => {
    const ts001 = await sizedSpu(admin, 'TS001', categoryId);
    await product('DELETE', `/hopcode/${(await product('GET', '/hopcode?name=女装上衣', admin)).data.list[0].id}`, admin);
    await seedSizeCharts(t.db.database);
    await seedSizeCharts(t.db.database); // a second start writes nothing
    const list = (await product('GET', '/hopcode?name=装上衣', admin)).data.list as { name: string; category_id_title: string }[];
    expect(list.map((x) => [x.name, x.category_id_title])).toEqual([
      ['女装上衣', '上衣'],
      ['男装上衣', 'T恤'], // made by the test above: left as it was
    ]);
    const chart = (await product('GET', `/spusize/${ts001}`, admin)).data;
    expect(chart).toMatchObject({ unit: 'cm', measurements: ['胸围', '衣长', '肩宽', '袖长'], template: { name: '男装上衣' } });
    expect(chart.rows.map((r: { size: string; measures: Record<string, string> }) => `${r.size} ${r.measures['胸围']}`)).toEqual([
      'S 96.0',
      'M 100.0',
      'L 104.0',
      'XL 108.0',
    ]);
    expect((await product('GET', `/spusize/${ts001}/logs`, admin)).data).toHaveLength(1);
  });
});
