import { type APIRequestContext, type Browser, expect, type FrameLocator, type Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, account: { login: string; password: string }): Promise<void> {
  await page.getByPlaceholder('账号').fill(account.login);
  await page.getByPlaceholder('密码').fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Signs in and lands on the workbench; closes the 系统公告 dialog when it shows (it does once per browser). */
export async function signIn(page: Page, account: { login: string; password: string }): Promise<void> {
  await page.goto('/#/login');
  const notice = page.waitForResponse((r) => r.url().includes('/api/help/latestNotice'));
  await submitLogin(page, account);
  await expect(page).toHaveURL(/#\/workbench$/);
  await notice;
  // The dialog renders a moment after the notice arrives: wait for it a little rather than glance once
  // (a glance could miss it, and it would then cover the menu the test clicks next).
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  const shown = await dialog.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect(dialog).toBeHidden();
  }
}

export function tabTitles(page: Page) {
  return page.locator('.tab-bar .arco-tabs-header-title-text');
}

/** The code in the last SMS to `mobile`, read from the outbox as an administrator would (README: Forgot password). */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  const outbox = await (await request.get('/api-auth/api/v1/sms/outbox', { headers })).json();
  const sms = (outbox.data.list as { mobile: string; text: string }[]).find((m) => m.mobile === mobile);
  const code = sms?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile} in the outbox`);
  return code;
}

/**
 * A person of their own (a fresh browser context) signed in; the workbench's 系统公告 dialog, which may open just
 * after signIn looked for it, is closed whenever it is in the way.
 */
export async function signInAs(browser: Browser, account: { login: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  return page;
}

/** Opens a screen from the side menu (group, then entry) and answers its area's frame. */
export async function openScreen(page: Page, group: string, name: string, path: string, area: string): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: group }).click();
  await page.locator('.menu-drawer').getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  return page.frameLocator(`iframe[data-module=${area}]`);
}
