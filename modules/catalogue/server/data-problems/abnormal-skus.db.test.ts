import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { catalogueCalls, sheetRows } from '../test-kit.ts';

let t: TestApp;
let admin: Session;
const { product, leafCategory, restrictedUser } = catalogueCalls(() => t);
const sql = (text: string, values: unknown[] = []) => t.db.database.pool.query(text, values);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const options = [
    { dimension: '颜色', value: '黑', code: 'BLK', position: 0 },
    { dimension: '颜色', value: '白', code: 'WHT', position: 1 },
    { dimension: '尺码', value: 'M', code: 'M', position: 2 },
  ];
  const created = await product('POST', '/spus', admin, {
    code: 'AB001',
    name: '异常测试T恤',
    category_id: await leafCategory(admin),
    options,
    sku_defaults: { cost_price: '18.50', sale_price: '59.90', weight: '0.180' },
  });
  expect(created.code).toBe(10000);
});
afterAll(async () => t?.close());

type Row = { code: string; problems: string[]; problem_labels: string[] };
const page = async (query: string, as = admin) => (await product('GET', `/spu/abnormal?code=AB001${query}`, as)).data;
const codes = (p: { list: Row[] }) => p.list.map((r) => r.code);

describe('异常商品 (spu/abnormal)', () => {
  it('lists each SKU with every gap it has, and counts each kind', async () => {
    const all = await page('');
    expect(codes(all)).toEqual(['AB001-BLK-M', 'AB001-WHT-M']);
    expect(all.list[0].problems).toEqual(['no_main_image', 'no_package_size', 'no_customs', 'no_brand']);
    expect(all.list[0].problem_labels).toEqual(['缺主图', '缺包装尺寸', '缺报关信息', 'SPU缺品牌']);
    expect(all.counts.find((k: { value: string }) => k.value === 'no_sale_price').count).toBe(0);
    expect(all.counts[0]).toEqual({ value: '', label: '全部', count: 2 }); // SKUs, not gaps: one SKU has several
  });

  it('follows the data: a filled gap leaves the kind, a new one joins it, retired SKUs drop out', async () => {
    await sql("update catalogue.skus set sale_price = null where code = 'AB001-BLK-M'");
    await sql("update catalogue.skus set main_image = gen_random_uuid() where code = 'AB001-WHT-M'");
    expect(codes(await page('&kind=no_sale_price'))).toEqual(['AB001-BLK-M']);
    expect(codes(await page('&kind=no_main_image'))).toEqual(['AB001-BLK-M']);
    const counts = Object.fromEntries((await page('')).counts.map((k: { value: string; count: number }) => [k.value, k.count]));
    expect(counts).toMatchObject({ no_sale_price: 1, no_main_image: 1, no_package_size: 2, no_brand: 2 });
    await sql("update catalogue.skus set status = 'retired' where code = 'AB001-WHT-M'");
    expect((await page('')).total).toBe(1);
  });

  it('checks its input and its permission', async () => {
    expect((await product('GET', '/spu/abnormal?kind=nope', admin)).message).toBe('kind: 异常类型不正确');
    const nobody = await restrictedUser(admin, 'abnormalnobody', '13700000441', ['catalogue.brand.read']);
    expect((await product('GET', '/spu/abnormal', nobody)).code).toBe(10403);
    const reader = await restrictedUser(admin, 'abnormalreader', '13700000442', ['catalogue.sku.read']);
    expect((await page('', reader)).total).toBe(1);
    expect((await product('GET', '/spu/abnormal/export', reader)).code).toBe(10403); // exporting needs its own code
  });

  it('exports the filtered list as an xlsx, every gap of a row in one cell', async () => {
    const answer = await t.call({ method: 'GET', url: '/api-product/api/v1/product/spu/abnormal/export?code=AB001', as: admin });
    expect(answer.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await sheetRows(answer.raw.rawPayload);
    expect(rows).toEqual([
      { SKU编码: 'AB001-BLK-M', SKU名称: expect.any(String), SPU编码: 'AB001', 状态: '开发中', 异常: '缺主图、缺销售价、缺包装尺寸、缺报关信息、SPU缺品牌' },
    ]);
    const none = await t.call({ method: 'GET', url: '/api-product/api/v1/product/spu/abnormal/export?code=AB001&kind=no_cost_price', as: admin });
    expect(await sheetRows(none.raw.rawPayload)).toEqual([]);
    expect((await product('GET', '/spu/abnormal/export?status=retired', admin)).message).toBe('status: 状态不正确');
  });
});

describe('SKUs for FBA (spuskufba)', () => {
  const skuId = async (code: string) => (await sql('select id from catalogue.skus where code = $1', [code])).rows[0].id as string;
  const fba = async (query = '') => (await product('GET', `/spuskufba?code=AB001-BLK${query}`, admin)).data;

  it('carries package size, logistics attributes and customs, ready once measured and reviewed', async () => {
    const id = await skuId('AB001-BLK-M');
    const before = await fba();
    expect(before.list[0]).toMatchObject({ code: 'AB001-BLK-M', length: null, hs_code: null, logistics_attrs: [], ready: false });
    await sql('insert into catalogue.package_sizes (id, sku_id, length, width, height, weight) values (gen_random_uuid(), $1, 30, 20, 5, 0.25)', [id]);
    await sql("insert into catalogue.sku_logistics_attrs (id, sku_id, attr) values (gen_random_uuid(), $1, 'general')", [id]);
    await sql(
      "insert into catalogue.sku_customs (id, sku_id, hs_code, declared_name, declared_name_en, declared_value) values (gen_random_uuid(), $1, '6109100021', 'T恤', 'T-shirt', 4.5)",
      [id],
    );
    const pending = (await fba()).list[0];
    expect(pending).toMatchObject({
      length: '30.00',
      weight: '0.250',
      logistics_attrs: ['general'],
      hs_code: '6109100021',
      customs_status: 'pending',
      ready: false,
    });
    expect((await fba('&ready=1')).total).toBe(0);
    await sql("update catalogue.sku_customs set audit_status = 'approved' where sku_id = $1", [id]);
    expect((await fba('&ready=1')).list.map((r: { code: string }) => r.code)).toEqual(['AB001-BLK-M']);
    expect((await product('GET', '/spuskufba?ready=2', admin)).message).toBe('ready: 是否可发FBA应为 0 或 1');
  });

  it('searches the typed text as it is: % and _ are no wildcards, letters of either case match', async () => {
    const search = async (code: string) => (await product('GET', `/spuskufba?code=${encodeURIComponent(code)}`, admin)).data.total;
    expect(await search('ab001-blk')).toBeGreaterThan(0);
    expect(await search('AB001%BLK')).toBe(0);
    expect(await search('AB001_BLK')).toBe(0);
  });
});
