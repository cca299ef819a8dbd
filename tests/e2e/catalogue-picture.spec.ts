import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 图片管理 against the real routes, file store and the demo SPU MG005: upload two pictures (the first
// becomes the main), tag one, make it the main, download both as a zip, then delete both behind a confirm.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openPictures(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '图片管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/picture$/);
  return page.frameLocator('iframe[data-module=catalogue]');
}

test('图片管理: upload, tag, set the main picture, download a zip, delete', async ({ page }) => {
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openPictures(page);
  await expect(area.getByText('请先选择SPU')).toBeVisible();

  await area.locator('.catalogue-picture-page .arco-select').first().click();
  await page.keyboard.type('MG005');
  await area.locator('.arco-select-option', { hasText: 'MG005' }).click();
  await expect(area.getByText('暂无图片')).toBeVisible();

  await area.locator('input[type=file]').setInputFiles([
    { name: '正面.png', mimeType: 'image/png', buffer: PNG },
    { name: '背面.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(toast(page, '已上传2张图片').first()).toBeVisible();
  const cards = area.locator('.arco-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByText('主图', { exact: true })).toBeVisible();

  const back = cards.nth(1);
  await back.locator('.arco-checkbox').click();
  await area.getByRole('button', { name: '设置标签' }).click();
  const tagsDialog = area.locator('.arco-modal');
  await tagsDialog.locator('input').first().fill('细节');
  await page.keyboard.press('Enter');
  await tagsDialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '标签已保存').first()).toBeVisible();
  await expect(back.getByText('细节')).toBeVisible();

  await back.getByRole('button', { name: '设为主图' }).click();
  await expect(toast(page, '主图设置成功').first()).toBeVisible();
  await expect(back.getByText('主图', { exact: true })).toBeVisible();
  await expect(cards.nth(0).getByText('主图', { exact: true })).toBeHidden();

  await area.locator('.arco-checkbox', { hasText: '全选' }).click();
  await expect(area.getByText('全选（已选2张）')).toBeVisible();
  const download = page.waitForEvent('download');
  await area.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  await area.locator('.catalogue-picture-page > .arco-space').getByRole('button', { name: '删除', exact: true }).click(); // both still chosen
  await area.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功').first()).toBeVisible();
  await expect(area.getByText('暂无图片')).toBeVisible();
});
