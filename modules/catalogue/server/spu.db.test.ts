import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { catalogueCalls, colours, sizes } from './test-kit.ts';

let t: TestApp;
let admin: Session;
let categoryId: string;
const { product, auth, leafCategory, restrictedUser, task } = catalogueCalls(() => t);
const events = async (name: string) =>
  (await t.db.database.pool.query('select payload from platform.outbox_events where name = $1 order by created_at, id', [name])).rows.map((r) => r.payload);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  categoryId = await leafCategory(admin);
});
afterAll(async () => t?.close());

const options = [...colours, ...sizes].map((o, position) => ({ ...o, position }));

describe('SPU create with its SKU matrix', () => {
  it('creates 3 × 4 = 12 SKUs coded SPU + option codes in one transaction and announces them', async () => {
    const created = await product('POST', '/spus', admin, {
      code: 'TS001',
      name: '纯棉圆领T恤',
      name_en: 'Cotton crew T-shirt',
      category_id: categoryId,
      season: 'summer',
      options,
      sku_defaults: { cost_price: '18.50', sale_price: '59.90', weight: '0.180' },
    });
    expect(created.code).toBe(10000);
    expect(created.data).toMatchObject({ code: 'TS001', status: 'developing', sku_count: 12 });
    const list = (await product('GET', `/skus?spu_id=${created.data.id}&per_page=50&sort=code`, admin)).data;
    expect(list.total).toBe(12);
    const m = list.list.find((x: { code: string }) => x.code === 'TS001-BLK-M');
    expect(m).toMatchObject({ name: '纯棉圆领T恤 黑 / M', spec: '黑 / M', cost_price: '18.50', sale_price: '59.90', weight: '0.180', status: 'developing' });
    const [event] = await events('catalogue.sku.created');
    expect(event.skus).toHaveLength(12);

    const detail = (await product('GET', `/spu/${created.data.id}`, admin)).data;
    expect(detail.options).toHaveLength(7);
    expect(detail.category_id_title).toBe('T恤');
  });

  it("copies the SPU's category onto its SKUs, and moves them with it", async () => {
    const spu = (await product('GET', '/spus?code=TS001', admin)).data.list[0];
    expect((await product('GET', `/skus?category_id=${categoryId}&per_page=50`, admin)).data.total).toBe(12);
    const other = await leafCategory(admin, '卫衣');
    const moved = await product('PUT', `/spu/${spu.id}`, admin, { category_id: other, version: spu.version });
    expect(moved.code).toBe(10000);
    expect((await product('GET', `/skus?category_id=${categoryId}&per_page=50`, admin)).data.total).toBe(0);
    const after = (await product('GET', `/skus?category_id=${other}&per_page=50`, admin)).data;
    expect(after.total).toBe(12);
    expect(after.list[0].category_id_title).toBe('卫衣T恤');
    const back = (await product('GET', `/spu/${spu.id}`, admin)).data;
    expect((await product('PUT', `/spu/${spu.id}`, admin, { category_id: categoryId, version: back.version })).code).toBe(10000);
  });

  it('refuses a repeated option value, a taken code and a bad SPU code, writing nothing', async () => {
    const dup = await product('POST', '/spus', admin, {
      code: 'TS002',
      name: 'x',
      category_id: categoryId,
      options: [...options, { dimension: '颜色', value: '黑', code: 'BK2' }],
    });
    expect(dup.message).toBe('options: 规格「颜色」的值「黑」重复');
    expect((await product('POST', '/spus', admin, { code: 'TS001', name: 'y', category_id: categoryId })).code).toBe(10409);
    expect((await product('POST', '/spus', admin, { code: 'ts-1', name: 'z', category_id: categoryId })).message).toBe(
      'code: SPU编码须以大写字母开头，由大写字母和数字组成',
    );
    expect((await product('GET', '/skus?code=TS002', admin)).data.total).toBe(0);
  });

  it('checks names and codes at the spec paths', async () => {
    expect((await product('GET', '/spu/uniquename?name=纯棉圆领T恤', admin)).data).toEqual({ unique: false });
    expect((await product('GET', '/spu/uniquename?name=新款卫衣', admin)).data).toEqual({ unique: true });
    expect((await product('GET', '/spu_code?prefix=ts', admin)).data).toEqual({ code: 'TS002' });
    expect((await product('GET', '/spu_code?prefix=HM', admin)).data).toEqual({ code: 'HM001' });
    expect((await product('GET', '/spu_code?prefix=T1', admin)).message).toBe('prefix: 前缀须以大写字母开头、以字母结尾，如 TS');
    expect((await product('GET', '/common/sku/check?codes=TS001-BLK-M,TS001-BLK-XXL,TS001', admin)).data.exists.sort()).toEqual(['TS001', 'TS001-BLK-M']);
    const found = (await product('GET', '/sku/search?keyword=TS001-RED', admin)).data;
    expect(found.map((x: { code: string }) => x.code)).toEqual(['TS001-RED-L', 'TS001-RED-M', 'TS001-RED-S', 'TS001-RED-XL']);
  });

  it('adds the SKUs of new option values on edit and refuses removing values in use', async () => {
    const spu = (await product('GET', '/spus?code=TS001', admin)).data.list[0];
    const detail = (await product('GET', `/spu/${spu.id}`, admin)).data;
    const more = [...detail.options, { dimension: '尺码', value: 'XXL', code: 'XXL', position: 9 }];
    const edited = await product('POST', `/spu/${spu.id}`, admin, { version: detail.version, options: more, name: '纯棉圆领T恤(新)' });
    expect(edited.data).toMatchObject({ sku_count_added: 3, name: '纯棉圆领T恤(新)' });
    const fewer = edited.data.options.filter((o: { code: string }) => o.code !== 'RED');
    expect((await product('POST', `/spu/${spu.id}`, admin, { options: fewer, version: edited.data.version })).message).toBe(
      'SKU TS001-RED-S 已使用该规格值，不能删除',
    );
    expect((await product('GET', `/skus?spu_id=${spu.id}`, admin)).data.total).toBe(15);
  });

  it('copies an SPU with a fresh matrix at copy/{from}/{to}', async () => {
    const copied = await product('POST', '/spu/copy/TS001/TS009', admin);
    expect(copied.data).toMatchObject({ code: 'TS009', status: 'developing', sku_count: 15 });
    expect((await product('GET', '/skus?code=TS009-WHT-XXL', admin)).data.list[0]).toMatchObject({ sale_price: '59.90' });
  });

  it('moves SPUs through review in a batch, carrying their SKUs, and announces the status change', async () => {
    const ids = (await product('GET', '/spus?code=TS001,TS009', admin)).data.list.map((x: { id: string }) => x.id);
    expect((await product('POST', '/spu/batchstate', admin, { ids, transition: 'approve' })).message).toBe('当前状态为「开发中」，不能审核通过');
    expect((await product('POST', '/spu/batchstate', admin, { ids, transition: 'submit' })).data).toMatchObject({ updated: 2, sku_updated: 0 });
    expect((await product('POST', '/spu/batchstate', admin, { ids, transition: 'approve' })).data).toMatchObject({ updated: 2, sku_updated: 30 });
    expect((await product('GET', '/skus?status=on_sale', admin)).data.total).toBe(30);
    const changed = await events('catalogue.sku.status-changed');
    expect(changed.at(-1)).toMatchObject({ transition: 'launch', to: 'on_sale' });
    expect((await product('POST', '/spu/delete', admin, { ids })).message).toMatch(/^SPU TS00[19] 不是开发中，不能删除，请改为淘汰$/);
    const log = (await product('GET', `/spu/${ids[0]}/logs`, admin)).data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['create', 'submit', 'approve']));
  });

  it('edits a SKU at sku/edit and announces a price change; stops it; deletes only 开发中 SKUs', async () => {
    const sku = (await product('GET', '/skus?code=TS001-BLK-M', admin)).data.list[0];
    const info = (await product('GET', `/skuinfo/${sku.id}`, admin)).data;
    const edited = await product('PUT', '/sku/edit', admin, { id: sku.id, version: info.version, sale_price: '69.90', barcode: '6901234567890' });
    expect(edited.data).toMatchObject({ sale_price: '69.90', barcode: '6901234567890' });
    expect((await events('catalogue.sku.price-changed')).at(-1)).toMatchObject({ code: 'TS001-BLK-M', sale_price: { from: '59.90', to: '69.90' } });
    expect((await product('PUT', '/sku/edit', admin, { id: sku.id, version: edited.data.version, weight: '1.2345' })).message).toBe(
      'weight: 重量(kg)最多3位小数',
    );
    expect((await product('POST', `/sku/${sku.id}/suspend`, admin)).data.status).toBe('suspended');
    const inReview = (await product('POST', '/spus', admin, { code: 'TS010', name: '审核中', category_id: categoryId })).data;
    await product('POST', `/spu/${inReview.id}/submit`, admin);
    const lone = (await product('GET', '/skus?code=TS010', admin)).data.list[0];
    expect((await product('POST', `/sku/${lone.id}/launch`, admin)).message).toBe('SKU TS010 所属SPU不是在售状态，不能上架');
    expect((await product('POST', '/sku/batchstate', admin, { ids: [sku.id], transition: 'clear' })).data).toEqual({ updated: 1 });
    // A transition named like a member of Object is unknown (was 10500 on `constructor`).
    for (const transition of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      for (const url of ['/sku/batchstate', '/spu/batchstate'])
        expect(await product('POST', url, admin, { ids: [sku.id], transition }), url).toMatchObject({
          code: 10422,
          message: `transition: 未知操作: ${transition}`,
        });
      expect((await product('POST', `/sku/${sku.id}/${transition}`, admin)).code, transition).not.toBe(10500);
    }
    expect((await product('GET', '/skus?sort=constructor', admin)).code).toBe(10422);
    expect((await product('GET', `/sku/log?id=${sku.id}`, admin)).data.length).toBeGreaterThanOrEqual(3);
    expect((await product('DELETE', '/skus', admin, { ids: [sku.id] })).message).toBe('SKU TS001-BLK-M 不是开发中，不能删除，请改为淘汰');
  });

  it('deletes an SPU still 开发中 with its SKUs', async () => {
    const spu = (await product('POST', '/spus', admin, { code: 'TS077', name: '待删款', category_id: categoryId, options })).data;
    expect((await product('GET', `/skus?spu_id=${spu.id}`, admin)).data.total).toBe(12);
    expect((await product('POST', '/spu/delete', admin, { ids: [spu.id] })).data).toEqual({ deleted: 1 });
    expect((await product('GET', '/spus?code=TS077', admin)).data.total).toBe(0);
    expect((await product('GET', `/skus?spu_id=${spu.id}`, admin)).data.total).toBe(0);
  });

  it('adds one SKU by hand under its SPU code at POST skus, and announces it', async () => {
    const spu = (await product('GET', '/spus?code=TS009', admin)).data.list[0];
    expect((await product('POST', '/skus', admin, { code: 'XX-1', spu_id: spu.id, name: 'x' })).message).toBe('code: SKU编码须以「TS009-」开头');
    const added = await product('POST', '/skus', admin, { code: 'TS009-GRN-M', spu_id: spu.id, name: '纯棉圆领T恤 绿 / M', sale_price: '59.90' });
    expect(added.data).toMatchObject({ code: 'TS009-GRN-M', status: 'developing', sale_price: '59.90' });
    expect((await events('catalogue.sku.created')).at(-1)).toEqual({ spu_id: spu.id, skus: [{ id: added.data.id, code: 'TS009-GRN-M' }] });
    expect((await product('DELETE', '/skus', admin, { ids: [added.data.id] })).data).toEqual({ deleted: 1 });
  });

  it('lists SPUs by the developer filters and by creation day; exports SPUs and SKUs as file tasks', async () => {
    // 创建时间 as the filter bar sends a day range: the first and the last instant of the days (UTC+8).
    const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const range = (first: string, last: string) => `created_at_from=${first}T00:00:00%2B08:00&created_at_to=${last}T23:59:59.999%2B08:00`;
    expect((await product('GET', `/spus?${range(day(0), day(0))}&season=summer&category_id=${categoryId}`, admin)).data.total).toBe(2);
    expect((await product('GET', `/spus?${range('2000-01-01', day(-1))}`, admin)).data.total).toBe(0);
    expect((await product('GET', `/skus?${range(day(0), day(0))}&code=TS009-BLK-M`, admin)).data.total).toBe(1);
    expect((await product('GET', `/skus?${range(day(1), day(1))}&code=TS009-BLK-M`, admin)).data.total).toBe(0);
    expect((await product('GET', '/spus?name=新&status=on_sale', admin)).data.total).toBe(2); // TS009 copied the edited name
    const spuTask = (await product('GET', '/spu/export?status=on_sale', admin)).data.task_id;
    expect(await task(admin, spuTask)).toMatchObject({ status: 'succeeded', result: { rows: 2 } });
    const skuTask = (await product('GET', '/skus/export?code=TS009-BLK-M', admin)).data.task_id;
    expect(await task(admin, skuTask)).toMatchObject({ status: 'succeeded', result: { rows: 1 } });
  });

  it('guards every route with the catalogue codes and the developer data rule', async () => {
    const viewer = await restrictedUser(admin, 'spuviewer', '13700000101', ['catalogue.spu.read', 'catalogue.sku.read'], { owner: true });
    expect((await product('GET', '/spus', viewer)).data.total).toBe(0); // developer is nobody: the owner rule hides them
    // Their SKUs follow the SPU's rule (scopeThrough) in the list, the detail, the selects' search and the palette.
    expect((await product('GET', '/skus', viewer)).data.total).toBe(0);
    const sku = (await product('GET', '/skus?code=TS009-RED-S', admin)).data.list[0];
    expect((await product('GET', `/skuinfo/${sku.id}`, viewer)).code).toBe(10404);
    expect((await product('GET', '/sku/search?keyword=TS009', viewer)).data).toEqual([]);
    expect((await auth('GET', '/search?q=TS009-RED-S', viewer)).data).toEqual([]);
    expect((await product('POST', '/spus', viewer, { name: 'x', category_id: categoryId })).code).toBe(10403);
    expect((await product('POST', '/spu/copy/TS001/TS010', viewer)).code).toBe(10403);
    expect((await product('POST', '/spu/batchstate', viewer, { ids: [categoryId], transition: 'suspend' })).code).toBe(10403);
    expect((await product('PUT', '/sku/edit', viewer, { id: categoryId })).code).toBe(10403);
    expect((await product('DELETE', '/skus', viewer, { ids: [categoryId] })).code).toBe(10403);
    expect((await product('GET', '/spu/export', viewer)).code).toBe(10403);
  });

  it('finds a demand and a collected link by the start of their number in the palette, only for readers of them', async () => {
    const saved = (await product('POST', '/collection', admin, { url: 'https://www.amazon.com/dp/B0PALETTE1' })).data;
    const demand = (await product('POST', '/demand', admin, { title: '调色杯', category_id: categoryId })).data;
    const hits = async (q: string, as: Session) => (await auth('GET', `/search?q=${q}`, as)).data as { kind: string; code: string; url: string }[];
    expect(await hits(saved.code.slice(0, 12), admin)).toContainEqual(
      expect.objectContaining({ kind: '数据采集', code: saved.code, url: `/commodity/information/data-collection/detail?id=${saved.id}` }),
    );
    expect(await hits(demand.code.toLowerCase(), admin)).toContainEqual(
      expect.objectContaining({ kind: '商品需求', code: demand.code, url: `/commodity/information/demand/detail?id=${demand.id}` }),
    );
    const skuReader = await restrictedUser(admin, 'palettesku', '13700000105', ['catalogue.sku.read']);
    expect((await hits(saved.code, skuReader)).filter((h) => h.kind === '数据采集')).toEqual([]);
  });

  it("answers a select's SPUs to any signed-in user, searched, within the developer data rule", async () => {
    const options = async (query: string, as: Session) => (await product('GET', `/spus/options?${query}`, as)).data as { code: string }[];
    expect((await options('q=ts00', admin)).map((o) => o.code)).toEqual(expect.arrayContaining(['TS001', 'TS009']));
    expect((await options('q=TS009', admin)).map((o) => o.code)).toEqual(['TS009']);
    const picture = await restrictedUser(admin, 'spupicker', '13700000104', ['catalogue.shootSchedule.read'], { owner: true }); // no SPU read code
    expect(await options('q=TS00', picture)).toEqual([]); // developer is nobody: the owner rule hides them
    const spu = (await product('GET', '/spus?code=TS009', admin)).data.list[0];
    await t.db.database.pool.query('update catalogue.spus set developer_id = $1 where id = $2', [picture.staffId, spu.id]);
    expect(await options('q=TS00', picture)).toEqual([{ id: spu.id, title: spu.name, code: 'TS009' }]);
  });

  it('finds an exact SKU or SPU code for the palette, only for readers of it', async () => {
    const sku = (await product('GET', '/skus?code=TS009-RED-S', admin)).data.list[0];
    expect((await auth('GET', '/search?q=ts009-red-s', admin)).data).toContainEqual({
      kind: 'SKU',
      code: 'TS009-RED-S',
      title: sku.name,
      url: `/commodity/information/sku/detail?id=${sku.id}`,
    });
    const spu = (await auth('GET', '/search?q=TS009', admin)).data.find((h: { kind: string }) => h.kind === 'SPU');
    expect(spu.url).toMatch(/^\/commodity\/information\/spu\/detail\?id=/);
    const brandOnly = await restrictedUser(admin, 'brandonly', '13700000103', ['catalogue.brand.read']);
    expect((await auth('GET', '/search?q=TS009-RED-S', brandOnly)).data).toEqual([]);
  });
});
