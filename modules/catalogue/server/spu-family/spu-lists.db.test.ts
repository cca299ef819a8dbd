import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { spuFamilyCalls } from './spu-family-test-kit.ts';

// The SPU family's lists: skus/{id}, spusize, category/addspu/list, the field dictionary and the option export.
// Each answers its whole list (paged) without filters and an empty one for a key that names nothing.

let t: TestApp;
let admin: Session;
let ts: string;
let hd: Record<string, string>;
let category: string;
const { product, leafCategory, restrictedUser, matrixSpu, spuWithSkus, hideSkuColumns, sheetRows } = spuFamilyCalls(() => t);
const UNKNOWN = '019a0000-0000-7000-8000-000000000000';
const exportOf = (query: string, as: Session) => t.call({ method: 'GET', url: `/api-product/api/v1/product/spu/option/export${query}`, as });

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  category = await leafCategory(admin);
  ts = await matrixSpu(admin, 'TS300', category);
  hd = await spuWithSkus(admin, 'HD400', category, '连帽卫衣');
});
afterAll(async () => t?.close());

describe('skus/{id}', () => {
  it("pages the SPU's SKUs by its id or code with the SKU list's filters; nothing for an unknown key", async () => {
    expect((await product('GET', `/skus/${ts}`, admin)).data).toMatchObject({ total: 12, page: 1, per_page: 20 });
    expect((await product('GET', '/skus/ts300?per_page=5', admin)).data.list).toHaveLength(5);
    expect((await product('GET', `/skus/${hd.spu}?code=HD400-RED`, admin)).data.list.map((s: { code: string }) => s.code)).toEqual(['HD400-RED']);
    for (const key of ['987654321', UNKNOWN, 'NOPE'])
      expect([key, (await product('GET', `/skus/${key}`, admin)).data]).toEqual([key, { list: [], total: 0, page: 1, per_page: 20 }]);
  });
});

describe('spusize', () => {
  it('lists the SPUs with a size dimension and their size run, narrowed by key or keyword', async () => {
    const all = (await product('GET', '/spusize', admin)).data;
    expect(all.total).toBe(1); // HD400 has colours only
    expect(all.list[0]).toMatchObject({ spu_id: ts, code: 'TS300', status_label: '开发中', dimension: '尺码' });
    expect(all.list[0].sizes).toEqual(
      ['S', 'M', 'L', 'XL'].map((v, i) => ({ value: v, code: v, position: 3 + i, sku_count: 3 })), // after the 3 colours
    );
    expect((await product('GET', '/spusize?code=ts300', admin)).data.total).toBe(1);
    expect((await product('GET', '/spusize?keyword=T恤', admin)).data.total).toBe(1);
    for (const q of ['?keyword=卫衣', '?id=987654321', `?id=${UNKNOWN}`, `?spu_id=${hd.spu}`])
      expect([q, (await product('GET', `/spusize${q}`, admin)).data.total]).toEqual([q, 0]);
    const owner = await restrictedUser(admin, 'sizeowner', '13700000911', ['catalogue.spu.read'], { owner: true });
    expect((await product('GET', '/spusize', owner)).data.total).toBe(0);
  });
});

describe('category/addspu/list', () => {
  it('lists the leaves with their path and SPU count, in the tree order', async () => {
    const home = (await product('POST', '/category/kaka/add', admin, { name: '家居', sort: 0 })).data;
    const list = (await product('GET', '/category/addspu/list', admin)).data;
    expect(list.total).toBe(2);
    expect(list.list.map((c: { path: string; level: number; spu_count: number }) => [c.path, c.level, c.spu_count])).toEqual([
      ['家居', 1, 0],
      ['服装 / 上衣 / T恤', 3, 2],
    ]);
    expect(list.list[1].id).toBe(category);
    expect((await product('GET', `/category/addspu/list?keyword=${encodeURIComponent('上衣')}`, admin)).data.list).toHaveLength(1);
    expect((await product('GET', '/category/addspu/list?page=2&per_page=1', admin)).data).toMatchObject({ total: 2, list: [{ id: category }] });
    const child = await product('POST', '/category/kaka/add', admin, { name: '抱枕', parent_id: home.id });
    expect((await product('GET', '/category/addspu/list', admin)).data.list.map((c: { path: string }) => c.path)).toEqual(['家居 / 抱枕', '服装 / 上衣 / T恤']);
    expect(child.code).toBe(10000);
  });

  it('needs a code of the SPU form', async () => {
    const reader = await restrictedUser(admin, 'addspureader', '13700000912', ['catalogue.spu.read']);
    expect((await product('GET', '/category/addspu/list', reader)).code).toBe(10403);
    const editor = await restrictedUser(admin, 'addspueditor', '13700000913', ['catalogue.spu.update']);
    expect((await product('GET', '/category/addspu/list', editor)).code).toBe(10000);
  });
});

