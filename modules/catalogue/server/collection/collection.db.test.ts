import { restrictedUser, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { newId } from '@entrepot/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionMenus } from '../reference-manifest.ts';
import { seedCatalogueReference } from '../reference-seed.ts';
import { referenceTestApp } from '../reference-test-kit.ts';

// 数据采集 on the reference data's routes.
const kit = referenceTestApp(collectionMenus);
const { api, sql } = kit;
let t: TestApp;
let admin: Session;
type Row = { id: string; code: string; url: string; status: string; platform: string; title: string | null; price: string | null; fail_reason: string | null };
const save = async (url: string, as: Session = admin) => (await api('POST', 'collection', as, { url })) as { code: number; message: string; data: Row };
const get = async (id: string, as: Session = admin) => (await api('GET', `collection/${id}`, as)).data as Row & { version: number; demand_id: string | null };

let categoryId: string;
beforeAll(async () => {
  ({ t, admin } = await kit.start());
  categoryId = newId();
  await sql('insert into catalogue.categories (id, name) values ($1, $2)', [categoryId, '厨房用品']);
});
afterAll(async () => t?.close());

describe('data collection (数据采集)', () => {
  it('seeds five links once: two read, one the collector cannot read, two waiting', async () => {
    await seedCatalogueReference(t.db.database);
    await seedCatalogueReference(t.db.database);
    const rows = (await api('GET', 'collection?per_page=50')).data.list as Row[];
    expect(rows.map((r) => r.status).sort()).toEqual(['collected', 'collected', 'failed', 'pending', 'pending']);
    expect(rows.find((r) => r.status === 'failed')?.fail_reason).toBe('暂不支持该平台的链接');
  });

  it('saves a link with its platform read from it, numbered; a bad or repeated link is refused', async () => {
    const saved = await save('https://www.amazon.com/dp/B0TEST2001?th=1');
    expect(saved.code).toBe(10000);
    expect(saved.data).toMatchObject({ platform: 'amazon', status: 'pending', title: null });
    expect(saved.data.code).toMatch(/^CJ\d{8}-\d{3}$/);
    expect((await save('not a link')).message).toMatch(/^url: /);
    expect((await save('https://www.AMAZON.com/dp/B0TEST2001?th=1')).code).toBe(10409);
    expect((await api('POST', 'collection', admin, { url: 'https://www.temu.com/goods.html?goods_id=1', platform: 'amazon' })).code).toBe(10422); // read, never typed
  });

  it('collects each link through the collector: read, or failed with the reason; never a closed one', async () => {
    const good = (await save('https://www.walmart.com/ip/777000111')).data;
    const bad = (await save('https://shop.example.org/item/9')).data;
    const done = await api('POST', 'collection/collect', admin, { ids: [good.id, bad.id] });
    expect(done).toMatchObject({ code: 10000, data: { collected: 1, failed: 1 } });
    const read = await get(good.id);
    expect(read).toMatchObject({ status: 'collected', title: 'WALMART 商品 777000111', currency: 'USD', fail_reason: null });
    expect(read.price).toMatch(/^\d+\.\d{2}$/);
    expect(await get(bad.id)).toMatchObject({ status: 'failed', fail_reason: '暂不支持该平台的链接' });
    expect((await api('GET', `collection/${good.id}/logs`)).data[0]).toMatchObject({
      action: 'collect',
      changes: { status: { before: 'pending', after: 'collected' } },
    });

    expect((await api('POST', `collection/${bad.id}/ignore`)).data.status).toBe('ignored');
    const closed = await api('POST', 'collection/collect', admin, { ids: [bad.id] });
    expect([closed.code, closed.message]).toEqual([10409, `以下采集记录已转需求或已忽略，不能采集：${bad.code}`]);
    expect((await api('POST', 'collection/collect', admin, { ids: [] })).message).toBe('ids: 请选择要采集的链接');
    expect((await api('POST', 'collection/collect', admin, { ids: [newId()] })).code).toBe(10404);
    expect((await api('POST', `collection/${bad.id}/restore`)).data.status).toBe('pending');
  });

  it('turns a collected listing into a 商品需求 with its title, link, price and platform, once', async () => {
    const row = (await save('https://www.amazon.com/dp/B0TEST3001')).data;
    const early = await api('POST', 'collection/todemand', admin, { id: row.id, category_id: categoryId });
    expect([early.code, early.message]).toEqual([10409, `采集记录 ${row.code} 还没有采集成功，不能转为需求`]);
    await api('POST', 'collection/collect', admin, { ids: [row.id] });
    const collected = await get(row.id);
    expect((await api('POST', 'collection/todemand', admin, { id: row.id })).message).toBe('category_id: 请选择分类');
    const made = await api('POST', 'collection/todemand', admin, { id: row.id, category_id: categoryId });
    expect(made.code, made.message).toBe(10000);
    const demand = (await api('GET', `demand/${made.data.demand.id}`)).data;
    expect(demand).toMatchObject({
      status: 'draft',
      title: collected.title,
      reference_url: row.url,
      target_price: collected.price,
      currency: 'USD',
      platform: 'amazon',
      category_id: categoryId,
    });
    expect(await get(row.id)).toMatchObject({ status: 'converted', demand_id: made.data.demand.id });
    expect((await api('POST', 'collection/todemand', admin, { id: row.id, category_id: categoryId })).code).toBe(10409);
    const again = await get(row.id);
    expect((await api('PUT', `collection/${row.id}`, admin, { remark: '改', version: again.version })).code).not.toBe(10000); // history now
  });

  it('shows a collector only the links they saved, and keeps 转为需求 to its code', async () => {
    const reader = await restrictedUser(t, admin, {
      login: 'collector1',
      mobile: '13800138151',
      permissions: ['catalogue.collection.read', 'catalogue.collection.create', 'catalogue.collection.collect'],
      rowRules: { owner: true },
    });
    const mine = (await save('https://www.temu.com/goods.html?goods_id=888000111', reader)).data;
    const list = (await api('GET', 'collection?per_page=50', reader)).data.list as Row[];
    expect(list.map((r) => r.id)).toEqual([mine.id]);
    const others = (await api('GET', 'collection?per_page=1&status=collected')).data.list[0] as Row;
    expect((await api('POST', 'collection/collect', reader, { ids: [others.id] })).code).toBe(10404);
    expect((await api('POST', 'collection/collect', reader, { ids: [mine.id] })).data.collected).toBe(1);
    expect((await api('POST', 'collection/todemand', reader, { id: mine.id, category_id: categoryId })).code).toBe(10403);
  });
});
