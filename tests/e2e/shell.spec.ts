import { ADMIN, BUYER } from './support/accounts.ts';
import { signIn, submitLogin, tabTitles } from './support/hub.ts';
import { expect, test } from './support/test.ts';

test('the system notice shows once, then not again', async ({ page }) => {
  await page.goto('/#/login');
  await submitLogin(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '知道了' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.waitForResponse((r) => r.url().includes('/api/help/latestNotice'));
  await page.reload();
  await notice;
  await expect(page.getByText('欢迎使用 Entrepot')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('two screens open in tabs; close others keeps the workbench and the active one', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/#/test');
  await expect(page.getByText('测试页')).toBeVisible();
  await page.locator('.side-menu-item', { hasText: '系统管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '系统公告' }).click();
  await expect(page).toHaveURL(/#\/system\/notice$/);
  await expect(tabTitles(page)).toHaveText(['工作台', '测试', '系统公告']);

  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabTitles(page)).toHaveText(['工作台', '系统公告']);

  await page.keyboard.press('Alt+W');
  await expect(tabTitles(page)).toHaveText(['工作台']);
  await expect(page).toHaveURL(/#\/workbench$/);
});

test('a non-admin gets /403 on a forbidden route', async ({ page }) => {
  await signIn(page, BUYER);
  await page.goto('/#/system/notice');
  await expect(page).toHaveURL(/#\/403$/);
  await expect(page.getByText('非常抱歉！您没有权限访问此页面！')).toBeVisible();
  await page.getByRole('button', { name: '回首页' }).click();
  await expect(page).toHaveURL(/#\/workbench$/);
});

test('the palette jumps to a screen by its name or pinyin initials', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.keyboard.press('ControlOrMeta+K');
  const input = page.getByPlaceholder(/搜索页面/);
  await expect(input).toBeFocused();
  await input.fill('系统公告');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/system\/notice$/);

  await page.keyboard.press('ControlOrMeta+K');
  await input.fill('gzt');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/workbench$/);
});

test('the theme switch recolours the page through CSS variables', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'green');
  await page.locator('.user-trigger').click();
  await page.getByText('主题').hover();
  await page.getByRole('menuitem', { name: '商务蓝' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'blue');
  const primary = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--arcoblue-6').trim());
  expect(primary).toBe('27,84,217');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'blue');
});

test('logging out in one page logs out a second page of the same browser', async ({ page, context }) => {
  await signIn(page, ADMIN);
  const second = await context.newPage();
  await second.goto('/#/test');
  await expect(second.getByText('测试页')).toBeVisible();

  await page.locator('.user-trigger').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(second).toHaveURL(/#\/login$/);
  await second.goto('/#/workbench');
  await expect(second).toHaveURL(/#\/login$/);
});
