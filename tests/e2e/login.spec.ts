// The login page's own checks (footer, strength check, change-password form checks) are in hub/web/src/login/login.page.test.tsx.

import { ADMIN, NEWBIE } from './support/accounts.ts';
import { lastSmsCode, submitLogin } from './support/hub.ts';
import { expect, test } from './support/test.ts';

test('the root and any shell page send a visitor to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

test('login: required fields, a bad password, then the right one', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await submitLogin(page, { login: ADMIN.login, password: 'Wrong@2026!x' });
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);

  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(/#\/workbench$/);
  await expect(page.getByText('欢迎使用 Entrepot')).toBeVisible();
  await expect(page.getByTestId('watermark')).toHaveAttribute('data-text', /.+/);
});

test('a user who must change the password is switched to that form (10005) and can change it by SMS', async ({ page, request }) => {
  await page.goto('/#/login');
  await submitLogin(page, NEWBIE);
  await expect(page.getByText('首次登录或密码已过期，请修改密码')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await expect(page.getByPlaceholder('用户名')).toHaveValue(NEWBIE.login);

  await page.getByPlaceholder('手机号').fill(NEWBIE.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /已发送 \d+s/ })).toBeDisabled();
  const code = await lastSmsCode(request, NEWBIE.mobile);

  const newPassword = 'Lmo@2026!qz';
  await page.getByPlaceholder('验证码').fill(code);
  await page.getByPlaceholder('新密码').fill(newPassword);
  await page.getByPlaceholder('确认密码').fill(newPassword);
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.locator('.arco-message').getByText('修改密码成功')).toBeVisible();

  await submitLogin(page, { login: NEWBIE.login, password: newPassword });
  await expect(page).toHaveURL(/#\/workbench$/);
});
