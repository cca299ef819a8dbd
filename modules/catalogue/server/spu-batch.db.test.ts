import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { skuExtrasCalls } from './sku-extras-test-kit.ts';

let t: TestApp;
let admin: Session;
let category: string;
let hd: Record<string, string>;
let pt: Record<string, string>;
const { product, leafCategory, restrictedUser, spuWithSkus, events } = skuExtrasCalls(() => t);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  category = await leafCategory(admin);
  hd = await spuWithSkus(admin, 'HD700', category, '连帽卫衣');
  pt = await spuWithSkus(admin, 'PT800', category, '休闲裤');
});
afterAll(async () => t?.close());

describe('spu/changecategory', () => {
  it("moves SPUs (audited, announced) and their SKUs' category with them; refuses unknown categories and SPUs", async () => {
    const other = await leafCategory(admin, '新');
    const moved = await product('POST', '/spu/changecategory', admin, { ids: [hd.spu, pt.spu], category_id: other });
    expect(moved.data).toEqual({ updated: 2, unchanged: 0, sku_updated: 6 });
    expect((await product('GET', `/skus?category_id=${other}&per_page=50`, admin)).data.total).toBe(6);
    expect((await product('GET', `/spu/${hd.spu}/logs`, admin)).data[0].changes.category_id.after).toBe(other);
    expect((await product('POST', '/spu/changecategory', admin, { ids: [hd.spu], category_id: other })).data).toEqual({
      updated: 0,
      unchanged: 1,
      sku_updated: 0,
    });
    expect((await events('catalogue.spu.changed')).at(-1)).toEqual({ ids: [hd.spu, pt.spu].sort(), action: 'changecategory' });

    expect((await product('POST', '/spu/changecategory', admin, { ids: [hd.spu], category_id: hd['HD700-BLK'] })).data).toEqual({
      field: 'category_id',
      rule: '分类不存在',
    });
    const unknown = await product('POST', '/spu/changecategory', admin, { ids: [hd.spu, category], category_id: category });
    expect([unknown.code, unknown.message]).toEqual([10404, 'SPU不存在']);
    expect((await product('GET', `/skus?category_id=${other}&per_page=50`, admin)).data.total).toBe(6); // all or nothing
    expect((await product('POST', '/spu/changecategory', admin, { ids: [hd.spu, pt.spu], category_id: category })).data.updated).toBe(2);
  });
});

describe('spu/batchcopy', () => {
  it('copies each SPU with its SKU matrix (next free code when none is given) and reports the ones refused', async () => {
    const copied = await product('POST', '/spu/batchcopy', admin, {
      items: [{ from: 'HD700' }, { from: pt.spu, to: 'PT900' }, { from: 'HD700', to: 'PT800' }, { from: 'NOPE1' }],
    });
    expect(copied.code).toBe(10000);
    expect(copied.data).toMatchObject({ copied: 2, failed: 2 });
    expect(copied.data.items.map((i: { from: string; to: string | null; message?: string }) => [i.from, i.to, i.message ?? 'ok'])).toEqual([
      ['HD700', 'HD701', 'ok'],
      [pt.spu, 'PT900', 'ok'],
      ['HD700', 'PT800', 'SPU编码已存在'],
      ['NOPE1', null, 'SPU不存在'],
    ]);
    const copy = (await product('GET', '/spus?code=HD701', admin)).data.list[0];
    expect(copy).toMatchObject({ name: '连帽卫衣', status: 'developing', category_id: category });
    expect((await product('GET', `/skus?spu_id=${copy.id}`, admin)).data.total).toBe(3);
    expect((await product('POST', '/spu/batchcopy', admin, { items: [] })).data.issues).toEqual([{ field: 'items', rule: '请选择要复制的SPU' }]);
  });
});

describe('SPU and SKU reads', () => {
  it('searchspu: the exact code first, then codes and names containing the keyword', async () => {
    const hits = (await product('GET', `/searchspu/${encodeURIComponent('hd70')}`, admin)).data.map((s: { code: string }) => s.code);
    expect(hits).toEqual(['HD700', 'HD701']);
    expect((await product('GET', '/searchspu/HD701', admin)).data[0].code).toBe('HD701');
    expect((await product('GET', `/searchspu/${encodeURIComponent('休闲')}`, admin)).data.map((s: { code: string }) => s.code)).toEqual(['PT800', 'PT900']);
  });

  it("spu/baseinfo and spu/skuattr: the header with the category path and SKU counts; the variants' use", async () => {
    const base = (await product('GET', '/spu/baseinfo?code=hd700', admin)).data;
    expect(base).toMatchObject({ id: hd.spu, code: 'HD700', category_path: '服装 / 上衣 / T恤', sku_count: 3, sku_counts: { developing: 3 } });
    expect(base).not.toHaveProperty('description');
    expect((await product('GET', '/spu/baseinfo', admin)).data).toEqual({ field: 'id', rule: '请选择SPU' });
    const attrs = (await product('GET', `/spu/skuattr?id=${hd.spu}`, admin)).data;
    expect(attrs.dimensions).toEqual([
      {
        dimension: '颜色',
        values: [
          { value: '黑', code: 'BLK', sku_count: 1 },
          { value: '白', code: 'WHT', sku_count: 1 },
          { value: '红', code: 'RED', sku_count: 1 },
        ],
      },
    ]);
  });

  it('newskus: the SKU list of the last N days; sku/rank: SKUs by platform listings', async () => {
    const recent = (await product('GET', '/newskus?days=1&per_page=100&code=HD700-BLK,PT800-RED', admin)).data;
    expect(recent.total).toBe(2);
    await t.db.database.pool.query("update catalogue.skus set created_at = now() - interval '10 days' where code = 'PT800-RED'");
    expect((await product('GET', '/newskus?days=7&code=HD700-BLK,PT800-RED', admin)).data.total).toBe(1);
    expect((await product('GET', '/newskus?days=91', admin)).data.issues).toEqual([{ field: 'days', rule: '天数最多90天' }]);

    for (const [platformSku, id] of [
      ['A-1', hd['HD700-WHT']],
      ['A-2', hd['HD700-WHT']],
      ['A-3', pt['PT800-BLK']],
    ])
      expect((await product('POST', '/skumapping', admin, { platform_code: 'AMAZON', platform_sku: platformSku, sku_id: id })).code).toBe(10000);
    const rank = (await product('GET', '/sku/rank?limit=5', admin)).data;
    expect(rank.map((r: { rank: number; code: string; listings: number }) => [r.rank, r.code, r.listings])).toEqual([
      [1, 'HD700-WHT', 2],
      [2, 'PT800-BLK', 1],
    ]);
  });

  it('guards the reads and commands with the SPU and SKU codes', async () => {
    const brandOnly = await restrictedUser(admin, 'batchnobody', '13700000341', ['catalogue.brand.read']);
    for (const path of ['/searchspu/HD', '/spu/baseinfo?code=HD700', `/spu/skuattr?id=${hd.spu}`, '/newskus', '/sku/rank'])
      expect([path, (await product('GET', path, brandOnly)).code]).toEqual([path, 10403]);
    const reader = await restrictedUser(admin, 'batchreader', '13700000342', ['catalogue.spu.read', 'catalogue.sku.read']);
    expect((await product('GET', '/spu/baseinfo?code=HD700', reader)).code).toBe(10000);
    expect((await product('POST', '/spu/changecategory', reader, { ids: [hd.spu], category_id: category })).code).toBe(10403);
    expect((await product('POST', '/spu/batchcopy', reader, { items: [{ from: 'HD700' }] })).code).toBe(10403);
  });
});
