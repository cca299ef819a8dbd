// 1688映射: mappings made and edited through the form's routes, one active mapping per (offer, 规格ID), one
// 默认 per SKU, the list's filters, 解除关联 (all or nothing, with its reason, never twice), the codes and the
// owner data rule.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { shanghaiToday } from '../sample/sample-services.ts';
import { alibabaMapCalls, type Mapping } from './alibaba-map-test-kit.ts';

let t: TestApp;
let admin: Session;
let sku: Record<string, string>;
const { product, restrictedUser, skusOf, newMap, off, listed } = alibabaMapCalls(() => t);
const offers = (rows: Mapping[]) => rows.map((r) => `${r.offer_id}${r.spec_id ? `/${r.spec_id}` : ''}`).sort();

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  sku = await skusOf(admin, 'AM001');
});
afterAll(async () => t?.close());

describe('create, detail and update', () => {
  it('derives the link, the SKU code and the ratio, keeps money as decimals, starts 已关联', async () => {
    const m = await newMap(admin, { sku_id: sku['AM001-BLK'], offer_id: '652318770341', spec_id: 'A1', price: '16.50', min_order_qty: 50 });
    expect(m).toMatchObject({
      sku_code: 'AM001-BLK',
      sku_id_title: 'AM001-BLK',
      offer_url: 'https://detail.1688.com/offer/652318770341.html',
      unit_ratio: 1,
      price: '16.50',
      status: 'active',
      is_default: false,
    });
    expect('active_key' in m).toBe(false); // server-only
    const detail = (await product('GET', `/alibaba/map/${m.id}`, admin)).data;
    expect(detail).toMatchObject({ offer_id: '652318770341', spec_id: 'A1', min_order_qty: 50 });
    const edited = await product('PUT', `/alibaba/map/${m.id}`, admin, { price: '15.80', unit_ratio: 2, version: m.version });
    expect(edited.data).toMatchObject({ price: '15.80', unit_ratio: 2 });
    expect((await product('PUT', `/alibaba/map/${m.id}`, admin, { price: '1.00', version: m.version })).code).toBe(10409); // stale
    expect((await product('PUT', `/alibaba/map/${m.id}`, admin, { offer_id: '1', version: edited.data.version })).code).toBe(10422); // the pair is fixed
    const logs = (await product('GET', `/alibaba/map/${m.id}/logs`, admin)).data;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
    expect(logs[0].changes.price).toEqual({ before: '16.50', after: '15.80' });
    expect(logs[1].changes.sku_code).toEqual({ before: null, after: 'AM001-BLK' });
  });

  it('refuses a second active mapping of the pair, naming the SKU it is linked to', async () => {
    const taken = await product('POST', '/alibaba/map', admin, { sku_id: sku['AM001-WHT'], offer_id: '652318770341', spec_id: 'a1' });
    expect([taken.code, taken.message]).toEqual([10409, '1688商品 652318770341 规格 a1 已关联SKU AM001-BLK，请先解除关联']);
    await newMap(admin, { sku_id: sku['AM001-WHT'], offer_id: '652318770341', spec_id: 'A2' }); // another variant
    await newMap(admin, { sku_id: sku['AM001-WHT'], offer_id: '652318770341' }); // the offer without a variant
    const again = await product('POST', '/alibaba/map', admin, { sku_id: sku['AM001-RED'], offer_id: '652318770341' });
    expect(again.message).toBe('1688商品 652318770341 已关联SKU AM001-WHT，请先解除关联');
  });

  it('refuses bad input naming the field', async () => {
    const refused = async (fields: Record<string, unknown>) =>
      (await product('POST', '/alibaba/map', admin, { sku_id: sku['AM001-RED'], offer_id: '9', ...fields })).message;
    expect(await refused({ offer_id: '12ab' })).toBe('offer_id: 1688商品ID只能是数字');
    expect(await refused({ unit_ratio: 0 })).toBe('unit_ratio: 换算比例不能小于1');
    expect(await refused({ price: '1.234' })).toContain('price');
    expect(await refused({ min_order_qty: -1 })).toContain('min_order_qty');
    expect(await refused({ sku_id: '0190a000-0000-7000-8000-000000000000' })).toBe('sku_id: SKU不存在');
    expect(await refused({ sku_id: undefined })).toContain('sku_id');
    expect(await refused({ offer_url: 'https://evil.example' })).toContain('offer_url'); // server-made
    const retired = await product('POST', `/sku/${sku['AM001-RED']}/retire`, admin);
    expect(retired.code, retired.message).toBe(10000);
    expect(await refused({})).toBe('sku_id: SKU AM001-RED 已淘汰，不能关联1688商品');
  });

  it('keeps one 默认 per SKU: setting it clears the others, audited', async () => {
    const first = await newMap(admin, { sku_id: sku['AM001-BLK'], offer_id: '700000000001', is_default: true });
    const other = await newMap(admin, { sku_id: sku['AM001-WHT'], offer_id: '700000000002', is_default: true });
    const second = await newMap(admin, { sku_id: sku['AM001-BLK'], offer_id: '700000000003', is_default: true });
    const defaults = await listed(admin, 'is_default=true');
    expect(offers(defaults)).toEqual(['700000000002', '700000000003']);
    const cleared = (await product('GET', `/alibaba/map/${first.id}/logs`, admin)).data[0];
    expect([cleared.action, cleared.user_name, cleared.changes.is_default]).toEqual(['update', expect.any(String), { before: true, after: false }]);
    const { version } = (await product('GET', `/alibaba/map/${first.id}`, admin)).data; // cleared by the second: read again
    const back = await product('PUT', `/alibaba/map/${first.id}`, admin, { is_default: true, version });
    expect(back.data.is_default).toBe(true);
    expect((await product('GET', `/alibaba/map/${second.id}`, admin)).data.is_default).toBe(false);
    expect((await product('GET', `/alibaba/map/${other.id}`, admin)).data.is_default).toBe(true); // another SKU's
  });
});

