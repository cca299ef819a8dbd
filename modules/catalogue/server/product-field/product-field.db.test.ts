// The custom product fields: definitions (types, options required/unique/in use, immutable key and type,
// delete refused while SPUs hold values, codes), an SPU's values (category applicability incl. sub-categories,
// each type checked with the field named, required, audit on the SPU, the owner rule) and producttag/{id}.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { productFieldCalls } from './product-field-test-kit.ts';

let t: TestApp;
let admin: Session;
let cats: Awaited<ReturnType<ReturnType<typeof productFieldCalls>['categoryTree']>>;
const { product, categoryTree, defineField, options, spuWithSkus, restrictedUser } = productFieldCalls(() => t);
const keysOf = (answer: { data: { fields: { key: string }[] } }) => answer.data.fields.map((f) => f.key);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  cats = await categoryTree(admin, 'PF');
});
afterAll(async () => t?.close());

describe('field definitions', () => {
  it('creates, lists and edits fields; select types need unique options; key and type are immutable', async () => {
    const audience = await defineField(admin, { name: '适用人群', key: 'audience', type: 'select', options: options('成人', '儿童'), sort: 1 });
    expect((await product('GET', '/field?name=适用', admin)).data.list.map((f: { key: string }) => f.key)).toEqual(['audience']);
    expect((await product('GET', `/field/${audience.id}`, admin)).data.options.map((o: { value: string }) => o.value)).toEqual(['成人', '儿童']);

    const noOptions = await product('POST', '/field', admin, { name: '季节性', key: 'seasonal', type: 'multi' });
    expect([noOptions.code, noOptions.message]).toEqual([10422, 'options: 下拉类型请至少添加一个选项']);
    const twice = await product('POST', '/field', admin, { name: '季节性', key: 'seasonal', type: 'multi', options: options('春', '春') });
    expect([twice.code, twice.message]).toEqual([10422, 'options: 第2行: 选项「春」重复']);
    const textWithOptions = await product('POST', '/field', admin, { name: '认证', key: 'cert', type: 'text', options: options('a') });
    expect(textWithOptions.message).toBe('options: 只有下拉单选、下拉多选类型可以设置选项');
    const badKey = await product('POST', '/field', admin, { name: '坏编码', key: 'Bad-Key', type: 'text' });
    expect([badKey.code, badKey.message]).toEqual([10422, 'key: 字段编码只能是小写字母、数字和下划线，以字母开头']);
    const badType = await product('POST', '/field', admin, { name: '坏类型', key: 'bad_type', type: 'colour' });
    expect([badType.code, badType.message.startsWith('type:')]).toEqual([10422, true]);
    const sameName = await product('POST', '/field', admin, { name: '适用人群', key: 'audience2', type: 'text' });
    expect(sameName.code).toBe(10409);
    const nowhere = await product('POST', '/field', admin, {
      name: '无分类',
      key: 'nowhere',
      type: 'text',
      category_id: '01900000-0000-7000-8000-000000000000',
    });
    expect([nowhere.code, nowhere.message]).toEqual([10422, 'category_id: 分类不存在']);

    const retyped = await product('PUT', `/field/${audience.id}`, admin, { version: audience.version, type: 'text' });
    expect(retyped.code).toBe(10422);
    const rekeyed = await product('PUT', `/field/${audience.id}`, admin, { version: audience.version, key: 'people' });
    expect(rekeyed.code).toBe(10422);
    const more = await product('PUT', `/field/${audience.id}`, admin, { version: audience.version, options: options('成人', '儿童', '老人') });
    expect([more.code, more.data.options.length]).toEqual([10000, 3]);
    expect((await product('GET', `/field/${audience.id}/logs`, admin)).data.length).toBe(2);
  });

  it('refuses removing an option SPUs use (naming how many) and deleting a field holding values', async () => {
    const f = await defineField(admin, { name: '风格', key: 'style', type: 'multi', options: options('简约', '复古', '运动') });
    const a = (await spuWithSkus(admin, 'PFA01', cats.tees)).spu!;
    const b = (await spuWithSkus(admin, 'PFA02', cats.cushions)).spu!;
    expect((await product('PUT', `/field-product/${a}`, admin, { values: { style: ['复古', '简约'] } })).code).toBe(10000);
    expect((await product('PUT', `/field-product/${b}`, admin, { values: { style: ['复古'] } })).code).toBe(10000);
    const removing = await product('PUT', `/field/${f.id}`, admin, { version: f.version, options: options('简约', '运动') });
    expect([removing.code, removing.message]).toEqual([10409, '选项「复古」已被2个SPU使用，不能删除或修改']);
    expect((await product('GET', `/field/${f.id}`, admin)).data.options.length).toBe(3); // rolled back
    const unused = await product('PUT', `/field/${f.id}`, admin, { version: f.version, options: options('简约', '复古') });
    expect(unused.code).toBe(10000);
    const deleting = await product('DELETE', `/field/${f.id}`, admin);
    expect([deleting.code, deleting.message]).toEqual([10409, '字段「风格」已有2个SPU填写了值，不能删除，请停用']);
    const free = await defineField(admin, { name: '临时', key: 'temp', type: 'text' });
    expect((await product('DELETE', `/field/${free.id}`, admin)).code).toBe(10000);
  });
});

