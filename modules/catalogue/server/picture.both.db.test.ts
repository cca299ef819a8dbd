// The picture library at the spec paths: add uploaded files to an SPU/SKU, list and filter by tag, tags in
// use, set tags, one main picture per owner (single and batch), move, download as zip, delete, permissions.

import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { catalogueCalls, colours } from './test-kit.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: Session;
let spuId: string;
let otherSpuId: string;
let skuIds: string[];
const { product, leafCategory, restrictedUser } = catalogueCalls(() => t);
type Picture = { id: string; is_main: boolean; sku_id: string | null; tags: string[]; file: { id: string; url: string }; name: string };

async function upload(as: Session, names: string[]): Promise<string[]> {
  const files = names.map((filename) => ({ field: 'files[]', filename, type: 'image/png', bytes: PNG }));
  const { payload, headers } = multipart({ type: '5' }, files);
  const res = await t.call({ method: 'POST', url: '/upload-service/happo/file/upload', payload, headers, as });
  return (res.body.data as unknown as { id: string }[]).map((f) => f.id);
}
const list = async (query: string): Promise<Picture[]> => (await product('GET', `/image?per_page=100&${query}`, admin)).data.list;
const mains = async (query: string) => (await list(query)).filter((p) => p.is_main).map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category_id = await leafCategory(admin);
  const options = colours.slice(0, 2).map((o, position) => ({ ...o, position }));
  spuId = (await product('POST', '/spus', admin, { code: 'PIC001', name: '图片测试T恤', category_id, options })).data.id;
  otherSpuId = (await product('POST', '/spus', admin, { code: 'PIC002', name: '另一款', category_id, options })).data.id;
  skuIds = (await product('GET', `/skus?spu_id=${spuId}&sort=code`, admin)).data.list.map((s: { id: string }) => s.id);
});
afterAll(async () => t?.close());

