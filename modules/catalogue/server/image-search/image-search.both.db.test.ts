// Search by image on both databases: generated pictures in the library, a resized copy found first, other
// pictures kept out by the threshold, duplicates across SPUs, stale hashes after a rotation, the data rules,
// someone else's upload, the read code and bad input.

import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { catalogueCalls, colours } from '../test-kit.ts';
import { resizedCopy, type Scene, scenePicture } from './test-pictures.ts';

let t: TestApp;
let admin: Session;
const { product, auth, leafCategory, restrictedUser } = catalogueCalls(() => t);
type Match = {
  id: string;
  distance: number;
  similarity: number;
  thumbnail_url: string;
  spu: { code: string; name?: string; status_label: string };
  sku: { code: string } | null;
};
const pictureOf: Partial<Record<string, string>> = {};
let categoryId: string;

/** Uploads bytes as the user (type 5: a PNG or a JPEG, told by its first byte), answering the stored file's id. */
async function upload(as: Session, bytes: Buffer, type = bytes[0] === 0xff ? 'image/jpeg' : 'image/png', kind = '5'): Promise<string> {
  const { payload, headers } = multipart({ type: kind }, [{ field: 'files[]', filename: `photo.${type.split('/')[1]}`, type, bytes }]);
  const answer = (await t.call({ method: 'POST', url: '/upload-service/happo/file/upload', payload, headers, as })).body;
  expect(answer.code, answer.message).toBe(10000);
  return (answer.data as unknown as { id: string }[])[0]!.id;
}

/** A library picture of the scene (or given bytes) under the SPU (or one of its SKUs); kept as `pictureOf[key]`. */
async function addPicture(key: string, owner: { spu_id: string; sku_id?: string }, bytes: Buffer) {
  const added = await product('POST', '/image/add', admin, { ...owner, files: [await upload(admin, bytes)] });
  expect(added.code, added.message).toBe(10000);
  pictureOf[key] = added.data[0].id;
}

const newSpu = async (code: string, developer_id?: string) => {
  const options = colours.slice(0, 2).map((o, position) => ({ ...o, position }));
  const made = await product('POST', '/spus', admin, { code, name: `以图搜图${code}`, category_id: categoryId, options, developer_id });
  expect(made.code, made.message).toBe(10000);
  const skus = (await product('GET', `/skus?spu_id=${made.data.id}`, admin)).data.list as { id: string; code: string }[];
  return { id: made.data.id as string, skus };
};
const searchImage = (as: Session, fileId: string, query = '') => product('GET', `/image/searchimage?file_id=${fileId}${query}`, as);
/** A 2×2 24-bit BMP: a picture the store takes and sharp cannot read. */
function bmp(): Buffer {
  const out = Buffer.alloc(54 + 16);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(2, 18);
  out.writeInt32LE(2, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(16, 34);
  out.fill(0x80, 54);
  return out;
}
const codesOf = (list: Match[]) => list.map((m) => m.sku?.code ?? m.spu.code);

let reader: Session;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  categoryId = await leafCategory(admin);
  reader = await restrictedUser(admin, 'imgsearch', '13700000301', ['catalogue.picture.read']);
  owner = await restrictedUser(admin, 'imgowner', '13700000302', ['catalogue.picture.read'], { owner: true });
  const ownerStaff = (await auth('GET', '/user', owner)).data.id;
  const [one, two, three] = [await newSpu('IS001'), await newSpu('IS002'), await newSpu('IS003', ownerStaff)];
  const scene = (s: Scene) => scenePicture(s);
  await addPicture('blobs', { spu_id: one.id, sku_id: one.skus.find((k) => k.code === 'IS001-BLK')!.id }, await scene('blobs'));
  await addPicture('ring', { spu_id: one.id }, await scene('ring'));
  await addPicture('bands', { spu_id: two.id }, await scene('bands'));
  await addPicture('blobsAgain', { spu_id: two.id }, await resizedCopy(await scene('blobs'), 400, 80)); // the same photo under IS002
  await addPicture('disc', { spu_id: three.id }, await scene('disc'));
});
afterAll(async () => t?.close());

