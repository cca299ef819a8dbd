// Material compositions at the spec paths material/config/{spu|sku}/{id}: an SPU's rows with their label, a
// SKU inheriting them until it has its own (and again after clearing), decimals summed exactly, every refusal
// naming its field or row, the version check, the log, the codes per kind and the SPU's owner data rule.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let tee: Record<string, string>;
const m: Record<string, string> = {};
const { product, leafCategory, restrictedUser, spuWithSkus } = skuExtrasCalls(() => t);

const get = (as: Session, kind: string, id: string | undefined) => product('GET', `/material/config/${kind}/${id}`, as);
const post = (as: Session, kind: string, id: string | undefined, body: object) => product('POST', `/material/config/${kind}/${id}`, as, body);
const row = (material: string, percent: string | number) => ({ material_id: m[material], percent });

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  tee = await spuWithSkus(admin, 'MC100', await leafCategory(admin), '成分T恤');
  const materials: [string, string][] = [
    ['棉', 'Cotton'],
    ['氨纶', 'Spandex'],
    ['涤纶', 'Polyester'],
    ['羊毛', 'Wool'],
  ];
  for (const [name, name_en] of materials) {
    const made = await product('POST', '/material', admin, { name, name_en });
    expect(made.code, made.message).toBe(10000);
    m[name] = made.data.id;
  }
  expect((await product('POST', `/material/${m['羊毛']}/disable`, admin)).code).toBe(10000);
});
afterAll(async () => t?.close());

describe('SPU and SKU compositions', () => {
  it('answers nothing before a save, then the rows largest first with their Chinese and English labels', async () => {
    const empty = await get(admin, 'spu', tee.spu);
    expect(empty.code, empty.message).toBe(10000);
    expect(empty.data).toMatchObject({ source: null, inherited: false, version: null, rows: [], label: '', label_en: null, total: null });
    expect(empty.data.owner).toMatchObject({ type: 'spu', code: 'MC100' });

    const saved = await post(admin, 'spu', tee.spu, { rows: [row('氨纶', '5'), row('棉', 95)], version: null });
    expect(saved.code, saved.message).toBe(10000);
    expect(saved.data).toMatchObject({ source: 'spu', inherited: false, version: 1, total: '100', label: '95% 棉 5% 氨纶', label_en: '95% Cotton 5% Spandex' });
    expect(saved.data.rows.map((r: { material_name: string; percent: string }) => [r.material_name, r.percent])).toEqual([
      ['棉', '95.0'],
      ['氨纶', '5.0'],
    ]);
  });

  it("lets a SKU inherit its SPU's composition until it has its own, and again once cleared", async () => {
    const sku = tee['MC100-BLK'];
    const inherited = await get(admin, 'sku', sku);
    expect(inherited.data).toMatchObject({ source: 'spu', inherited: true, version: null, label: '95% 棉 5% 氨纶' });
    expect(inherited.data.owner).toMatchObject({ type: 'sku', code: 'MC100-BLK', spu_code: 'MC100' });

    // 33.3 + 33.4 + 33.3 is 99.99999999999999 in floating point: the sum is taken on decimals.
    const own = await post(admin, 'sku', sku, { rows: [row('涤纶', '33.3'), row('棉', '33.4'), row('氨纶', 33.3)] });
    expect(own.code, own.message).toBe(10000);
    expect(own.data).toMatchObject({ source: 'sku', inherited: false, version: 1, label: '33.4% 棉 33.3% 涤纶 33.3% 氨纶' });
    expect((await get(admin, 'sku', tee['MC100-WHT'])).data.label).toBe('95% 棉 5% 氨纶'); // its siblings still inherit
    expect((await get(admin, 'spu', tee.spu)).data.label).toBe('95% 棉 5% 氨纶');

    const cleared = await post(admin, 'sku', sku, { rows: [], version: 1 });
    expect(cleared.code, cleared.message).toBe(10000);
    expect(cleared.data).toMatchObject({ source: 'spu', inherited: true, version: 2, label: '95% 棉 5% 氨纶' });

    const log = await product('GET', `/material/config/sku/${sku}/logs`, admin);
    expect(log.code, log.message).toBe(10000);
    expect(log.data.map((e: { action: string; before: string; after: string }) => [e.action, e.before, e.after])).toEqual([
      ['update', '33.4% 棉 33.3% 涤纶 33.3% 氨纶', ''],
      ['create', '', '33.4% 棉 33.3% 涤纶 33.3% 氨纶'],
    ]);
  });

  it('keeps a material’s row when its share changes, so the log shows the change; refuses a stale version', async () => {
    const changed = await post(admin, 'spu', tee.spu, { rows: [row('棉', '92.5'), row('氨纶', '7.5')], version: 1 });
    expect(changed.code, changed.message).toBe(10000);
    expect(changed.data.label).toBe('92.5% 棉 7.5% 氨纶');
    expect((await post(admin, 'spu', tee.spu, { rows: [row('棉', '100')], version: 1 })).code).toBe(10409);
    const [latest] = (await product('GET', `/material/config/spu/${tee.spu}/logs`, admin)).data;
    expect([latest.before, latest.after]).toEqual(['95% 棉 5% 氨纶', '92.5% 棉 7.5% 氨纶']);
  });

  it('refuses bad input naming the field or the row, and writes nothing', async () => {
    const refused = async (rows: unknown, kind = 'spu', id = tee.spu) => (await post(admin, kind, id, { rows })).message;
    expect(await refused([row('棉', '90'), row('氨纶', '5.5')])).toBe('rows: 成分比例合计必须为100%，当前为95.5%');
    expect(await refused([row('棉', '100'), row('氨纶', '0')])).toBe('rows: 第2行: 比例(%)必须大于0');
    expect(await refused([row('棉', '99.95'), row('氨纶', '0.05')])).toBe('rows: 第1行: 比例(%)最多1位小数');
    expect(await refused([row('棉', '100.1')])).toBe('rows: 第1行: 比例(%)不能大于100');
    expect(await refused([row('棉', 'abc')])).toBe('rows: 第1行: 比例(%)必须是数字');
    expect(await refused([row('棉', '50'), row('棉', '50')])).toBe('rows: 第2行: 材质「棉」重复');
    expect(await refused([row('棉', '50'), row('羊毛', '50')])).toBe('rows: 第2行: 材质「羊毛」已停用');
    expect(await refused([{ material_id: '0190a000-0000-7000-8000-000000000000', percent: '100' }])).toBe('rows: 第1行: 材质不存在');
    expect(await refused([{ percent: '100' }])).toBe('rows: 第1行: 请选择材质');
    expect(await refused('棉')).toBe('rows: 必须是列表');
    expect(await refused([row('棉', '100')], 'spx')).toBe('kind: 对象类型只能是 spu 或 sku');
    expect(await refused([row('棉', '100')], 'sku', 'nope')).toBe('id: 记录编号不正确');
    expect((await get(admin, 'spx', tee.spu)).code).toBe(10422);
    expect((await get(admin, 'sku', '0190a000-0000-7000-8000-000000000000')).code).toBe(10404);
    expect((await get(admin, 'spu', tee.spu)).data.label).toBe('92.5% 棉 7.5% 氨纶');
  });

  it('offers the enabled materials to the editor', async () => {
    const list = (await product('GET', '/material/config/materials', admin)).data as { name: string }[];
    expect(list.map((x) => x.name)).toEqual(['棉', '氨纶', '涤纶']);
  });
});

