import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Locator, type Page, test } from './support/test.ts';

// The logistics area's derived channel screen against the real routes and the demo carriers: filter by
// company, add a channel serving two countries, then delete it behind its confirm.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openChannels(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '物流管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '物流渠道', exact: true }).click();
  await expect(page).toHaveURL(/#\/logistics\/channel$/);
  return page.frameLocator('iframe[data-module=logistics]');
}

/** Opens an Arco select and picks the option with this text, typing it first when the select searches. */
async function choose(page: Page, area: FrameLocator, select: Locator, option: string, search = true): Promise<void> {
  await select.click();
  if (search) await page.keyboard.type(option);
  await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

test('物流渠道: filter by company, add a channel, delete it', async ({ page }) => {
  const code = `YT-JP-${Date.now() % 100000}`; // a retry must not meet the first try's channel
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openChannels(page);
  await expect(area.locator('.arco-table-tr', { hasText: 'DHL国际快递' })).toBeVisible();

  await choose(page, area, area.locator('.entity-filter-bar').getByRole('combobox', { name: '物流公司', exact: true }), '云途物流');
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 3 条')).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: 'YT-EU-RAIL' })).toContainText('德国');

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增物流渠道')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入渠道编码')).toBeVisible(); // the form checks before sending
  await drawer.getByPlaceholder('请输入渠道编码').fill(code);
  await drawer.getByPlaceholder('请输入渠道名称').fill(`云途日本专线${code}`);
  const item = (label: string) => drawer.locator('.arco-form-item', { hasText: label }).locator('.arco-select');
  await choose(page, area, item('物流公司'), '云途物流');
  await choose(page, area, item('运输方式'), '空运', false);
  await choose(page, area, item('服务国家'), '日本');
  await choose(page, area, item('服务国家'), '韩国');
  await drawer.getByText('新增物流渠道').click(); // closes the options
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await area.getByRole('button', { name: '查询' }).click();
  const row = area.locator('.arco-table-tr', { hasText: code });
  await expect(row).toContainText('日本');
  await expect(row).toContainText('韩国');

  await row.getByRole('button', { name: '删除' }).click();
  await area.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功').first()).toBeVisible();
  await expect(row).toBeHidden();
  await expect(area.locator('.arco-table-tr', { hasText: 'YT-GLOBAL' })).toBeVisible();
});
