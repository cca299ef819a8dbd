import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { spuFamilyCalls } from './spu-family-test-kit.ts';

// The SPU form's lookups and the lookups about one SPU's SKUs: their answer with a key, their empty answer
// without one (or for an unknown, non-uuid or hidden SPU), column rules and permission codes.

let t: TestApp;
let admin: Session;
let ts: string;
let hd: Record<string, string>;
const { product, leafCategory, restrictedUser, matrixSpu, spuWithSkus, putOnSale, skuId, hideSkuColumns } = spuFamilyCalls(() => t);
const UNKNOWN = '019a0000-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  ts = await matrixSpu(admin, 'TS100', category);
  hd = await spuWithSkus(admin, 'HD200', category, '连帽卫衣');
});
afterAll(async () => t?.close());

describe('spu_code and spu/uniquename', () => {
  it('answers the next code of a prefix, and without one every prefix in use with its next code', async () => {
    expect((await product('GET', '/spu_code', admin)).data).toEqual({
      code: null,
      prefixes: [
        { prefix: 'HD', next: 'HD201' },
        { prefix: 'TS', next: 'TS101' },
      ],
    });
    expect((await product('GET', '/spu_code?prefix=ts', admin)).data).toEqual({ code: 'TS101' });
    expect((await product('GET', '/spu_code?prefix=T1', admin)).message).toBe('prefix: 前缀须以大写字母开头、以字母结尾，如 TS');
  });

  it('says whether a Chinese name is free; no name clashes with nothing', async () => {
    expect((await product('GET', '/spu/uniquename', admin)).data).toEqual({ unique: true });
    expect((await product('GET', `/spu/uniquename?name=${encodeURIComponent('连帽卫衣')}`, admin)).data).toEqual({ unique: false });
    expect((await product('GET', `/spu/uniquename?name=${encodeURIComponent('连帽卫衣')}&id=${hd.spu}`, admin)).data).toEqual({ unique: true });
    expect((await product('GET', `/spu/uniquename?name=${encodeURIComponent('连帽卫衣')}&id=abc`, admin)).data).toEqual({ unique: false });
  });
});

describe('spu/skuattr and spu/skucb', () => {
  it('skuattr: the dimensions by id or code; empty without a key, for an unknown or non-uuid id', async () => {
    const attrs = (await product('GET', '/spu/skuattr?code=ts100', admin)).data;
    expect(attrs.spu_id).toBe(ts);
    expect(attrs.dimensions.map((d: { dimension: string; values: unknown[] }) => [d.dimension, d.values.length])).toEqual([
      ['颜色', 3],
      ['尺码', 4],
    ]);
    expect(attrs.dimensions[1].values[0]).toEqual({ value: 'S', code: 'S', sku_count: 3 });
    const empty = { spu_id: null, code: null, dimensions: [] };
    for (const q of ['', '?id=987654321', `?id=${UNKNOWN}`, '?code=NOPE'])
      expect([q, (await product('GET', `/spu/skuattr${q}`, admin)).data]).toEqual([q, empty]);
  });

  it('skucb: each SKU with its cost, price and margin; the ranges and the SKUs lacking a price', async () => {
    await t.db.database.pool.query("update catalogue.skus set cost_price = '12.50', sale_price = '25.00' where code = 'TS100-BLK-S'");
    await t.db.database.pool.query("update catalogue.skus set cost_price = null where code = 'TS100-RED-XL'");
    const cost = (await product('GET', `/spu/skucb?id=${ts}`, admin)).data;
    expect(cost).toMatchObject({
      code: 'TS100',
      sku_count: 12,
      cost_price: { min: '10.00', max: '12.50', missing: 1 },
      sale_price: { min: '25.00', max: '29.90', missing: 0 },
    });
    const line = (code: string) => cost.skus.find((s: { code: string }) => s.code === code);
    expect(line('TS100-BLK-S')).toMatchObject({ cost_price: '12.50', sale_price: '25.00', margin: '50.00', status_label: '开发中' });
    expect(line('TS100-BLK-M')).toMatchObject({ cost_price: '10.00', sale_price: '29.90', margin: '66.56' });
    expect(line('TS100-RED-XL')).toMatchObject({ cost_price: null, margin: null });
    expect(cost.skus.map((s: { code: string }) => s.code).slice(0, 2)).toEqual(['TS100-BLK-S', 'TS100-BLK-M']); // the matrix order

    const empty = (await product('GET', '/spu/skucb', admin)).data;
    expect(empty).toEqual({
      spu_id: null,
      code: null,
      name: null,
      sku_count: 0,
      cost_price: { min: null, max: null, missing: 0 },
      sale_price: { min: null, max: null, missing: 0 },
      skus: [],
    });
  });

  it('skucb leaves out the columns a group hides, with the margin computed from them', async () => {
    const viewer = await restrictedUser(admin, 'famcostviewer', '13700000901', ['catalogue.sku.read']);
    await hideSkuColumns(admin, 'famcostviewer', ['cost_price']);
    const cost = (await product('GET', '/spu/skucb?code=TS100', viewer)).data;
    expect(cost).not.toHaveProperty('cost_price');
    expect(cost.sale_price.max).toBe('29.90');
    expect(cost.skus[0]).not.toHaveProperty('cost_price');
    expect(cost.skus[0]).not.toHaveProperty('margin');
    expect(cost.skus[0].sale_price).toBe('25.00');
  });
});