describe('codes and data rules', () => {
  it('needs the read or update code of the kind in the path', async () => {
    const skuReader = await restrictedUser(admin, 'mcskuread', '13700000311', ['catalogue.sku.read']);
    const skuEditor = await restrictedUser(admin, 'mcskuedit', '13700000312', ['catalogue.sku.read', 'catalogue.sku.update']);
    expect((await get(skuReader, 'sku', tee['MC100-RED'])).data.label).toBe('92.5% 棉 7.5% 氨纶');
    expect((await get(skuReader, 'spu', tee.spu)).code).toBe(10403);
    expect((await post(skuReader, 'sku', tee['MC100-RED'], { rows: [row('棉', '100')] })).code).toBe(10403);
    expect((await product('GET', '/material/config/materials', skuReader)).code).toBe(10403);
    expect((await post(skuEditor, 'spu', tee.spu, { rows: [row('棉', '100')] })).code).toBe(10403);
    const own = await post(skuEditor, 'sku', tee['MC100-RED'], { rows: [row('棉', '100')] });
    expect(own.code, own.message).toBe(10000);
    expect(own.data.label).toBe('100% 棉');
  });

  it("follows the SPU's owner rule: another developer's SPU and its SKUs answer 10404", async () => {
    const codes = ['catalogue.spu.read', 'catalogue.spu.update', 'catalogue.sku.read', 'catalogue.sku.update'];
    const owner = await restrictedUser(admin, 'mcowner', '13700000313', codes, { owner: true });
    expect((await get(owner, 'spu', tee.spu)).code).toBe(10404);
    expect((await get(owner, 'sku', tee['MC100-BLK'])).code).toBe(10404);
    expect((await product('GET', `/material/config/sku/${tee['MC100-BLK']}/logs`, owner)).code).toBe(10404);
    expect((await post(owner, 'spu', tee.spu, { rows: [row('棉', '100')] })).code).toBe(10404);
    expect((await post(owner, 'sku', tee['MC100-BLK'], { rows: [row('棉', '100')] })).code).toBe(10404);
  });
});