describe('image/searchimage', () => {
  it('finds the original of a resized copy first, and keeps other pictures out under the threshold', async () => {
    const copy = await upload(admin, await resizedCopy(await scenePicture('blobs'), 120, 60));
    const found = await searchImage(admin, copy);
    expect(found.code, found.message).toBe(10000);
    expect(found.data).toMatchObject({ max_distance: 12, limit: 24, pending: 0, source: { file_id: copy } });
    const list = found.data.list as Match[];
    expect(list.map((m) => m.id).sort()).toEqual([pictureOf.blobs, pictureOf.blobsAgain].sort());
    expect(list[0]!.distance).toBeLessThanOrEqual(4);
    expect(list[0]!.similarity).toBeGreaterThanOrEqual(93.7);
    expect(codesOf(list)).toContain('IS001-BLK');
    const sku = list.find((m) => m.id === pictureOf.blobs)!;
    expect(sku).toMatchObject({ spu: { code: 'IS001', name: '以图搜图IS001', status_label: '开发中' }, sku: { code: 'IS001-BLK' } });
    expect(sku.thumbnail_url).toMatch(/^\/files\/.+&thumb=1$/);
    expect((await t.call({ method: 'GET', url: sku.thumbnail_url })).raw.statusCode).toBe(200);

    const strict = (await searchImage(admin, copy, '&max_distance=0&limit=1')).data;
    expect(strict.list.length).toBeLessThanOrEqual(1);
    const wide = (await searchImage(admin, copy, '&max_distance=32&limit=100')).data.list as Match[];
    expect(wide.length).toBeGreaterThanOrEqual(list.length);
    expect(wide.map((m) => m.distance)).toEqual([...wide.map((m) => m.distance)].sort((a, b) => a - b));
  });

  it('answers an empty list for a picture the library does not hold, nearest ones when the threshold widens', async () => {
    const tiles = await upload(admin, await scenePicture('tiles'));
    expect((await searchImage(admin, tiles)).data).toMatchObject({ list: [], pending: 0 });
    const loose = (await searchImage(admin, tiles, '&max_distance=32')).data.list as Match[];
    expect(loose.length).toBeGreaterThan(0);
    expect(loose.every((m) => m.distance > 12 && m.distance <= 32)).toBe(true);
  });

  it('hashes a rotated picture again: its old hash no longer matches', async () => {
    const copy = await upload(admin, await resizedCopy(await scenePicture('ring'), 150, 70));
    expect(((await searchImage(admin, copy)).data.list as Match[]).map((m) => m.id)).toContain(pictureOf.ring);
    expect((await product('POST', '/image/rotate', admin, { id: pictureOf.ring, degrees: 90 })).code).toBe(10000);
    const after = await searchImage(admin, copy);
    expect(after.data.pending).toBe(0);
    expect((after.data.list as Match[]).map((m) => m.id)).not.toContain(pictureOf.ring);
    const turned = await upload(
      admin,
      await sharp(await scenePicture('ring'))
        .rotate(90)
        .png()
        .toBuffer(),
    );
    expect(((await searchImage(admin, turned)).data.list as Match[])[0]!.id).toBe(pictureOf.ring);
  });

  it("refuses someone else's upload, other files, unreadable pictures and bad input", async () => {
    const mine = await upload(admin, await scenePicture('disc'));
    expect(await searchImage(reader, mine)).toMatchObject({ code: 10422, message: 'file_id: 图片文件不存在，请重新上传' });
    const pdf = await upload(admin, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf', '1');
    expect(await searchImage(admin, pdf)).toMatchObject({ code: 10422, message: 'file_id: 只能上传图片' });
    const unreadable = await upload(admin, bmp(), 'image/bmp');
    expect(await searchImage(admin, unreadable)).toMatchObject({ code: 10422, message: expect.stringContaining('file_id: 该图片格式无法识别') });
    expect((await product('GET', '/image/searchimage', admin)).message).toMatch(/^file_id: /);
    expect((await searchImage(admin, 'nope')).code).toBe(10422);
    expect(await searchImage(admin, mine, '&max_distance=40')).toMatchObject({ code: 10422, message: 'max_distance: 相似度阈值应为0到32' });
    expect(await searchImage(admin, mine, '&limit=101')).toMatchObject({ code: 10422, message: 'limit: 最多返回100张' });
    expect((await searchImage(admin, mine, '&limit=abc')).message).toMatch(/^limit: /);
  });
});

describe('image/search', () => {
  it('finds the same photo under another SPU, not the picture itself', async () => {
    const found = await product('GET', `/image/search?picture_id=${pictureOf.blobs}`, admin);
    expect(found.code, found.message).toBe(10000);
    expect(found.data.source).toMatchObject({ id: pictureOf.blobs });
    expect((found.data.list as Match[]).map((m) => m.id)).toEqual([pictureOf.blobsAgain]);
    const bySku = (await product('GET', '/image/search?sku_code=is001-blk', admin)).data;
    expect(bySku.source.id).toBe(pictureOf.blobs);
    const bySpu = (await product('GET', '/image/search?spu_code=IS002', admin)).data; // IS002's main: its first picture (bands)
    expect(bySpu.source.id).toBe(pictureOf.bands);
    expect(bySpu.list.map((m: Match) => m.id)).not.toContain(pictureOf.blobsAgain);
  });

  it('refuses unknown sources and bad input', async () => {
    expect((await product('GET', '/image/search?sku_code=IS001-WHT', admin)).code).toBe(10404); // a SKU without pictures
    expect((await product('GET', '/image/search?spu_code=NOPE', admin)).code).toBe(10404);
    expect((await product('GET', '/image/search?picture_id=019a0000-0000-7000-8000-000000000000', admin)).code).toBe(10404);
    expect(await product('GET', '/image/search', admin)).toMatchObject({ code: 10422, message: 'picture_id: 请指定图片、SKU编码或SPU编码' });
    expect((await product('GET', '/image/search?picture_id=12', admin)).message).toMatch(/^picture_id: /);
  });
});

describe('permissions and data rules', () => {
  it('shows a user restricted to their own SPUs only their pictures', async () => {
    const copy = await upload(owner, await resizedCopy(await scenePicture('blobs'), 120, 60));
    expect((await searchImage(owner, copy)).data).toMatchObject({ list: [], pending: 0 });
    const disc = await upload(owner, await resizedCopy(await scenePicture('disc'), 160, 60));
    expect(codesOf((await searchImage(owner, disc)).data.list)).toEqual(['IS003']);
    expect((await product('GET', `/image/search?picture_id=${pictureOf.blobs}`, owner)).code).toBe(10404);
    expect((await product('GET', '/image/search?spu_code=IS001', owner)).code).toBe(10404);
    expect((await product('GET', `/image/search?picture_id=${pictureOf.disc}`, owner)).data.list).toEqual([]);
  });

  it('answers 10403 without the picture library read code', async () => {
    const stranger = await restrictedUser(admin, 'imgnone', '13700000303', ['catalogue.sku.read']);
    const file = await upload(stranger, await scenePicture('disc'));
    expect((await searchImage(stranger, file)).code).toBe(10403);
    expect((await product('GET', `/image/search?picture_id=${pictureOf.disc}`, stranger)).code).toBe(10403);
    expect((await searchImage(reader, await upload(reader, await scenePicture('disc')))).code).toBe(10000);
  });
});
