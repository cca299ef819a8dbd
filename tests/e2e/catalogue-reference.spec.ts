import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// The catalogue's derived 材质管理 screen against the real routes and the demo materials: filter by name,
// add a material (the form checks first), switch it off, then delete it behind its confirm.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openMaterials(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '材质管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/material$/);
  return page.frameLocator('iframe[data-module=catalogue]');
}

test('材质管理: filter, add a material, disable it, delete it', async ({ page }) => {
  const name = `羊毛${Date.now() % 100000}`; // a retry must not meet the first try's material
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openMaterials(page);
  await expect(area.locator('.arco-table-tr', { hasText: 'Polyester' })).toBeVisible();

  await area.locator('.entity-filter-bar').getByRole('textbox', { name: '材质名称', exact: true }).fill('不锈钢');
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 1 条')).toBeVisible();
  await area.getByRole('button', { name: '重置' }).click();

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增材质')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入材质名称')).toBeVisible(); // the form checks before sending
  await drawer.getByPlaceholder('请输入材质名称').fill(name);
  await drawer.getByPlaceholder('请输入英文名称').fill('Wool');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await area.getByRole('button', { name: '查询' }).click();
  const row = area.locator('.arco-table-tr', { hasText: name });
  await expect(row).toContainText('启用');

  await row.getByRole('button', { name: '停用' }).click();
  await area.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(row.getByRole('button', { name: '启用' })).toBeVisible(); // now disabled: it may be switched on again

  await row.getByRole('button', { name: '删除' }).click();
  await area.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功').first()).toBeVisible();
  await expect(row).toBeHidden();
});
