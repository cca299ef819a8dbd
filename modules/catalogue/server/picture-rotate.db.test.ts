// Thumbnails and rotation of the picture library: the grid's thumbnail is served beside the original, a
// saved rotation turns the stored picture (a new file with a new thumbnail) and the SKU's main image follows.

import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { catalogueCalls, colours } from './test-kit.ts';

let t: TestApp;
let admin: Session;
let spuId: string;
let skuId: string;
const { product, leafCategory, restrictedUser } = catalogueCalls(() => t);
type Picture = { id: string; is_main: boolean; file: { id: string; url: string } };

const landscape = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
const sizeAt = async (url: string) => {
  const bytes = (await t.call({ method: 'GET', url })).raw.rawPayload;
  const m = await sharp(bytes).metadata();
  return `${m.format} ${m.width}x${m.height}`;
};

async function addPicture(as: Session, bytes: Buffer, owner: object): Promise<Picture> {
  const { payload, headers } = multipart({ type: '5' }, [{ field: 'files[]', filename: '横图.png', type: 'image/png', bytes }]);
  const [file] = (await t.call({ method: 'POST', url: '/upload-service/happo/file/upload', payload, headers, as })).body.data as unknown as { id: string }[];
  const added = await product('POST', '/image/add', as, { ...owner, files: [file!.id] });
  expect(added.code).toBe(10000);
  return added.data[0];
}

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category_id = await leafCategory(admin);
  const options = colours.slice(0, 1).map((o, position) => ({ ...o, position }));
  spuId = (await product('POST', '/spus', admin, { code: 'ROT001', name: '旋转测试', category_id, options })).data.id;
  skuId = (await product('GET', `/skus?spu_id=${spuId}`, admin)).data.list[0].id;
});
afterAll(async () => t?.close());

describe('picture thumbnails and rotation', () => {
  it('serves the thumbnail of a listed picture beside its original', async () => {
    await addPicture(admin, await landscape(), { spu_id: spuId });
    const [listed] = (await product('GET', `/image?spu_id=${spuId}&owner=spu`, admin)).data.list as Picture[];
    expect(await sizeAt(listed!.file.url)).toBe('png 300x100');
    expect(await sizeAt(`${listed!.file.url}&thumb=1`)).toBe('webp 200x67');
  });

  it('turns the stored picture and its thumbnail; the SKU main image follows', async () => {
    const picture = await addPicture(admin, await landscape(), { spu_id: spuId, sku_id: skuId });
    expect(picture.is_main).toBe(true);
    const turned = await product('POST', '/image/rotate', admin, { id: picture.id, degrees: 90 });
    expect(turned).toMatchObject({ code: 10000, data: { id: picture.id, width: 100, height: 300, is_main: true } });
    expect(turned.data.file.id).not.toBe(picture.file.id);
    expect(await sizeAt(turned.data.file.url)).toBe('png 100x300');
    expect(await sizeAt(`${turned.data.file.url}&thumb=1`)).toBe('webp 67x200');
    expect((await product('GET', `/skuinfo/${skuId}`, admin)).data.main_image.id).toBe(turned.data.file.id);
    const logs = (await product('GET', `/image/${picture.id}/logs`, admin)).data;
    expect(JSON.stringify(logs)).toContain(turned.data.file.id);

    const back = await product('POST', '/image/rotate', admin, { id: picture.id, degrees: -90 });
    expect(await sizeAt(back.data.file.url)).toBe('png 300x100');
    const upside = await product('POST', '/image/rotate', admin, { id: picture.id, degrees: 180 });
    expect(upside.data).toMatchObject({ width: 300, height: 100 });
  });

  it('refuses other angles, unknown pictures, callers without the code or outside the data rules', async () => {
    const [one] = (await product('GET', `/image?spu_id=${spuId}`, admin)).data.list as Picture[];
    expect((await product('POST', '/image/rotate', admin, { id: one!.id, degrees: 45 })).code).toBe(10422);
    expect((await product('POST', '/image/rotate', admin, { id: '019a0000-0000-7000-8000-000000000000', degrees: 90 })).code).toBe(10404);
    const reader = await restrictedUser(admin, 'rotreader', '13700000191', ['catalogue.picture.read']);
    expect((await product('POST', '/image/rotate', reader, { id: one!.id, degrees: 90 })).code).toBe(10403);
    const outsider = await restrictedUser(admin, 'rotowner', '13700000192', ['catalogue.picture.read', 'catalogue.picture.update'], { owner: true });
    expect((await product('POST', '/image/rotate', outsider, { id: one!.id, degrees: 90 })).code).toBe(10404);
    const [still] = (await product('GET', `/image?spu_id=${spuId}`, admin)).data.list as Picture[];
    expect(still!.file.id).toBe(one!.file.id);
  });
});
