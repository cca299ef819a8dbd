// The SPU and SKU lists narrowed by what their declared fields do not hold: a SKU by its SPU's brand,
// developer and season, either by a SKU tag; the export follows the same filters.

import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { catalogueCalls, colours } from './test-kit.ts';

let t: TestApp;
let admin: Session;
let brandId: string;
let tagId: string;
let developerId: string;
const { product, auth, leafCategory, task } = catalogueCalls(() => t);
const codes = async (path: string) => ((await product('GET', path, admin)).data.list as { code: string }[]).map((r) => r.code).sort();

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category = await leafCategory(admin);
  developerId = (await auth('GET', '/user', admin)).data.id as string;
  brandId = (await product('POST', '/brands', admin, { name: '筛选品牌' })).data.id;
  const options = colours.slice(0, 2).map((o, position) => ({ ...o, position }));
  const made = await product('POST', '/spus', admin, {
    code: 'FL001',
    name: '筛选T恤',
    category_id: category,
    brand_id: brandId,
    season: 'summer',
    developer_id: developerId,
    options,
  });
  expect(made.code, made.message).toBe(10000);
  await product('POST', '/spus', admin, { code: 'FL002', name: '其他T恤', category_id: category, season: 'winter', options });
  const type = await product('POST', '/addtags', admin, { name: '筛选标签类型', tags: [{ name: '爆款' }] });
  expect(type.code, type.message).toBe(10000);
  tagId = (await product('GET', `/tag/list?tag_type_id=${type.data.id}`, admin)).data.list[0].id;
  const first = (await product('GET', '/skus?code=FL002-BLK', admin)).data.list[0];
  expect((await product('POST', '/skutag', admin, { sku_id: first.id, tag_id: tagId })).code).toBe(10000);
});
afterAll(async () => t?.close());

describe('SKU list by its SPU and its tags', () => {
  it("narrows by the SPU's brand, season and developer, and by a tag", async () => {
    expect(await codes(`/skus?brand_id=${brandId}`)).toEqual(['FL001-BLK', 'FL001-WHT']);
    expect(await codes('/skus?season=winter&code=FL001-BLK,FL001-WHT,FL002-BLK,FL002-WHT')).toEqual(['FL002-BLK', 'FL002-WHT']);
    expect(await codes(`/skus?tag_id=${tagId}`)).toEqual(['FL002-BLK']);
    expect(await codes(`/skus?tag_id=${tagId}&brand_id=${brandId}`)).toEqual([]);
    expect(await codes(`/skus?developer_id=${developerId}&code=FL001-BLK,FL001-WHT,FL002-BLK,FL002-WHT`)).toEqual(['FL001-BLK', 'FL001-WHT']);
    expect(await codes(`/spus?tag_id=${tagId}`)).toEqual(['FL002']);
  });

  it('refuses a malformed filter instead of answering unfiltered', async () => {
    expect((await product('GET', '/skus?brand_id=987654321', admin)).message).toBe('brand_id: 品牌不正确');
    expect((await product('GET', '/skus?season=monsoon', admin)).message).toBe('season: 季节不正确');
    expect((await product('GET', '/spus?tag_id=x', admin)).message).toBe('tag_id: 标签不正确');
  });

  it('exports what the list shows', async () => {
    const exported = (await product('GET', `/skus/export?brand_id=${brandId}`, admin)).data.task_id;
    expect(await task(admin, exported)).toMatchObject({ status: 'succeeded', result: { rows: 2 } });
  });
});
