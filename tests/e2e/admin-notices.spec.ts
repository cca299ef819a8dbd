import { ADMIN, BUYER, OPS } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 系统管理 → 系统公告: the admin area's real build in its iframe, against identity's notice routes. The notice
// made here takes effect in 2030, so the workbench's 系统公告 dialog of other tests never shows it.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);
const titleFilter = (area: FrameLocator) => area.locator('.notice-toolbar').getByPlaceholder('请输入标题');

async function openNotices(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '系统管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '系统公告' }).click();
  await expect(page).toHaveURL(/#\/system\/notice$/);
  const area = page.frameLocator('iframe[data-module=admin]');
  await expect(area.getByRole('button', { name: '查询' })).toBeVisible();
  return area;
}

async function pickActivationTime(area: FrameLocator, wallTime: string): Promise<void> {
  const drawer = area.locator('.notice-editor');
  await drawer.getByPlaceholder('请选择生效时间').click();
  await drawer.getByPlaceholder('请选择生效时间').fill(wallTime);
  await area.locator('.arco-picker-container').getByRole('button', { name: '确定' }).click();
}

test('an administrator creates, finds, edits and deletes a notice', async ({ page }) => {
  const title = `e2e 公告 ${Date.now()}`;
  await signIn(page, ADMIN);
  const area = await openNotices(page);
  await expect(area.getByText('Entrepot 1.0 上线')).toBeVisible();

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.notice-editor');
  await expect(drawer.getByText('新增公告')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入标题')).toBeVisible();
  await expect(drawer.getByText('请选择生效时间')).toBeVisible();
  await expect(drawer.getByText('请输入内容')).toBeVisible();

  await drawer.getByPlaceholder('请输入标题').fill(title);
  await pickActivationTime(area, '2030-01-01 08:00');
  // The rich-text editor: bold on, then type (the spaces must survive the controlled form).
  await drawer.locator('.ql-editor').click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('e2e 内容');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = area.locator('.arco-table-tr', { hasText: title });
  await expect(row).toContainText('2030-01-01 08:00');

  // 查询 narrows the list to the new notice; the row expands to its content.
  await titleFilter(area).fill(title);
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 1 条')).toBeVisible();
  await row.getByRole('button', { name: '查看内容' }).click();
  await expect(area.locator('.notice-preview strong')).toHaveText('e2e 内容');

  await row.getByRole('button', { name: '编辑' }).click();
  await expect(drawer.getByText('编辑公告')).toBeVisible();
  await expect(drawer.getByPlaceholder('请输入标题')).toHaveValue(title);
  await expect(drawer.getByPlaceholder('请选择生效时间')).toHaveValue('2030-01-01 08:00');
  await expect(drawer.locator('.ql-editor strong')).toHaveText('e2e 内容');
  await drawer.getByPlaceholder('请输入标题').fill(`${title} 改`);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: `${title} 改` })).toBeVisible();

  await area
    .locator('.arco-table-tr', { hasText: `${title} 改` })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(area.getByText('确定删除该公告吗？')).toBeVisible();
  await area.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: title })).toHaveCount(0);

  // 重置 empties the filter and lists every notice again.
  await area.getByRole('button', { name: '重置' }).click();
  await expect(titleFilter(area)).toHaveValue('');
  await expect(area.getByText('Entrepot 1.0 上线')).toBeVisible();
});

test('ops01 may add and edit notices but sees no 删除', async ({ page }) => {
  await signIn(page, OPS);
  const area = await openNotices(page);
  const row = area.locator('.arco-table-tr', { hasText: 'Entrepot 1.0 上线' });
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(area.getByRole('button', { name: '新增' })).toBeVisible();
  await expect(area.getByRole('button', { name: '删除' })).toHaveCount(0);
});

test('buyer01 has no admin permission: #/system/notice answers /403', async ({ page }) => {
  await signIn(page, BUYER);
  await page.goto('/#/system/notice');
  await expect(page).toHaveURL(/#\/403$/);
  await expect(page.locator('iframe[data-module=admin]')).toHaveCount(0);
});
