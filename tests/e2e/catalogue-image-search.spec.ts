import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from './support/test.ts';

// 以图搜图: a picture drawn here joins the library under a SKU of the demo SPU MG003 (through the API, as
// 图片管理 would add it); the same scene drawn at another size is dropped on the screen's chooser and the
// SKU comes first in the results; its code opens the SKU. A scene the library does not hold finds nothing.

const PRODUCT = '/api-product/api/v1/product';

/** A PNG of a scene drawn on a canvas in the page (soft shapes: a picture, not noise), `width` × `height`. */
async function drawScene(page: Page, scene: 'blobs' | 'bands', width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ scene, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      for (let row = 0; row < height; row++) {
        for (let col = 0; col < width; col++) {
          const [x, y] = [col / width, row / height];
          const v =
            scene === 'blobs' ? 128 + 90 * Math.sin(x * Math.PI * 3) * Math.cos(y * Math.PI * 2) + 30 * x : 128 + 110 * Math.sin((x + 2 * y) * Math.PI * 1.5);
          image.data.set([v, v * 0.8, 255 - v / 2, 255], (row * width + col) * 4);
        }
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { scene, width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** The admin's API calls (a session of its own). */
async function adminCalls(request: APIRequestContext) {
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  const data = async (answer: Promise<{ json(): Promise<{ code: number; message: string; data: unknown }> }>) => {
    const body = await (await answer).json();
    expect(body.code, body.message).toBe(10000);
    return body.data as never;
  };
  return {
    get: (url: string) => data(request.get(url, { headers })),
    post: (url: string, body: object) => data(request.post(url, { headers, data: body })),
    upload: (name: string, buffer: Buffer) =>
      data(request.post('/upload-service/happo/file/upload', { headers, multipart: { type: '5', 'files[]': { name, mimeType: 'image/png', buffer } } })),
  };
}

async function openImageSearch(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '以图搜图', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/search-img$/);
  return page.frameLocator('iframe[data-module=catalogue]');
}

test('以图搜图: a resized copy of a library picture finds its SKU, which opens', async ({ page, request }) => {
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());

  const api = await adminCalls(request);
  const spu = ((await api.get(`${PRODUCT}/spus?code=MG003`)) as { list: { id: string }[] }).list[0]!;
  const sku = ((await api.get(`${PRODUCT}/skus?spu_id=${spu.id}&per_page=1`)) as { list: { id: string; code: string; spu_id: string }[] }).list[0]!;
  const [stored] = (await api.upload('马克杯实拍.png', await drawScene(page, 'blobs', 320, 240))) as { id: string }[];
  await api.post(`${PRODUCT}/image/add`, { spu_id: sku.spu_id, sku_id: sku.id, files: [stored!.id] });

  const area = await openImageSearch(page);
  await expect(area.getByText('上传一张图片开始搜索')).toBeVisible();
  await area.getByLabel('选择图片').setInputFiles({ name: '供应商图片.png', mimeType: 'image/png', buffer: await drawScene(page, 'blobs', 160, 120) });
  const card = area.locator('.image-search-match').first();
  await expect(card).toContainText(`SKU：${sku.code}`);
  await expect(card).toContainText('MG003');
  await expect(card.getByText(/相似度 (9\d|100)(\.\d)?%/)).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /&thumb=1$/);

  await card.getByRole('button', { name: '查看大图' }).click();
  const viewer = area.getByRole('dialog', { name: '图片预览' });
  await expect(viewer.locator('img')).not.toHaveAttribute('src', /thumb=1/);
  await viewer.getByRole('button', { name: '关闭' }).click();

  await area.getByLabel('选择图片').setInputFiles({ name: '竞品图片.png', mimeType: 'image/png', buffer: await drawScene(page, 'bands', 200, 150) });
  await expect(area.getByText('没有找到相似的图片')).toBeVisible();
  await area.getByLabel('选择图片').setInputFiles({ name: '供应商图片2.png', mimeType: 'image/png', buffer: await drawScene(page, 'blobs', 200, 150) });
  await area.locator('.image-search-match').first().getByText(sku.code, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/commodity/information/sku/detail\\?id=${sku.id}$`));
});