describe('common/field', () => {
  it('describes the SPU and SKU fields from their declarations, without the columns a group hides', async () => {
    const all = (await product('GET', '/common/field', admin)).data;
    expect(all.map((e: { entity: string; label: string }) => [e.entity, e.label])).toEqual([
      ['spu', 'SPU'],
      ['sku', 'SKU'],
    ]);
    const skuFields = all[1].fields as { key: string; label: string; type: string; options?: { label: string }[] }[];
    expect(skuFields.find((f) => f.key === 'cost_price')).toMatchObject({ label: '成本价', type: 'money', filter: 'range', sortable: true, list: true });
    expect(skuFields.find((f) => f.key === 'status')?.options?.map((o) => o.label)).toEqual(['开发中', '在售', '停售', '清仓', '淘汰']);
    expect(all[0].fields.find((f: { key: string }) => f.key === 'season').options).toContainEqual({ value: 'summer', label: '夏季' });
    expect((await product('GET', '/common/field?entity=nope', admin)).data).toEqual([]);

    const viewer = await restrictedUser(admin, 'fieldviewer', '13700000914', ['catalogue.sku.read']);
    await hideSkuColumns(admin, 'fieldviewer', ['cost_price']);
    const own = (await product('GET', '/common/field?entity=sku', viewer)).data;
    expect(own).toHaveLength(1);
    expect(own[0].fields.map((f: { key: string }) => f.key)).not.toContain('cost_price');
    const nobody = await restrictedUser(admin, 'fieldnobody', '13700000915', ['catalogue.brand.read']);
    expect((await product('GET', '/common/field', nobody)).code).toBe(10403);
  });
});

describe('spu/option/export', () => {
  it("answers an xlsx of the SPUs' variant rows with their SKU counts, filtered", async () => {
    const all = await exportOf('', admin);
    expect(all.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await sheetRows(all.raw.rawPayload);
    expect(rows).toHaveLength(10); // HD400: 3 colours; TS300: 3 colours + 4 sizes
    expect(rows[0]).toMatchObject({
      SPU编码: 'HD400',
      SPU名称: '连帽卫衣',
      状态: '开发中',
      规格: '颜色',
      规格值: '黑',
      规格编码: 'BLK',
      顺序: '0',
      SKU数: '1',
    });
    const sizes = await sheetRows((await exportOf(`?code=ts300&dimension=${encodeURIComponent('尺码')}`, admin)).raw.rawPayload);
    expect(sizes.map((r) => `${r.规格值}:${r.SKU数}`)).toEqual(['S:3', 'M:3', 'L:3', 'XL:3']);
    expect(await sheetRows((await exportOf(`?ids=${hd.spu}&status=developing`, admin)).raw.rawPayload)).toHaveLength(3);
    expect(await sheetRows((await exportOf('?status=on_sale', admin)).raw.rawPayload)).toHaveLength(0);
    expect((await exportOf('?ids=abc', admin)).body.message).toBe('ids.0: SPU编号不正确');
  });

  it('keeps to the data rules and needs the export code', async () => {
    const owner = await restrictedUser(admin, 'optowner', '13700000916', ['catalogue.spu.export'], { owner: true });
    expect(await sheetRows((await exportOf('', owner)).raw.rawPayload)).toHaveLength(0);
    const reader = await restrictedUser(admin, 'optreader', '13700000917', ['catalogue.spu.read']);
    expect((await exportOf('', reader)).body.code).toBe(10403);
  });
});
