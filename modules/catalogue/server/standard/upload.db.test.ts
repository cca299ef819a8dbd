// The catalogue's uploads: common/uploadfile2oss stores files through the shared upload (its type checks, its
// signed URLs) and common/imageoss/kakaupload/{id} adds the uploaded pictures to SPU or SKU {id}'s pictures.

import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../manifest.ts';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const BASE = '/api-product/api/v1/product';

let t: TestApp;
let admin: Session;
let spu: Record<string, string>;
const { product, leafCategory, restrictedUser, spuWithSkus } = skuExtrasCalls(() => t);

type File = { filename: string; type: string; bytes: Buffer };
const png = (filename: string): File => ({ filename, type: 'image/png', bytes: PNG });
async function post(path: string, files: File[], as: Session, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(
    fields,
    files.map((f) => ({ field: 'files[]', ...f })),
  );
  return (await t.call({ method: 'POST', url: `${BASE}${path}`, payload, headers, as })).body;
}
type Picture = { sku_id: string | null; is_main: boolean; tags: string[]; name: string };
const pictures = async (query: string): Promise<Picture[]> => (await product('GET', `/image?per_page=50&${query}`, admin)).data.list;

beforeAll(async () => {
  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  spu = await spuWithSkus(admin, 'UP100', await leafCategory(admin));
});
afterAll(async () => t?.close());

describe('uploadfile2oss', () => {
  it('stores files through the shared upload and answers their ids and signed URLs', async () => {
    const stored = await post('/common/uploadfile2oss', [png('正面.png'), { filename: '质检报告.pdf', type: 'application/pdf', bytes: PDF }], admin);
    expect(stored.code, stored.message).toBe(10000);
    expect(stored.data.map((f: { name: string; content_type: string }) => `${f.name}:${f.content_type}`)).toEqual([
      '正面.png:image/png',
      '质检报告.pdf:application/pdf',
    ]);
    const download = await t.call({ method: 'GET', url: stored.data[1].url });
    expect([download.statusCode, download.raw.rawPayload.equals(PDF)]).toEqual([200, true]);
  });

  it("refuses what the store refuses, and callers without a catalogue writer's code", async () => {
    const fake = await post('/common/uploadfile2oss', [{ filename: 'x.png', type: 'image/png', bytes: PDF }], admin);
    expect([fake.code, fake.message]).toEqual([10422, 'files[]: x.png: 文件内容与类型不符或类型不支持']);
    const notPicture = await post('/common/uploadfile2oss', [{ filename: 'a.pdf', type: 'application/pdf', bytes: PDF }], admin, { type: '5' });
    expect(notPicture.message).toBe('files[]: a.pdf: 只能上传图片');
    expect((await post('/common/uploadfile2oss', [], admin)).message).toBe('files[]: 请上传文件');
    const reader = await restrictedUser(admin, 'upreader', '13700000211', ['catalogue.spu.read', 'catalogue.picture.read']);
    expect((await post('/common/uploadfile2oss', [png('a.png')], reader)).code).toBe(10403);
    const importer = await restrictedUser(admin, 'upimporter', '13700000212', ['catalogue.sku.import']);
    expect((await post('/common/uploadfile2oss', [png('a.png')], importer)).code).toBe(10000);
  });
});

describe('imageoss/kakaupload/{id}', () => {
  it("adds the pictures to the SKU's or the SPU's pictures, the first of an owner without one its main picture", async () => {
    const sku = spu['UP100-BLK']!;
    const toSku = await post(`/common/imageoss/kakaupload/${sku}`, [png('黑-正面.png'), png('黑-背面.png')], admin, { tags: '正面,细节' });
    expect(toSku.code, toSku.message).toBe(10000);
    expect(toSku.data.files).toHaveLength(2);
    expect((await pictures(`sku_id=${sku}`)).map((p) => `${p.name}:${p.is_main}:${p.tags.join('/')}`)).toEqual([
      '黑-正面.png:true:正面/细节',
      '黑-背面.png:false:正面/细节',
    ]);
    expect((await product('GET', `/skuinfo/${sku}`, admin)).data.main_image.id).toBe(toSku.data.files[0].id);
    const toSpu = await post(`/common/imageoss/kakaupload/${spu.spu}`, [png('主图.png')], admin);
    expect(toSpu.data.pictures[0]).toMatchObject({ spu_id: spu.spu, sku_id: null, is_main: true });
    expect((await pictures(`spu_id=${spu.spu}&owner=spu`)).map((p) => p.name)).toEqual(['主图.png']);
  });

  it('refuses unknown owners, non-pictures and bad tags before storing; needs the upload code; follows the SPU data rules', async () => {
    const unknown = await post('/common/imageoss/kakaupload/0190a000-0000-7000-8000-000000000000', [png('a.png')], admin);
    expect([unknown.code, unknown.message]).toEqual([10404, 'SPU或SKU不存在']);
    expect((await post('/common/imageoss/kakaupload/abc', [png('a.png')], admin)).data.issues).toEqual([{ field: 'id', rule: '请选择SPU或SKU' }]);
    const pdf = await post(`/common/imageoss/kakaupload/${spu.spu}`, [{ filename: 'a.pdf', type: 'application/pdf', bytes: PDF }], admin);
    expect(pdf.message).toBe('files[]: a.pdf: 只能上传图片');
    const longTag = await post(`/common/imageoss/kakaupload/${spu.spu}`, [png('a.png')], admin, { tags: 'x'.repeat(21) });
    expect(longTag.code).toBe(10422);
    expect(await pictures(`spu_id=${spu.spu}&owner=spu`)).toHaveLength(1);

    const reader = await restrictedUser(admin, 'kakareader', '13700000213', ['catalogue.picture.read', 'catalogue.spu.update']);
    expect((await post(`/common/imageoss/kakaupload/${spu.spu}`, [png('a.png')], reader)).code).toBe(10403);
    const own = await restrictedUser(admin, 'kakaown', '13700000214', ['catalogue.picture.read', 'catalogue.picture.upload'], { owner: true });
    const hidden = await post(`/common/imageoss/kakaupload/${spu['UP100-WHT']}`, [png('a.png')], own);
    expect([hidden.code, hidden.message]).toEqual([10404, 'SKU不存在']);
  });
});