describe('an SPU\u2019s values', () => {
  it('answers the enabled fields applying by category (sub-categories included) and checks each type', async () => {
    await defineField(admin, { name: '面料克重', key: 'fabric_weight', type: 'number', category_id: cats.clothing, required: true, sort: 2 });
    await defineField(admin, { name: '上市日期', key: 'launch_day', type: 'date', sort: 3 });
    await defineField(admin, { name: '是否带电', key: 'battery', type: 'boolean', category_id: cats.home, sort: 4 });
    const off = await defineField(admin, { name: '停用字段', key: 'retired_field', type: 'text', enabled: false });
    const tee = (await spuWithSkus(admin, 'PFB01', cats.tees)).spu!;
    const cushion = (await spuWithSkus(admin, 'PFB02', cats.cushions)).spu!;
    const teeFields = await product('GET', `/field-product/${tee}`, admin);
    expect(keysOf(teeFields)).toContain('fabric_weight');
    expect(keysOf(teeFields)).not.toContain('battery');
    expect(keysOf(teeFields)).not.toContain(off.key);
    expect(keysOf(await product('GET', `/field-product/${cushion}`, admin))).toEqual(expect.arrayContaining(['battery', 'launch_day']));

    const bad = async (values: object) => (await product('PUT', `/field-product/${tee}`, admin, { values })).message;
    expect(await bad({ fabric_weight: '12a' })).toBe('values.fabric_weight: 「面料克重」必须是数字（以文字传递，最多6位小数，如 180 或 12.5）');
    expect(await bad({ fabric_weight: 180 })).toMatch(/^values.fabric_weight: 「面料克重」必须是数字/);
    expect(await bad({ fabric_weight: '180', launch_day: '2026/01/02' })).toBe('values.launch_day: 「上市日期」必须是日期，格式 YYYY-MM-DD');
    expect(await bad({ launch_day: '2026-01-02' })).toBe('values.fabric_weight: 请填写「面料克重」'); // required, nothing stored
    expect(await bad({ fabric_weight: '180', audience: '宠物' })).toBe('values.audience: 「适用人群」的值「宠物」不在选项中，可选: 成人、儿童、老人');
    expect(await bad({ fabric_weight: '180', battery: true })).toBe('values.battery: 「是否带电」不适用于该SPU（已停用或不属于该SPU的分类）');
    expect(await bad({ fabric_weight: '180', nope: '1' })).toBe('values.nope: 字段「nope」不存在');
    const all = await product('PUT', `/field-product/${tee}`, admin, { values: { fabric_weight: '12a', launch_day: 'x' } });
    expect(all.data.errors.map((e: { key: string }) => e.key)).toEqual(['fabric_weight', 'launch_day']);
    expect((await product('PUT', `/field-product/${tee}`, admin, { values: [] })).code).toBe(10422);

    const saved = await product('PUT', `/field-product/${tee}`, admin, { values: { fabric_weight: '180.5', launch_day: '2026-03-01', audience: '成人' } });
    expect(saved.code, saved.message).toBe(10000);
    expect(saved.data.values).toMatchObject({ fabric_weight: '180.5', launch_day: '2026-03-01', audience: '成人' });
    // A required field already stored may be left out; '' removes an optional one.
    const cleared = await product('PUT', `/field-product/${tee}`, admin, { values: { launch_day: '' } });
    expect(cleared.data.values).toMatchObject({ fabric_weight: '180.5', launch_day: null });
    const log = (await product('GET', `/spu/${tee}/logs`, admin)).data as { action: string; changes: Record<string, unknown> }[];
    const [latest, first] = log.filter((e) => e.action === '修改扩展字段');
    expect(latest!.changes).toEqual({ 扩展字段·上市日期: { before: '2026-03-01', after: null } });
    expect(first!.changes['扩展字段·面料克重']).toEqual({ before: null, after: '180.5' });
    const cushionSaved = await product('PUT', `/field-product/${cushion}`, admin, { values: { battery: false } });
    expect(cushionSaved.data.fields.find((f: { key: string }) => f.key === 'battery').text).toBe('否');
  });

  it('holds the codes and the owner rule', async () => {
    const spuId = (await spuWithSkus(admin, 'PFC01', cats.tees)).spu!;
    const reader = await restrictedUser(admin, 'pf_reader', '13700000101', ['catalogue.spu.read', 'catalogue.productField.read']);
    expect((await product('GET', `/field-product/${spuId}`, reader)).code).toBe(10000);
    expect((await product('PUT', `/field-product/${spuId}`, reader, { values: {} })).code).toBe(10403);
    expect((await product('POST', '/field', reader, { name: '无权', key: 'no_right', type: 'text' })).code).toBe(10403);
    expect((await product('GET', '/field', reader)).code).toBe(10000);
    const owner = await restrictedUser(admin, 'pf_owner', '13700000102', ['catalogue.spu.read', 'catalogue.spu.update'], { owner: true });
    expect((await product('GET', `/field-product/${spuId}`, owner)).code).toBe(10404);
    expect((await product('PUT', `/field-product/${spuId}`, owner, { values: { fabric_weight: '1' } })).code).toBe(10404);
    expect((await product('GET', `/producttag/${spuId}`, owner)).code).toBe(10404);
    expect((await product('GET', '/field', owner)).code).toBe(10403);
    expect((await product('GET', '/field-product/not-an-id', admin)).message).toBe('id: 记录编号不正确');
  });
});

