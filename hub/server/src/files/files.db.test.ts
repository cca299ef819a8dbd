import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '../testing/test-app.ts';
import { thumbnailKey } from './thumbnails.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => t?.close());

async function upload(
  files: Parameters<typeof multipart>[1],
  fields: Record<string, string> = { type: '1' },
  url = '/upload-service/happo/file/upload',
  as: Session | null = admin,
) {
  const { payload, headers } = multipart(fields, files);
  return t.call({ method: 'POST', url, payload, headers, as: as ?? undefined });
}

describe('uploads and signed URLs', () => {
  it('stores a PNG under a generated key and serves it back through its signed URL', async () => {
    const res = await upload([{ field: 'files[]', filename: '../../etc/passwd.png', type: 'image/png', bytes: PNG }]);
    expect(res.body.code).toBe(10000);
    const [file] = res.body.data;
    expect(file.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(file.name).toBe('passwd.png');
    expect(file.url).toMatch(/^\/files\/.+\?exp=\d+&sig=[\w-]+$/);
    const got = await t.call({ method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.raw.rawPayload.equals(PNG)).toBe(true);
    expect(got.raw.headers['content-type']).toBe('image/png');
    expect(got.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(got.raw.headers['content-disposition']).toMatch(/^inline/);
  });

  it('refuses a tampered or expired signature', async () => {
    const [file] = (await upload([{ field: 'files[]', filename: 'a.png', type: 'image/png', bytes: PNG }])).body.data;
    const tampered = file.url.replace(/sig=([\w-])/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.call({ method: 'GET', url: tampered })).body).toMatchObject({ code: 10403, message: '文件链接无效或已过期' });
    const expired = file.url.replace(/exp=\d+/, 'exp=1000');
    expect((await t.call({ method: 'GET', url: expired })).body.code).toBe(10403);
  });

  it('serves other files as attachments', async () => {
    const [file] = (await upload([{ field: 'files[]', filename: '合同.pdf', type: 'application/pdf', bytes: PDF }])).body.data;
    const got = await t.call({ method: 'GET', url: file.url });
    expect(got.raw.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
  });

  it('refuses bytes that do not match the declared type', async () => {
    const res = await upload([{ field: 'files[]', filename: 'x.png', type: 'image/png', bytes: PDF }]);
    expect(res.body).toMatchObject({ code: 10422, message: 'files[]: x.png: 文件内容与类型不符或类型不支持' });
    const svg = await upload([{ field: 'files[]', filename: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') }]);
    expect(svg.body.code).toBe(10422);
  });

  it('accepts only images for editor (type 5) and erpImage uploads', async () => {
    expect((await upload([{ field: 'files[]', filename: 'a.pdf', type: 'application/pdf', bytes: PDF }], { type: '5' })).body.message).toBe(
      'files[]: a.pdf: 只能上传图片',
    );
    expect((await upload([{ field: 'file', filename: 'a.pdf', type: 'application/pdf', bytes: PDF }], {}, '/upload-service/upload/erpImage')).body.code).toBe(
      10422,
    );
    expect((await upload([{ field: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }], {}, '/upload-service/upload/erpImage')).body.code).toBe(10000);
  });

  it('needs a file, a session, and respects the size limit', async () => {
    expect((await upload([])).body).toMatchObject({ code: 10422, message: 'files[]: 请上传文件' });
    expect((await upload([{ field: 'files[]', filename: 'a.png', type: 'image/png', bytes: PNG }], { type: '1' }, undefined, null)).body.code).toBe(10401);
    const big = Buffer.concat([PNG, Buffer.alloc(21 * 1024 * 1024)]);
    expect((await upload([{ field: 'files[]', filename: 'big.png', type: 'image/png', bytes: big }])).body.code).toBe(10422);
  });
});

describe('thumbnails', () => {
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
  const sizeOf = async (bytes: Buffer) => {
    const m = await sharp(bytes).metadata();
    return `${m.format} ${m.width}x${m.height}`;
  };

  it('are written when a picture is uploaded and served with ?thumb=1, the original without', async () => {
    const [file] = (await upload([{ field: 'files[]', filename: '横幅.jpg', type: 'image/jpeg', bytes: await picture(900, 300) }], { type: '5' })).body.data;
    expect(await t.identity.files.storage.get(thumbnailKey(file.key))).not.toBeNull();
    const thumb = await t.call({ method: 'GET', url: `${file.url}&thumb=1` });
    expect(thumb.raw.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(thumb.raw.rawPayload)).toBe('webp 200x67');
    expect(await sizeOf((await t.call({ method: 'GET', url: file.url })).raw.rawPayload)).toBe('jpeg 900x300');
  });

  it('are made on the first request for a picture stored without one', async () => {
    const [file] = (await upload([{ field: 'files[]', filename: '竖.jpg', type: 'image/jpeg', bytes: await picture(300, 600) }], { type: '5' })).body.data;
    await t.identity.files.storage.delete(thumbnailKey(file.key));
    const thumb = await t.call({ method: 'GET', url: `${file.url}&thumb=1` });
    expect(await sizeOf(thumb.raw.rawPayload)).toBe('webp 100x200');
    expect(await t.identity.files.storage.get(thumbnailKey(file.key))).not.toBeNull();
  });

  it('are not made for other files, nor served without a valid signature', async () => {
    const [pdf] = (await upload([{ field: 'files[]', filename: '合同.pdf', type: 'application/pdf', bytes: PDF }])).body.data;
    const got = await t.call({ method: 'GET', url: `${pdf.url}&thumb=1` });
    expect(got.raw.headers['content-type']).toBe('application/pdf');
    const [png] = (await upload([{ field: 'files[]', filename: 'a.png', type: 'image/png', bytes: PNG }])).body.data;
    expect((await t.call({ method: 'GET', url: `${png.url.replace(/exp=\d+/, 'exp=1000')}&thumb=1` })).body.code).toBe(10403);
  });
});
