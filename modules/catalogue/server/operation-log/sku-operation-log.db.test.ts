import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { catalogueCalls } from '../test-kit.ts';

let t: TestApp;
let admin: Session;
const { product, auth, leafCategory, restrictedUser } = catalogueCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const created = await product('POST', '/spus', admin, {
    code: 'OL001',
    name: '日志测试杯',
    category_id: await leafCategory(admin),
    options: [
      { dimension: '颜色', value: '黑', code: 'BLK', position: 0 },
      { dimension: '颜色', value: '白', code: 'WHT', position: 1 },
    ],
    sku_defaults: { cost_price: '8.00', sale_price: '29.90' },
  });
  expect(created.code).toBe(10000);
  const sku = (await product('GET', '/skus?code=OL001-WHT', admin)).data.list[0];
  expect((await product('PUT', `/skuinfo/${sku.id}`, admin, { sale_price: '25.90', version: sku.version })).code).toBe(10000);
});
afterAll(async () => t?.close());

type Entry = { sku_code: string; action: string; user_name: string; changes: Record<string, { before: unknown; after: unknown }> };

describe('操作日志 (sku/log without id)', () => {
  it('lists the visible SKUs’ entries newest first, filtered by code and action', async () => {
    const all = (await product('GET', '/sku/log?code=OL001', admin)).data;
    expect(all.total).toBe(3);
    expect([all.list[0].sku_code, all.list[0].action]).toEqual(['OL001-WHT', 'update']); // the newest first
    expect(
      all.list
        .slice(1)
        .map((e: Entry) => `${e.sku_code} ${e.action}`)
        .sort(),
    ).toEqual(['OL001-BLK create', 'OL001-WHT create']);
    expect(all.list[0].changes.sale_price).toEqual({ before: '29.90', after: '25.90' });
    // A reference reads as its target's title, not its id.
    const created = all.list.find((e: Entry) => e.action === 'create');
    expect(created.changes.spu_id).toEqual({ before: null, after: '日志测试杯' });
    expect((await product('GET', '/sku/log?code=OL001&action=update', admin)).data.total).toBe(1);
    expect((await product('GET', '/sku/log?code=OL001-BLK', admin)).data.list.map((e: Entry) => e.sku_code)).toEqual(['OL001-BLK']);
  });

  it('leaves hidden columns out and refuses a user without the SKU read code', async () => {
    const viewer = await restrictedUser(admin, 'logviewer', '13700000551', ['catalogue.sku.read']);
    const [user] = (await t.db.database.pool.query("select id from identity.users where login_name = 'logviewer'")).rows;
    expect(
      (await auth('POST', '/group', admin, { name: '隐藏成本价-日志', member_ids: [user.id], column_rules: { 'catalogue.sku': ['cost_price'] } })).code,
    ).toBe(10000);
    const seen = (await product('GET', '/sku/log?code=OL001&action=create', viewer)).data.list as Entry[];
    expect(seen).toHaveLength(2);
    for (const e of seen) expect([e.sku_code, 'cost_price' in e.changes, 'sale_price' in e.changes]).toEqual([e.sku_code, false, true]);
    const nobody = await restrictedUser(admin, 'lognobody', '13700000552', ['catalogue.brand.read']);
    expect((await product('GET', '/sku/log', nobody)).code).toBe(10403);
    expect((await product('GET', '/sku/log?created_from=2026-13-01', admin)).message).toBe('created_from: 日期格式应为 YYYY-MM-DD');
  });
});