describe('alibaba/map/list', () => {
  it('filters by pasted SKU codes and offer ids, supplier, status, 默认 and created days, and sorts', async () => {
    await newMap(admin, { sku_id: sku['AM001-BLK'], offer_id: '800000000001', supplier_name: '义乌织造服饰厂', price: '9.90' });
    await newMap(admin, { sku_id: sku['AM001-WHT'], offer_id: '800000000002', supplier_name: '广州白马批发', price: '12.00' });
    expect(offers(await listed(admin, 'offer_id=800000000001,800000000002'))).toEqual(['800000000001', '800000000002']);
    expect(offers(await listed(admin, 'offer_id=800000000001,800000000002&sku_code=AM001-WHT,AM001-RED'))).toEqual(['800000000002']);
    expect(offers(await listed(admin, 'supplier_name=织造'))).toEqual(['800000000001']);
    const byPrice = await listed(admin, 'offer_id=800000000001,800000000002&sort=-price');
    expect(byPrice.map((r) => r.price)).toEqual(['12.00', '9.90']);
    const today = shanghaiToday();
    const days = `created_at_from=${today}T00:00:00%2B08:00&created_at_to=${today}T23:59:59.999%2B08:00`;
    expect((await listed(admin, days)).length).toBeGreaterThan(5);
    expect(await listed(admin, 'created_at_from=2099-01-01T00:00:00%2B08:00')).toEqual([]);
    expect((await product('GET', '/alibaba/map/list?created_at_from=2026-13-01', admin)).message).toBe('created_at_from: 创建时间格式不正确');
    expect((await listed(admin, 'status=off')).length).toBe(0);
  });
});

