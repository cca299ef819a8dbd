import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '../../../../hub/server/src/testing/test-app.ts';
import { manifest } from '../manifest.ts';
import { catalogueCalls } from '../test-kit.ts';

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
    expect(all.kinds.find((k: { kind: string }) => k.kind === 'no_sale_price').count).toBe(0);
  });

  it('follows the data: a filled gap leaves the kind, a new one joins it, retired SKUs drop out', async () => {
    await sql("update catalogue.skus set sale_price = null where code = 'AB001-BLK-M'");
    await sql("update catalogue.skus set main_image = gen_random_uuid() where code = 'AB001-WHT-M'");
    expect(codes(await page('&kind=no_sale_price'))).toEqual(['AB001-BLK-M']);
    expect(codes(await page('&kind=no_main_image'))).toEqual(['AB001-BLK-M']);
    const counts = Object.fromEntries((await page('')).kinds.map((k: { kind: string; count: number }) => [k.kind, k.count]));
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
  });
});
