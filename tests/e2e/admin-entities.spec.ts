import { ADMIN, BUYER } from './support/accounts.ts';
import { signIn, tabTitles } from './support/hub.ts';
import { type Browser, expect, type FrameLocator, type Page, test } from './support/test.ts';

// The admin area's derived pages against identity's real routes: a role granting 系统公告 reaches buyer01
// through 员工管理 and is taken back; a staff export runs as a file task with a download.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);
const NOTICE_READ = 'admin.notice.read';

async function openScreen(page: Page, name: string, path: string): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '系统管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  return page.frameLocator('iframe[data-module=admin]');
}

/** Ticks or unticks the 系统公告-查看 code in the open form's permission tree. */
async function toggleNoticeRead(area: FrameLocator): Promise<void> {
  const drawer = area.locator('.arco-drawer');
  await drawer.getByPlaceholder('搜索权限名称或编码').fill(NOTICE_READ);
  const node = drawer.locator('.arco-tree-node', { hasText: `（${NOTICE_READ}）` });
  await node.locator('.arco-checkbox').click();
}

async function saveDrawer(page: Page, area: FrameLocator): Promise<void> {
  await area.locator('.arco-drawer').getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(area.locator('.arco-drawer')).toBeHidden();
}

/** The workbench's 系统公告 dialog may open just after signIn looked for it: closed whenever it is in the way. */
async function dismissNotice(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
}

async function signInAs(page: Page, account: { login: string; password: string }): Promise<void> {
  await signIn(page, account);
  await dismissNotice(page);
}

async function signInFresh(browser: Browser, account: { login: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

test('a role granting 系统公告 reaches buyer01 through 员工管理 and is taken back', async ({ page, browser }) => {
  const roleName = `e2e公告角色${Date.now() % 100000}`;
  await signInAs(page, ADMIN);

  // 角色管理: a new role with the 系统公告 screen's read code.
  let area = await openScreen(page, '角色管理', '/user/role');
  await area.getByRole('button', { name: '新增' }).click();
  await expect(area.getByText('新增角色')).toBeVisible();
  await area.locator('.arco-drawer').getByPlaceholder('请输入角色名称').fill(roleName);
  await toggleNoticeRead(area);
  await expect(area.locator('.arco-drawer').getByText('已选 1 项权限')).toBeVisible();
  await saveDrawer(page, area);
  const roleRow = area.locator('.arco-table-tr', { hasText: roleName });
  await expect(roleRow).toContainText('1');

  // 员工管理: buyer01 gets the role beside the one they hold.
  area = await openScreen(page, '员工管理', '/user/user');
  await area.getByLabel('登录名').fill(BUYER.login);
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 1 条')).toBeVisible();
  await area.locator('.arco-table-tr', { hasText: BUYER.login }).getByRole('button', { name: '编辑' }).click();
  await expect(area.getByText('编辑员工')).toBeVisible();
  const roles = area.locator('.arco-drawer .arco-form-item', { hasText: '角色' }).locator('.arco-select');
  await roles.click();
  await roles.locator('input').fill(roleName);
  await area.locator('.arco-select-popup .arco-select-option', { hasText: roleName }).click();
  await area.getByText('编辑员工').click(); // closes the options
  await saveDrawer(page, area);
  await expect(area.locator('.arco-table-tr', { hasText: BUYER.login })).toContainText(roleName);

  // buyer01 now sees and opens 系统公告.
  const buyer = await signInFresh(browser, BUYER);
  const buyerArea = await openScreen(buyer, '系统公告', '/system/notice');
  await expect(buyerArea.getByRole('button', { name: '查询' })).toBeVisible();

  // The role loses the code; buyer01's next load of the page is refused.
  area = await openScreen(page, '角色管理', '/user/role');
  await area.locator('.arco-table-tr', { hasText: roleName }).getByRole('button', { name: '编辑' }).click();
  await expect(area.getByText('编辑角色')).toBeVisible();
  await expect(area.locator('.arco-drawer').getByText('已选 1 项权限')).toBeVisible();
  await toggleNoticeRead(area);
  await expect(area.locator('.arco-drawer').getByText('已选 0 项权限')).toBeVisible();
  await saveDrawer(page, area);

  await buyer.reload();
  await buyer.goto('/#/system/notice');
  await expect(buyer).toHaveURL(/#\/403$/);
  await buyer.context().close();
});

test('an administrator exports staff and downloads the file from 文件任务, which shows new tasks live', async ({ page }) => {
  await signInAs(page, ADMIN);
  // 文件任务 stays open in its tab while an export starts in another area: the task is there without 刷新.
  let area = await openScreen(page, '文件任务', '/system/file-tasks');
  await expect(area.getByRole('button', { name: '刷新' })).toBeVisible();
  await page.goto('/#/commodity/information/spu');
  await page.frameLocator('iframe[data-module=catalogue]').getByRole('button', { name: '导出' }).click();
  await expect(toast(page, '导出任务已创建，请在文件任务中下载').first()).toBeVisible();
  await tabTitles(page).filter({ hasText: '文件任务' }).click();
  await expect(area.locator('.arco-table-tr', { hasText: '导出SPU' })).toHaveCount(1);

  area = await openScreen(page, '员工管理', '/user/user');
  await expect(area.locator('.arco-table-tr', { hasText: BUYER.login })).toBeVisible();
  await area.getByRole('button', { name: '导出' }).click();
  await expect(toast(page, '导出任务已创建，请在文件任务中下载').last()).toBeVisible(); // the SPU export's may still show

  area = await openScreen(page, '文件任务', '/system/file-tasks');
  const task = area.locator('.arco-table-tr', { hasText: '导出员工' }).first();
  await expect(task).toBeVisible();
  // The page polls every 2 s while the task waits or runs.
  await expect(task.getByText('已完成')).toBeVisible({ timeout: 30_000 });
  const download = task.getByRole('link', { name: '下载' });
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute('href', /\/files\/.+sig=/);
});
