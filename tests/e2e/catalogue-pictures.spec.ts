import { crc32, deflateSync } from 'node:zlib';
import { ADMIN } from './support/accounts.ts';
import { adminHeaders } from './support/api.ts';
import { signIn } from './support/hub.ts';
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from './support/test.ts';

// 图片管理 (issue 8): upload an image, rotate it in the viewer and make it the main picture. Two pictures
// generated here go to the first SKU of the demo SPU MG004; the second (landscape, 240×120) is turned to the
// right in the viewer, the rotation saved, and made the main picture from the viewer. Then, through the
// API: the SKU's main image is that picture's file, and the stored picture is 120×240.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

/** A plain RGB PNG of the given size (a gradient, so it is no single colour). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([(x * 255) / width, (y * 255) / height, 128], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width × height from a PNG's header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

async function adminApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return async (url: string) => {
    const answer = await (await request.get(url, { headers })).json();
    expect(answer.code, `${url}: ${answer.message}`).toBe(10000);
    return answer.data;
  };
}

async function openPictures(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '图片管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/picture$/);
  return page.frameLocator('iframe[data-module=catalogue]');
}

test('图片管理: upload an image, rotate it in the viewer and make it the main picture', async ({ page, request }) => {
  const stamp = Date.now();
  const [first, turned] = [`first-${stamp}.png`, `turned-${stamp}.png`];
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openPictures(page);

  const selects = area.locator('.catalogue-picture-page .arco-select');
  await selects.nth(0).click();
  await page.keyboard.type('MG004');
  await area.locator('.arco-select-option', { hasText: 'MG004' }).click();
  await selects.nth(1).click();
  const skuOption = area.locator('.arco-select-option', { hasText: 'SKU：MG004' }).first();
  const skuCode = ((await skuOption.textContent()) ?? '').replace('SKU：', '').trim();
  await skuOption.click();

  await area.locator('input[type=file]').setInputFiles([
    { name: first, mimeType: 'image/png', buffer: png(100, 100) },
    { name: turned, mimeType: 'image/png', buffer: png(240, 120) },
  ]);
  await expect(toast(page, '已上传2张图片').first()).toBeVisible();
  const card = area.locator('.arco-card', { hasText: turned });
  await expect(card).toBeVisible();
  await expect(card.getByText('主图', { exact: true })).toBeHidden();
  await expect(card.locator('img')).toHaveAttribute('src', /&thumb=1$/); // the grid shows the thumbnail

  await card.getByRole('button', { name: '查看大图' }).click();
  const viewer = area.getByRole('dialog', { name: '图片预览' });
  await expect(viewer.locator('img')).not.toHaveAttribute('src', /thumb=1/); // the viewer, the original
  await viewer.getByRole('button', { name: '向右旋转' }).click();
  await expect(viewer.locator('img')).toHaveAttribute('style', /rotate\(90deg\)/);
  await viewer.getByRole('button', { name: '保存旋转' }).click();
  await expect(toast(page, '旋转已保存').first()).toBeVisible();
  await expect(viewer.locator('img')).toHaveAttribute('style', /rotate\(0deg\)/);
  await expect(viewer.getByRole('button', { name: '保存旋转' })).toBeHidden();
  await viewer.getByRole('button', { name: '设为主图' }).click();
  await expect(toast(page, '主图设置成功').first()).toBeVisible();
  await expect(viewer.getByLabel('当前主图')).toBeVisible();
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(card.getByText('主图', { exact: true })).toBeVisible();

  const api = await adminApi(request);
  const sku = (await api(`/api-product/api/v1/product/skus?code=${encodeURIComponent(skuCode)}`)).list[0];
  const pictures = (await api(`/api-product/api/v1/product/image?sku_id=${sku.id}&per_page=100`)).list as {
    name: string;
    is_main: boolean;
    file: { id: string; url: string };
  }[];
  const main = pictures.find((p) => p.is_main)!;
  expect(main.name).toBe(turned);
  expect((await api(`/api-product/api/v1/product/skuinfo/${sku.id}`)).main_image.id).toBe(main.file.id);
  const stored = await request.get(main.file.url);
  expect(stored.headers()['content-type']).toBe('image/png');
  expect(pngSize(await stored.body())).toBe('120x240');
});
