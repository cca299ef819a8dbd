// The image-url tool at the spec paths (imagenewurl/create, list/{id}, sort, delete, delfinish, clear/{id},
// export/{id}) and our fetch, against picture addresses served by a local server (the machine has no
// internet): fetched entries become 已完成 with their picture in the library, others 抓取失败 with the reason.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, createTestApp, type Session, type TestApp } from '@entrepot/hub-server/testing';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { catalogueCalls, colours } from './test-kit.ts';

let t: TestApp;
let admin: Session;
let spuId: string;
let otherSpuId: string;
let skuId: string;
let server: Server;
let base: string;
const { product, leafCategory, restrictedUser } = catalogueCalls(() => t);
type Entry = { id: string; url: string; sort: number; state: string; message: string | null; picture_id: string | null; sku_id: string | null };

const list = async (spu: string, body: object = {}, as = admin): Promise<Entry[]> =>
  (await product('POST', `/imagenewurl/list/${spu}`, as, { per_page: 100, ...body })).data.list;

beforeAll(async () => {
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#e33' } })
    .png()
    .toBuffer();
  const jpg = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#33e' } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/pics/front.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/pics/side') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(jpg);
    else if (req.url === '/moved') res.writeHead(302, { location: '/pics/front.png' }).end();
    else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await createTestApp([manifest]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const category_id = await leafCategory(admin);
  const options = colours.slice(0, 1).map((o, position) => ({ ...o, position }));
  spuId = (await product('POST', '/spus', admin, { code: 'URL001', name: '图片链接测试', category_id, options })).data.id;
  otherSpuId = (await product('POST', '/spus', admin, { code: 'URL002', name: '另一款', category_id, options })).data.id;
  skuId = (await product('GET', `/skus?spu_id=${spuId}`, admin)).data.list[0].id;
});
afterAll(async () => {
  delete process.env.IMAGE_URL_ALLOW_PRIVATE;
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('image-url tool', () => {
  it('adds addresses after the list, in order, repeats dropped; refuses what is no http(s) address', async () => {
    const urls = [`${base}/pics/front.png`, `${base}/pics/side`, `${base}/missing.png`, `${base}/page.html`, `${base}/pics/front.png`];
    const created = await product('POST', '/imagenewurl/create', admin, { spu_id: spuId, urls });
    expect(created.code).toBe(10000);
    expect(created.data.map((e: Entry) => [e.sort, e.state])).toEqual([1, 2, 3, 4].map((n) => [n, 'pending']));
    const onSku = await product('POST', '/imagenewurl/create', admin, { spu_id: spuId, sku_id: skuId, urls: [`${base}/moved`] });
    expect(onSku.data[0]).toMatchObject({ sort: 5, sku_id: skuId });
    expect((await list(spuId)).map((e) => e.url.replace(base, ''))).toEqual(['/pics/front.png', '/pics/side', '/missing.png', '/page.html', '/moved']);
    expect((await list(spuId, { sku_id: skuId })).map((e) => e.url)).toEqual([`${base}/moved`]);

    const bad = await product('POST', '/imagenewurl/create', admin, { spu_id: spuId, urls: [`${base}/a.png`, 'file:///etc/passwd'] });
    expect(bad).toMatchObject({ code: 10422, message: 'urls: 第2个链接：图片链接只能是http或https地址' });
    expect((await product('POST', '/imagenewurl/create', admin, { spu_id: spuId, urls: [] })).message).toBe('urls: 请填写图片链接');
    const foreign = await product('POST', '/imagenewurl/create', admin, { spu_id: otherSpuId, sku_id: skuId, urls: [`${base}/a.png`] });
    expect(foreign.message).toBe('sku_id: SKU不属于该SPU');
    expect(await list(spuId)).toHaveLength(5);
  });

  it('reorders entries among their own places', async () => {
    const [a, b, c] = await list(spuId);
    expect((await product('POST', '/imagenewurl/sort', admin, { ids: [c!.id, a!.id, b!.id] })).code).toBe(10000);
    expect((await list(spuId)).slice(0, 3).map((e) => e.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await product('POST', '/imagenewurl/sort', admin, { ids: [a!.id, b!.id, c!.id] })).code).toBe(10000);
    expect((await list(spuId)).slice(0, 3).map((e) => e.id)).toEqual([a!.id, b!.id, c!.id]);
    const other = await product('POST', '/imagenewurl/create', admin, { spu_id: otherSpuId, urls: [`${base}/x.png`] });
    expect((await product('POST', '/imagenewurl/sort', admin, { ids: [a!.id, other.data[0].id] })).message).toBe('只能排序同一SPU的图片链接');
  });

  it('refuses to fetch addresses inside the network unless the server allows it', async () => {
    const [front] = await list(spuId);
    delete process.env.IMAGE_URL_ALLOW_PRIVATE;
    expect((await product('POST', '/imagenewurl/fetch', admin, { ids: [front!.id] })).data).toEqual({ done: 0, failed: 1, skipped: 0 });
    expect((await list(spuId))[0]).toMatchObject({ state: 'failed', message: '不能抓取内网地址' });
  });

  it('fetches the pictures into the library: 已完成 with the picture, or 抓取失败 with the reason', async () => {
    process.env.IMAGE_URL_ALLOW_PRIVATE = '1';
    const ids = (await list(spuId)).map((e) => e.id);
    const fetched = await product('POST', '/imagenewurl/fetch', admin, { ids });
    expect(fetched.data).toEqual({ done: 3, failed: 2, skipped: 0 });
    const entries = await list(spuId);
    expect(entries.map((e) => [e.url.replace(base, ''), e.state, e.message])).toEqual([
      ['/pics/front.png', 'done', null],
      ['/pics/side', 'done', null],
      ['/missing.png', 'failed', '链接返回404'],
      ['/page.html', 'failed', '链接内容不是支持的图片（jpg、png、webp、gif）'],
      ['/moved', 'done', null],
    ]);
    type Picture = { id: string; name: string; sku_id: string | null; file: { id: string } };
    const pictures: Picture[] = (await product('GET', `/image?spu_id=${spuId}&per_page=100`, admin)).data.list;
    const byName = new Map(pictures.map((p) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual(['front.png', 'moved.png', 'side.jpg']); // named after the address given
    expect(byName.get('moved.png')!.sku_id).toBe(skuId);
    expect(entries[0]!.picture_id).toBe(byName.get('front.png')!.id);
    expect((await product('GET', `/skuinfo/${skuId}`, admin)).data.main_image.id).toBe(byName.get('moved.png')!.file.id);
    // A finished entry is not fetched again.
    expect((await product('POST', '/imagenewurl/fetch', admin, { ids: [entries[0]!.id] })).data).toEqual({ done: 0, failed: 0, skipped: 1 });
  });

  it('exports the list as an xlsx', async () => {
    const res = await t.call({ method: 'POST', url: `/api-product/api/v1/product/imagenewurl/export/${spuId}`, as: admin, payload: {} });
    expect(res.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const path = join(mkdtempSync(join(tmpdir(), 'entrepot-url-export-')), 'list.xlsx');
    writeFileSync(path, res.raw.rawPayload);
    const rows: Record<string, string>[] = [];
    for await (const r of readXlsx(path)) rows.push(r.values);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ 序号: '1', SPU: 'URL001', SKU: '', 图片链接: `${base}/pics/front.png`, 状态: '已完成', 图片: 'front.png', 说明: '' });
    expect(rows[2]).toMatchObject({ 序号: '3', 图片链接: `${base}/missing.png`, 状态: '抓取失败', 说明: '链接返回404' });
    expect(rows[4]).toMatchObject({ SKU: 'URL001-BLK', 状态: '已完成' });
  });

  it('deletes chosen entries, the finished ones, or the whole list', async () => {
    const entries = await list(spuId);
    expect((await product('POST', '/imagenewurl/delete', admin, { ids: [entries[2]!.id, '019a0000-0000-7000-8000-000000000000'] })).code).toBe(10404);
    expect((await product('POST', '/imagenewurl/delete', admin, { ids: [entries[2]!.id] })).data).toEqual({ deleted: 1 });
    expect((await product('POST', '/imagenewurl/delfinish', admin, { spu_id: spuId })).data).toEqual({ deleted: 3 });
    expect((await list(spuId)).map((e) => e.url.replace(base, ''))).toEqual(['/page.html']);
    expect((await product('GET', `/image?spu_id=${spuId}`, admin)).data.total).toBe(3); // the pictures stay
    expect((await product('POST', `/imagenewurl/clear/${spuId}`, admin, {})).data).toEqual({ deleted: 1 });
    expect(await list(spuId)).toEqual([]);
  });

  it('answers 10403 without the codes and follows the SPU data rules', async () => {
    const [entry] = (await product('POST', '/imagenewurl/create', admin, { spu_id: spuId, urls: [`${base}/pics/front.png`] })).data as Entry[];
    const reader = await restrictedUser(admin, 'urlreader', '13700000291', ['catalogue.imageUrl.read']);
    expect(await list(spuId, {}, reader)).toHaveLength(1);
    for (const [path, body] of [
      ['/imagenewurl/create', { spu_id: spuId, urls: [`${base}/a.png`] }],
      ['/imagenewurl/sort', { ids: [entry!.id] }],
      ['/imagenewurl/delete', { ids: [entry!.id] }],
      ['/imagenewurl/delfinish', { spu_id: spuId }],
      [`/imagenewurl/clear/${spuId}`, {}],
      [`/imagenewurl/export/${spuId}`, {}],
      ['/imagenewurl/fetch', { ids: [entry!.id] }],
    ] as const) {
      expect((await product('POST', path, reader, body)).code, path).toBe(10403);
    }
    const codes = ['read', 'create', 'update', 'delete', 'export'].map((a) => `catalogue.imageUrl.${a}`);
    const outsider = await restrictedUser(admin, 'urlowner', '13700000292', [...codes, 'catalogue.picture.upload'], { owner: true });
    expect(await list(spuId, {}, outsider)).toEqual([]);
    expect((await product('POST', '/imagenewurl/create', outsider, { spu_id: spuId, urls: [`${base}/a.png`] })).code).toBe(10404);
    expect((await product('POST', '/imagenewurl/delete', outsider, { ids: [entry!.id] })).code).toBe(10404);
    expect((await product('POST', '/imagenewurl/fetch', outsider, { ids: [entry!.id] })).code).toBe(10404);
    expect((await product('POST', `/imagenewurl/clear/${spuId}`, outsider, {})).code).toBe(10404);
    expect((await product('POST', `/imagenewurl/export/${spuId}`, outsider, {})).code).toBe(10404);
    expect(await list(spuId)).toHaveLength(1);
  });
});