describe('producttag/{id}', () => {
  it('groups the tags of the SPU\u2019s SKUs by tag with the SKUs carrying each', async () => {
    const ids = await spuWithSkus(admin, 'PFT01', cats.tees);
    const type = await product('POST', '/addtags', admin, {
      name: 'PF定位',
      sort: 1,
      tags: [
        { name: 'PF爆款', sort: 1 },
        { name: 'PF新品', sort: 2 },
      ],
    });
    const tags = (await product('GET', `/tag/list?tag_type_id=${type.data.id}`, admin)).data.list as { id: string; name: string }[];
    const put = (sku: string, tag: string) => product('POST', '/skutag', admin, { sku_id: ids[sku], tag_id: tags.find((x) => x.name === tag)!.id });
    for (const sku of ['PFT01-BLK', 'PFT01-WHT', 'PFT01-RED']) expect((await put(sku, 'PF新品')).code).toBe(10000);
    expect((await put('PFT01-RED', 'PF爆款')).code).toBe(10000);
    const answer = (await product('GET', `/producttag/${ids.spu}`, admin)).data;
    expect(answer.sku_count).toBe(3);
    expect(answer.tags.map((g: { name: string; all_skus: boolean; skus: { code: string }[] }) => [g.name, g.all_skus, g.skus.map((s) => s.code)])).toEqual([
      ['PF爆款', false, ['PFT01-RED']],
      ['PF新品', true, ['PFT01-BLK', 'PFT01-RED', 'PFT01-WHT']],
    ]);
    expect((await product('GET', `/producttag/${(await spuWithSkus(admin, 'PFT02', cats.tees)).spu}`, admin)).data.tags).toEqual([]);
  });
});