describe('alibaba/map/off', () => {
  it('unlinks every listed mapping with its reason, frees the pair, and never twice', async () => {
    const a = await newMap(admin, { sku_id: sku['AM001-BLK'], offer_id: '900000000001', is_default: true });
    const b = await newMap(admin, { sku_id: sku['AM001-WHT'], offer_id: '900000000002' });
    const done = await off(admin, [a.id, b.id], '供应商停产');
    expect(done.code, done.message).toBe(10000);
    expect(done.data.off).toBe(2);
    const gone = await listed(admin, 'status=off');
    expect(gone.map((r) => [r.offer_id, r.status, r.off_reason, r.is_default]).sort()).toEqual([
      ['900000000001', 'off', '供应商停产', false],
      ['900000000002', 'off', '供应商停产', false],
    ]);
    const log = (await product('GET', `/alibaba/map/${a.id}/logs`, admin)).data[0];
    expect([log.action, log.changes.status, log.changes.off_reason]).toEqual([
      'off',
      { before: 'active', after: 'off' },
      { before: null, after: '供应商停产' },
    ]);
    const twice = await off(admin, [a.id]);
    expect([twice.code, twice.message]).toEqual([10409, '以下映射已解除，不能重复解除：1688商品 900000000001（SKU AM001-BLK）']);
    const current = (await product('GET', `/alibaba/map/${a.id}`, admin)).data;
    expect((await product('PUT', `/alibaba/map/${a.id}`, admin, { price: '1.00', version: current.version })).message).toBe(
      '1688商品 900000000001 的映射已解除，不能修改；重新关联请新增映射',
    );
    await newMap(admin, { sku_id: sku['AM001-WHT'], offer_id: '900000000001' }); // re-linking is a new mapping
  });

  it('is all or nothing, and refuses bad bodies and unknown ids', async () => {
    const c = await newMap(admin, { sku_id: sku['AM001-BLK'], offer_id: '900000000003' });
    const [offOne] = await listed(admin, 'status=off&offer_id=900000000002');
    expect((await off(admin, [c.id, offOne!.id])).code).toBe(10409);
    expect((await product('GET', `/alibaba/map/${c.id}`, admin)).data.status).toBe('active');
    expect((await product('POST', '/alibaba/map/off', admin, { ids: [c.id] })).message).toBe('reason: 请填写解除原因');
    expect((await off(admin, [c.id], '   ')).message).toBe('reason: 请填写解除原因');
    expect((await off(admin, [])).message).toBe('ids: 请选择要解除关联的映射');
    expect((await off(admin, ['abc'])).code).toBe(10422);
    expect((await off(admin, ['0190a000-0000-7000-8000-000000000000'])).code).toBe(10404);
  });
});

describe('codes and data rules', () => {
  it('refuses callers without the codes', async () => {
    const [m] = await listed(admin, 'status=active&offer_id=900000000003');
    const reader = await restrictedUser(admin, 'amreader', '13700000801', ['catalogue.alibabaMap.read', 'catalogue.alibabaMap.update']);
    expect((await product('GET', '/alibaba/map/list', reader)).code).toBe(10000);
    expect((await product('POST', '/alibaba/map', reader, { sku_id: sku['AM001-BLK'], offer_id: '1' })).code).toBe(10403);
    expect((await off(reader, [m!.id])).code).toBe(10403);
    expect((await product('GET', '/alibaba/map/export', reader)).code).toBe(10403);
    const nobody = await restrictedUser(admin, 'amnobody', '13700000802', ['catalogue.sku.read']);
    for (const path of ['/alibaba/map/list', '/alibaba/map/log', `/alibaba/map/${m!.id}`]) expect((await product('GET', path, nobody)).code).toBe(10403);
    expect((await product('PUT', `/alibaba/map/${m!.id}`, nobody, { price: '1.00', version: m!.version })).code).toBe(10403);
  });

  it('shows an owner-ruled buyer only the mappings they created', async () => {
    const codes = ['read', 'create', 'update', 'off'].map((c) => `catalogue.alibabaMap.${c}`);
    const buyer = await restrictedUser(admin, 'ambuyer', '13700000803', [...codes, 'catalogue.sku.read'], { owner: true });
    const mine = await newMap(buyer, { sku_id: sku['AM001-BLK'], offer_id: '990000000001' });
    expect(offers(await listed(buyer, ''))).toEqual(['990000000001']);
    const [theirs] = await listed(admin, 'offer_id=900000000003');
    expect((await product('GET', `/alibaba/map/${theirs!.id}`, buyer)).code).toBe(10404);
    expect((await off(buyer, [theirs!.id, mine.id])).code).toBe(10404);
    expect((await off(buyer, [mine.id])).code).toBe(10000);
  });
});
