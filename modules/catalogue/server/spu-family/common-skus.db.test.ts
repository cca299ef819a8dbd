import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { spuFamilyCalls } from './spu-family-test-kit.ts';

// The SKU reads for other areas under /api-product/api/v1/common: SKUs by codes, and a SKU as a platform
// sees it through the SKU mappings.

let t: TestApp;
let admin: Session;
let hd: Record<string, string>;
const { leafCategory, restrictedUser, spuWithSkus, hideSkuColumns, product } = spuFamilyCalls(() => t);
const common = (method: 'GET' | 'POST', path: string, as: Session, payload?: object) =>
  t.call({ method, url: `/api-product/api/v1/common${path}`, as, ...(payload ? { payload } : {}) }).then((r) => r.body);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  hd = await spuWithSkus(admin, 'HD500', category, '连帽卫衣');
  const brand = (await product('POST', '/brands', admin, { name: '山野' })).data;
  expect((await product('PUT', `/spu/${hd.spu}`, admin, { brand_id: brand.id, name_en: 'Hoodie', version: 1 })).code).toBe(10000);
  const map = (platform: string, platformSku: string, sku: string, account?: string) =>
    product('POST', '/skumapping', admin, { platform_code: platform, platform_sku: platformSku, sku_id: sku, ...(account ? { account } : {}) });
  expect((await map('AMAZON', 'AMZ-HOODIE-BLK', hd['HD500-BLK']!, 'US-01')).code).toBe(10000);
  expect((await map('AMAZON', 'AMZ-HOODIE-BLK-2', hd['HD500-BLK']!)).code).toBe(10000);
  expect((await map('TEMU', 'TM-HOODIE-BLK', hd['HD500-BLK']!)).code).toBe(10000);
  const pack = await product('POST', '/packagesize', admin, { sku_id: hd['HD500-BLK'], length: '30', width: '20', height: '5.5', weight: '0.45' });
  expect(pack.code, pack.message).toBe(10000);
});
afterAll(async () => t?.close());

describe('POST common/skus', () => {
  it('answers the SKUs of the codes in the order asked (any case), and the codes that are none', async () => {
    const found = (await common('POST', '/skus', admin, { codes: ['hd500-red', 'NOPE-1', 'HD500-BLK', 'HD500-RED'] })).data;
    expect(found.list.map((s: { code: string }) => s.code)).toEqual(['HD500-RED', 'HD500-BLK']);
    expect(found.missing).toEqual(['NOPE-1']);
    expect(found.list[0]).toMatchObject({
      id: hd['HD500-RED'],
      spu_id: hd.spu,
      spu_code: 'HD500',
      spu_name: '连帽卫衣',
      status: 'developing',
      status_label: '开发中',
      cost_price: '10.00',
      sale_price: '29.90',
      option_values: [{ dimension: '颜色', value: '红', code: 'RED' }],
    });
    expect((await common('POST', '/skus', admin, { codes: 'HD500-WHT\nHD500-BLK' })).data.list).toHaveLength(2);
    expect((await common('POST', '/skus', admin, {})).data).toEqual({ list: [], missing: [] });
    const many = Array.from({ length: 1001 }, (_, i) => `X${i}`);
    expect((await common('POST', '/skus', admin, { codes: many })).message).toBe('codes: 最多1000个SKU编码');
  });
});

describe('GET common/info/{platform}/{skuCode}', () => {
  it('finds the SKU by a platform SKU of that platform, with its SPU, package and listings there', async () => {
    const info = (await common('GET', '/info/amazon/amz-hoodie-blk', admin)).data;
    expect(info).toMatchObject({ platform: 'amazon', matched_by: 'platform_sku', platform_sku: 'AMZ-HOODIE-BLK', account: 'US-01' });
    expect(info.sku).toMatchObject({ id: hd['HD500-BLK'], code: 'HD500-BLK', status_label: '开发中', sale_price: '29.90' });
    expect(info.spu).toEqual({ id: hd.spu, code: 'HD500', name: '连帽卫衣', name_en: 'Hoodie', brand: '山野', category: 'T恤' });
    expect(info.package).toEqual({ length: '30.00', width: '20.00', height: '5.50', weight: '0.450' });
    expect(info.listings).toEqual([
      { platform_sku: 'AMZ-HOODIE-BLK', account: 'US-01' },
      { platform_sku: 'AMZ-HOODIE-BLK-2', account: null },
    ]);
  });

  it('takes our own SKU code too; a code neither way answers 10404', async () => {
    const own = (await common('GET', '/info/TEMU/HD500-BLK', admin)).data;
    expect(own).toMatchObject({ matched_by: 'sku_code', platform_sku: null, listings: [{ platform_sku: 'TM-HOODIE-BLK', account: null }] });
    expect((await common('GET', '/info/TEMU/HD500-RED', admin)).data).toMatchObject({ package: null, listings: [] });
    expect((await common('GET', '/info/TEMU/AMZ-HOODIE-BLK', admin)).message).toBe('SKU不存在'); // an Amazon listing, not Temu's
  });

  it('leaves out hidden columns and needs the SKU read code', async () => {
    const viewer = await restrictedUser(admin, 'commonviewer', '13700000921', ['catalogue.sku.read']);
    await hideSkuColumns(admin, 'commonviewer', ['cost_price', 'barcode']);
    const [sku] = (await common('POST', '/skus', viewer, { codes: ['HD500-BLK'] })).data.list;
    expect(sku).not.toHaveProperty('cost_price');
    expect(sku).not.toHaveProperty('barcode');
    expect((await common('GET', '/info/amazon/AMZ-HOODIE-BLK', viewer)).data.sku).not.toHaveProperty('cost_price');
    const nobody = await restrictedUser(admin, 'commonnobody', '13700000922', ['catalogue.spu.read']);
    expect((await common('POST', '/skus', nobody, { codes: ['HD500-BLK'] })).code).toBe(10403);
    expect((await common('GET', '/info/amazon/AMZ-HOODIE-BLK', nobody)).code).toBe(10403);
  });
});
