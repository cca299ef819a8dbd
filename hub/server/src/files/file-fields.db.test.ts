// An entity's picture fields over the real file store: upload, attach by id, read a signed URL that serves.
import { defineEntity, image, images, text } from '@entrepot/entity';
import { Entities, EntityService, entityRoutes, tableOf } from '@entrepot/server-kit/entity';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleManifest } from '../module.ts';
import { ADMIN_PASSWORD, createTestApp, multipart, type Session, type TestApp } from '../testing/test-app.ts';
import { fileDirectory } from './file-directory.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const picture = defineEntity({
  name: 'probe.picture',
  table: 'probe.pictures',
  label: '图片测试',
  titleField: 'name',
  fields: { name: text({ label: '名称', max: 20, required: true }), cover: image({ label: '主图' }), gallery: images({ label: '图集', max: 3 }) },
});

const manifest = (): ModuleManifest => ({
  name: 'probe',
  services: {
    '/api-probe': (app, { database }) => {
      const routes = entityRoutes(new EntityService(picture, tableOf(picture), new Entities()), database);
      // Any signed-in user (no permission code): the test is about files, not permissions.
      app.post('/pictures', { handler: routes.create.handler });
      app.get('/pictures/:id', { handler: routes.detail.handler });
    },
  },
});

let t: TestApp;
let admin: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp([manifest()]);
  await t.db.database.db.execute(
    sql.raw(`create schema probe; create table probe.pictures (id uuid primary key, name text not null, cover uuid, gallery uuid[] not null default '{}',
      version integer not null default 1, created_at timestamptz not null default now(), updated_at timestamptz not null default now(), created_by uuid, updated_by uuid)`),
  );
  admin = await t.login('admin', ADMIN_PASSWORD);
  buyer = await t.login('buyer01', 'Demo@2026!x');
});
afterAll(async () => t?.close());

async function upload(as: Session, filename: string, type: string, bytes: Buffer) {
  const { payload, headers } = multipart({ type: '1' }, [{ field: 'files[]', filename, type, bytes }]);
  const res = await t.call({ method: 'POST', url: '/upload-service/happo/file/upload', payload, headers, as });
  return res.body.data[0] as { id: string; key: string; url: string; name: string };
}

describe('picture fields over the file store', () => {
  it('answers an upload with its id, and an entity holding it with a signed URL that serves the bytes', async () => {
    const stored = await upload(admin, '主图.png', 'image/png', PNG);
    expect(stored.id).toBe(stored.key.split('/').pop()!.split('.')[0]);
    const created = await t.call({ method: 'POST', url: '/api-probe/pictures', payload: { name: '甲', cover: stored.id, gallery: [stored.id] }, as: admin });
    expect(created.body.code).toBe(10000);
    const read = await t.call({ method: 'GET', url: `/api-probe/pictures/${created.body.data.id}`, as: admin });
    expect(read.body.data.cover).toMatchObject({ id: stored.id, name: '主图.png', content_type: 'image/png' });
    const served = await t.call({ method: 'GET', url: read.body.data.gallery[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.raw.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses someone else's upload and a PDF as a picture", async () => {
    const theirs = await upload(admin, 'a.png', 'image/png', PNG);
    const stolen = await t.call({ method: 'POST', url: '/api-probe/pictures', payload: { name: '乙', cover: theirs.id }, as: buyer });
    expect(stolen.body).toMatchObject({ code: 10422, message: 'cover: 主图的文件不存在，请重新上传' });
    const pdf = await upload(admin, 'a.pdf', 'application/pdf', PDF);
    const wrong = await t.call({ method: 'POST', url: '/api-probe/pictures', payload: { name: '丙', cover: pdf.id }, as: admin });
    expect(wrong.body).toMatchObject({ code: 10422, message: 'cover: 主图只能上传图片' });
  });

  it('re-signs a URL this server signed, expired or not, and nothing else', () => {
    const directory = t.identity.files;
    const key = '2026/11/0190a000-0000-7000-8000-000000000001.png';
    const old = new URL(directory.signer.url(key, 0), 'http://x');
    const files = fileDirectory(directory);
    expect(files.resign(key, old.searchParams.get('exp')!, old.searchParams.get('sig')!)).toMatch(/^\/files\/2026\/11\/.+\?exp=\d+&sig=/);
    expect(files.resign(key, old.searchParams.get('exp')!, 'forged')).toBeNull();
  });
});