describe('spu/checklink', () => {
  it('lists the SKUs with their platform links and what to fix: selling unlinked, stopped still linked', async () => {
    await putOnSale(admin, ts);
    const link = async (platform: string, platformSku: string, code: string) =>
      expect((await product('POST', '/skumapping', admin, { platform_code: platform, platform_sku: platformSku, sku_id: await skuId(admin, code) })).code).toBe(
        10000,
      );
    await link('AMAZON', 'AMZ-TS100-BLK-S', 'TS100-BLK-S');
    await link('TEMU', 'TM-TS100-BLK-S', 'TS100-BLK-S');
    await link('AMAZON', 'AMZ-TS100-BLK-M', 'TS100-BLK-M');
    expect((await product('POST', `/sku/${await skuId(admin, 'TS100-BLK-M')}/suspend`, admin)).data.status).toBe('suspended');

    const check = (await product('GET', '/spu/checklink?code=TS100', admin)).data;
    expect(check).toMatchObject({ spu_id: ts, sku_count: 12, linked: 2, unlinked: 10, stale: 1 });
    expect(check.platforms).toEqual([
      { platform_code: 'AMAZON', links: 2 },
      { platform_code: 'TEMU', links: 1 },
    ]);
    const line = (code: string) => check.skus.find((s: { code: string }) => s.code === code);
    expect(line('TS100-BLK-S').links.map((l: { platform_sku: string }) => l.platform_sku)).toEqual(['AMZ-TS100-BLK-S', 'TM-TS100-BLK-S']);
    expect(line('TS100-BLK-S').problem).toBeNull();
    expect(line('TS100-BLK-M')).toMatchObject({ problem: 'stale', message: '状态为「停售」仍关联1个平台SKU' });
    expect(line('TS100-WHT-L')).toMatchObject({ problem: 'unlinked', message: '状态为「在售」但未关联平台SKU', links: [] });

    const temu = (await product('GET', '/spu/checklink?code=TS100&platform=temu', admin)).data;
    expect(temu).toMatchObject({ linked: 1, unlinked: 10, stale: 0, platforms: [{ platform_code: 'TEMU', links: 1 }] });
    expect((await product('GET', `/spu/checklink?id=${hd.spu}`, admin)).data).toMatchObject({ sku_count: 3, linked: 0, unlinked: 0 }); // 开发中
    expect((await product('GET', '/spu/checklink', admin)).data).toMatchObject({ spu_id: null, sku_count: 0, skus: [] });
  });
});

describe('data rules and permission codes', () => {
  it('answers the empty form for an SPU the owner rule hides', async () => {
    const owner = await restrictedUser(admin, 'famowner', '13700000902', ['catalogue.spu.read', 'catalogue.sku.read'], { owner: true });
    expect((await product('GET', '/spu/skuattr?code=TS100', owner)).data.dimensions).toEqual([]);
    expect((await product('GET', '/spu/skucb?code=TS100', owner)).data.skus).toEqual([]);
    expect((await product('GET', '/spu/checklink?code=TS100', owner)).data.skus).toEqual([]);
  });

  it('needs the SPU and SKU codes', async () => {
    const brandOnly = await restrictedUser(admin, 'fambrand', '13700000903', ['catalogue.brand.read']);
    for (const path of ['/spu_code', '/spu/uniquename', '/spu/skuattr', '/spu/skucb', '/spu/checklink'])
      expect([path, (await product('GET', path, brandOnly)).code]).toEqual([path, 10403]);
    const reader = await restrictedUser(admin, 'famreader', '13700000904', ['catalogue.spu.read']);
    expect((await product('GET', '/spu_code?prefix=TS', reader)).code).toBe(10403); // a new code is for creating
    expect((await product('GET', '/spu/skucb?code=TS100', reader)).code).toBe(10403); // costs are the SKUs'
    expect((await product('GET', '/spu/checklink?code=TS100', reader)).code).toBe(10000);
  });
});