describe('picture library', () => {
  it('adds uploaded pictures to the SPU and a SKU, the first of each becoming its main picture', async () => {
    const spuFiles = await upload(admin, ['正面.png', '背面.png', '细节.png']);
    const added = await product('POST', '/image/add', admin, { spu_id: spuId, files: spuFiles, tags: ['正面', '白底'] });
    expect(added.code).toBe(10000);
    expect(added.data.map((p: Picture) => p.is_main)).toEqual([true, false, false]);
    const skuFiles = await upload(admin, ['黑色.png', '黑色.png']);
    const onSku = await product('POST', '/image/add', admin, { spu_id: spuId, sku_id: skuIds[0], files: skuFiles });
    expect(onSku.code).toBe(10000);
    expect((await product('GET', `/skuinfo/${skuIds[0]}`, admin)).data.main_image.id).toBe(skuFiles[0]);

    const own = await list(`spu_id=${spuId}&owner=spu`);
    expect(own.map((p) => p.name)).toEqual(['正面.png', '背面.png', '细节.png']);
    expect(own[0]!.file.url).toMatch(/^\/files\//);
    expect(await list(`spu_id=${spuId}`)).toHaveLength(5);
    expect(await list(`sku_id=${skuIds[0]}`)).toHaveLength(2);
    expect(await list(`spu_id=${spuId}&tag=白底`)).toHaveLength(3);

    expect((await product('POST', '/image/add', admin, { spu_id: otherSpuId, sku_id: skuIds[0], files: spuFiles })).message).toBe('sku_id: SKU不属于该SPU');
    expect((await product('POST', '/image/add', admin, { spu_id: spuId, files: [] })).message).toBe('files: 请上传图片');
  });

  it('sets tags and answers the tags in use', async () => {
    const [, back] = await list(`spu_id=${spuId}&owner=spu`);
    expect((await product('POST', '/image/tags', admin, { ids: [back!.id], tags: ['背面', '细节', '背面'] })).code).toBe(10000);
    expect((await list(`spu_id=${spuId}&tag=背面`)).map((p) => p.id)).toEqual([back!.id]);
    expect((await product('GET', `/imagetag?spu_id=${spuId}`, admin)).data.sort()).toEqual(['正面', '白底', '细节', '背面'].sort());
    expect((await product('POST', '/image/tags', admin, { ids: [back!.id], tags: [''] })).code).toBe(10422);
    expect((await product('POST', '/tag/delete', admin, { tags: ['细节'], spu_id: spuId })).data).toEqual({ updated: 1 });
    expect((await product('GET', `/tag/tags?spu_id=${spuId}`, admin)).data.sort()).toEqual(['正面', '白底', '背面'].sort());
  });

  it('keeps exactly one main picture per owner, single and batch', async () => {
    const own = await list(`spu_id=${spuId}&owner=spu`);
    expect((await product('POST', '/image/mainpic', admin, { id: own[1]!.id })).code).toBe(10000);
    expect(await mains(`spu_id=${spuId}&owner=spu`)).toEqual([own[1]!.id]);

    const onSku = await list(`sku_id=${skuIds[0]}`);
    const same = await product('POST', '/image/batchmainpic', admin, { ids: [own[0]!.id, own[2]!.id] });
    expect(same).toMatchObject({ code: 10409, message: '同一SPU或SKU只能设置一张主图' });
    expect(await mains(`spu_id=${spuId}&owner=spu`)).toEqual([own[1]!.id]);

    expect((await product('POST', '/image/batchmainpic', admin, { ids: [own[2]!.id, onSku[1]!.id] })).code).toBe(10000);
    expect(await mains(`spu_id=${spuId}&owner=spu`)).toEqual([own[2]!.id]);
    expect(await mains(`sku_id=${skuIds[0]}`)).toEqual([onSku[1]!.id]);
    expect((await product('GET', `/skuinfo/${skuIds[0]}`, admin)).data.main_image.id).toBe(onSku[1]!.file.id);

    // Concurrent choices for one owner still leave one main picture.
    const answers = await Promise.all(own.map((p) => product('POST', '/image/mainpic', admin, { id: p.id })));
    expect(answers.map((a) => a.code)).toEqual([10000, 10000, 10000]);
    expect(await mains(`spu_id=${spuId}&owner=spu`)).toHaveLength(1);
  });

  it('moves pictures to another SKU after its pictures, never as its main', async () => {
    const onSku = await list(`sku_id=${skuIds[0]}`);
    const main = onSku.find((p) => p.is_main)!;
    const moved = await product('POST', '/image/move', admin, { ids: [main.id], spu_id: spuId, sku_id: skuIds[1] });
    expect(moved).toMatchObject({ code: 10000, data: { moved: 1 } });
    expect((await list(`sku_id=${skuIds[1]}`)).map((p) => [p.id, p.is_main])).toEqual([[main.id, false]]);
    expect(await mains(`sku_id=${skuIds[0]}`)).toEqual([]);
    expect((await product('GET', `/skuinfo/${skuIds[0]}`, admin)).data.main_image).toBeNull();
  });

  it('downloads the chosen pictures as one zip with unique names', async () => {
    const chosen = await list(`spu_id=${spuId}`);
    const res = await t.call({ method: 'POST', url: '/api-product/api/v1/product/image/download', as: admin, payload: { ids: chosen.map((p) => p.id) } });
    expect(res.raw.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(res.raw.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['正面.png', '细节.png', '背面.png', '黑色.png', '黑色(2).png'].sort());
    expect(Buffer.from(entries['正面.png']!).equals(PNG)).toBe(true);
  });

  it('deletes pictures all or nothing, after confirmation on the screen', async () => {
    const onSku = await list(`sku_id=${skuIds[1]}`);
    expect((await product('POST', '/image/delete', admin, { ids: [onSku[0]!.id, '019a0000-0000-7000-8000-000000000000'] })).code).toBe(10404);
    expect((await product('POST', '/image/delete', admin, { ids: [onSku[0]!.id] })).data).toEqual({ deleted: 1 });
    expect(await list(`sku_id=${skuIds[1]}`)).toHaveLength(0);
  });

  it('answers 10403 without the codes', async () => {
    const reader = await restrictedUser(admin, 'picreader', '13700000091', ['catalogue.picture.read']);
    const nobody = await restrictedUser(admin, 'picnobody', '13700000092', ['catalogue.spu.read']);
    const [one] = await list(`spu_id=${spuId}`);
    expect((await product('GET', `/image?spu_id=${spuId}`, reader)).data.total).toBe(4);
    expect((await product('GET', `/imagetag?spu_id=${spuId}`, reader)).code).toBe(10000);
    expect((await product('GET', `/image?spu_id=${spuId}`, nobody)).code).toBe(10403);
    expect((await product('GET', '/imagetag', nobody)).code).toBe(10403);
    const files = await upload(reader, ['x.png']);
    for (const [path, body] of [
      ['/image/add', { spu_id: spuId, files }],
      ['/image/tags', { ids: [one!.id], tags: ['x'] }],
      ['/image/delete', { ids: [one!.id] }],
      ['/image/move', { ids: [one!.id], spu_id: otherSpuId }],
      ['/image/mainpic', { id: one!.id }],
      ['/image/batchmainpic', { ids: [one!.id] }],
      ['/image/download', { ids: [one!.id] }],
      ['/tag/delete', { tags: ['正面'] }],
    ] as const) {
      expect((await product('POST', path, reader, body)).code, path).toBe(10403);
    }
  });

  it("follows the SPU's data rules: pictures of SPUs the user does not see are absent", async () => {
    const codes = ['read', 'upload', 'update', 'delete', 'download'].map((a) => `catalogue.picture.${a}`);
    const own = await restrictedUser(admin, 'picowner', '13700000093', ['catalogue.spu.read', ...codes], { owner: true });
    const [one] = await list(`spu_id=${spuId}`);
    expect((await product('GET', `/image?spu_id=${spuId}`, own)).data.total).toBe(0); // the SPU's developer is nobody
    expect((await product('GET', `/image/${one!.id}`, own)).code).toBe(10404);
    expect((await product('GET', `/imagetag?spu_id=${spuId}`, own)).data).toEqual([]);
    expect((await product('POST', '/image/mainpic', own, { id: one!.id })).code).toBe(10404);
    expect((await product('POST', '/image/delete', own, { ids: [one!.id] })).code).toBe(10404);
    expect((await product('POST', '/image/download', own, { ids: [one!.id] })).code).toBe(10404);
    expect((await product('POST', '/image/add', own, { spu_id: spuId, files: await upload(own, ['y.png']) })).code).toBe(10404);
    expect(await list(`spu_id=${spuId}`)).toHaveLength(4);
  });
});
