import { ADMIN_PASSWORD, createTestApp, importRows, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { skuExtrasCalls } from './sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let sku: Record<string, string>;
let cotton: string;
const { product, leafCategory, restrictedUser, spuWithSkus, events, task } = skuExtrasCalls(() => t);
const declaration = {
  hs_code: '6109100021',
  declared_name: '棉制针织T恤',
  declared_name_en: 'Cotton knitted T-shirt',
  declared_value: '4.50',
  currency: 'USD',
};
const BASE = '/api-product/api/v1/product/customs';

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  sku = await spuWithSkus(admin, 'TS300', await leafCategory(admin));
  cotton = (await product('POST', '/material', admin, { name: '棉', name_en: 'Cotton' })).data.id;
});
afterAll(async () => t?.close());

describe('customs declaration data (报关信息)', () => {
  it('adds, lists, edits with the version, reads by SKU and deletes, each write announced', async () => {
    const added = await product('POST', '/customs/add', admin, { sku_id: sku['TS300-BLK'], ...declaration, material_id: cotton, usage: '穿着' });
    expect(added.code).toBe(10000);
    expect(added.data).toMatchObject({ sku_id_title: 'TS300-BLK', material_id_title: '棉', declared_value: '4.50', currency: 'USD' });
    const list = (await product('GET', '/customs/list?hs_code=6109100021', admin)).data;
    expect(list.total).toBe(1);

    const edited = await product('PUT', '/customs/edit', admin, { id: added.data.id, version: added.data.version, declared_value: '5.2' });
    expect(edited.data.declared_value).toBe('5.20');
    const stale = await product('PUT', '/customs/edit', admin, { id: added.data.id, version: added.data.version, declared_value: '6' });
    expect([stale.code, stale.message]).toEqual([10409, '报关信息已被他人修改，请刷新后重试']);
    expect((await product('GET', `/customs/${added.data.id}/logs`, admin)).data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);

    const byCode = (await product('GET', '/sku/custom_code?codes=ts300-blk,TS300-WHT', admin)).data;
    expect(byCode).toEqual([
      expect.objectContaining({
        sku_code: 'TS300-BLK',
        hs_code: '6109100021',
        declared_name_en: 'Cotton knitted T-shirt',
        material_en: 'Cotton',
        usage: '穿着',
      }),
    ]);
    expect((await product('GET', '/sku/custom_code', admin)).data).toEqual({ field: 'sku_id', rule: '请选择SKU' });

    expect((await product('POST', '/customs/del', admin, { ids: [added.data.id] })).data).toEqual({ deleted: 1 });
    expect((await product('GET', `/sku/custom_code?sku_id=${sku['TS300-BLK']}`, admin)).data).toEqual([]);
    expect((await events('catalogue.skuCustoms.changed')).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a second declaration of a SKU, bad codes and names, a disabled material, a missing SKU', async () => {
    const sku1 = sku['TS300-WHT'];
    expect((await product('POST', '/customs/add', admin, { sku_id: sku1, ...declaration })).code).toBe(10000);
    const twice = await product('POST', '/customs/add', admin, { sku_id: sku1, ...declaration });
    expect([twice.code, twice.message]).toEqual([10409, 'SKU TS300-WHT 已有报关信息，请编辑']);
    const bad = await product('POST', '/customs/add', admin, {
      sku_id: sku['TS300-RED'],
      ...declaration,
      hs_code: '61091',
      declared_name: 'T-shirt',
      declared_name_en: '棉T恤',
      declared_value: '0',
    });
    expect(bad.data.issues).toEqual([
      { field: 'hs_code', rule: 'HS编码应为6至10位数字' },
      { field: 'declared_name', rule: '必须包含中文' },
      { field: 'declared_name_en', rule: '不能包含中文' },
      { field: 'declared_value', rule: '申报价值不能小于0.01' },
    ]);
    await product('POST', `/material/${cotton}/disable`, admin);
    const disabled = await product('POST', '/customs/add', admin, { sku_id: sku['TS300-RED'], ...declaration, material_id: cotton });
    expect(disabled.message).toBe('材质已停用');
    await product('POST', `/material/${cotton}/enable`, admin);
    expect((await product('POST', '/customs/add', admin, { sku_id: sku.spu, ...declaration })).message).toBe('SKU不存在');
  });

  it('imports declarations by SKU code (a SKU declared already is updated), reporting every bad row first; exports', async () => {
    const row = (sku: string, hs = '6109100021') => ({
      SKU: sku,
      HS编码: hs,
      '申报品名(中文)': '棉T恤',
      '申报品名(英文)': 'Cotton T-shirt',
      申报价值: '3.00',
      币种: '美元',
    });
    const bad = await importRows(t, BASE, [row('TS300-RED'), row('TS300-XXX'), row('TS300-BLK', '12'), row('TS300-RED')], admin);
    expect(bad.task?.status).toBe('failed');
    expect(bad.errors.map((e) => [e['行号'], e['错误信息']])).toEqual([
      ['3', 'SKU「TS300-XXX」不存在'],
      ['4', 'HS编码应为6至10位数字'],
      ['5', '与第2行重复'],
    ]);
    const good = await importRows(t, BASE, [{ ...row('TS300-RED'), 材质: '棉', 用途: '穿着' }, row('TS300-WHT')], admin);
    expect([good.task, good.errors]).toMatchObject([{ status: 'succeeded', result: { created: 1, updated: 1 } }, []]);
    expect((await product('GET', '/sku/custom_code?codes=TS300-WHT', admin)).data[0]).toMatchObject({ declared_name: '棉T恤', declared_value: '3.00' });
    const rows = (await product('GET', '/customs/list', admin)).data.list; // newest first
    expect(rows.map((r: { sku_id_title: string; material_id_title: string | null }) => `${r.sku_id_title}:${r.material_id_title}`)).toEqual([
      'TS300-RED:棉',
      'TS300-WHT:null',
    ]);
    const exported = await product('GET', '/customs/export', admin);
    expect((await task(admin, exported.data.task_id)).status).toBe('succeeded');
  });

  it('guards every route with the customs codes', async () => {
    const reader = await restrictedUser(admin, 'customsreader', '13700000321', ['catalogue.skuCustoms.read']);
    const row = (await product('GET', '/customs/list', admin)).data.list[0];
    expect((await product('GET', '/customs/list', reader)).code).toBe(10000);
    expect((await product('GET', `/sku/custom_code?sku_id=${row.sku_id}`, reader)).data).toHaveLength(1);
    expect((await product('POST', '/customs/add', reader, { sku_id: sku['TS300-BLK'], ...declaration })).code).toBe(10403);
    expect((await product('PUT', '/customs/edit', reader, { id: row.id, declared_value: '9' })).code).toBe(10403);
    expect((await product('POST', '/customs/del', reader, { ids: [row.id] })).code).toBe(10403);
    expect((await product('GET', '/customs/export', reader)).code).toBe(10403);
    expect((await importRows(t, BASE, [{ SKU: 'x' }], reader)).answer.code).toBe(10403);
    const nobody = await restrictedUser(admin, 'customsnobody', '13700000322', ['catalogue.sku.read']);
    expect((await product('GET', '/customs/list', nobody)).code).toBe(10403);
    expect((await product('GET', `/sku/custom_code?sku_id=${row.sku_id}`, nobody)).code).toBe(10403);
  });
});
