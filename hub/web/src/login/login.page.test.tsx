// @vitest-environment happy-dom
import '../testing/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../api/auth.api.ts';
import { signIn } from '../session/session.actions.ts';
import { toast } from '../toast/toast.ts';
import { LoginPage } from './login.page.tsx';

// No server: the sign-in, the code and the change-password calls are mocks, and so is the toast (an Arco
// Message) the change-password form raises, so each test can see what was called and with what.
vi.mock('../session/session.actions.ts', () => ({ signIn: vi.fn(async () => 'refused') }));
vi.mock('../api/auth.api.ts', () => ({ authApi: { sendCode: vi.fn(async () => ({})), forgotPassword: vi.fn(async () => ({})) } }));
vi.mock('../toast/toast.ts', () => ({ toast: vi.fn() }));

const STRENGTH = '密码为8-20位,必须包含字母、数字、特殊字符(不含空格)';

function setWindowHeight(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
}

function fill(placeholder: string, value: string) {
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
}

/** Clicks a button and lets the form's (asynchronous) validation and submit settle. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setWindowHeight(800);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the copyright footer only in a window at least 730 px high', () => {
    vi.useFakeTimers();
    const { container } = render(<LoginPage />);
    const footer = container.querySelector('.login-footer');
    expect(footer?.textContent).toMatch(/^© \d{4} Entrepot 版权所有$/);

    setWindowHeight(700);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    // Debounced 300 ms: still there just before, gone just after.
    act(() => vi.advanceTimersByTime(299));
    expect(container.querySelector('.login-footer')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(container.querySelector('.login-footer')).toBeNull();
  });

  it('applies the strength check to everyone but admin', async () => {
    render(<LoginPage />);
    fill('账号', 'buyer01');
    fill('密码', 'abc');
    await click('登录');
    expect(await screen.findByText(STRENGTH)).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    fill('账号', 'admin');
    fill('密码', 'abc');
    await click('登录');
    expect(signIn).toHaveBeenCalledExactlyOnceWith({ login_name: 'admin', password: 'abc' });
    expect(screen.queryByText(STRENGTH)).toBeNull();
  });

  it('change-password form: its checks, the code button and back to login', async () => {
    render(<LoginPage />);
    await click('修改密码');
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();

    await click('获取验证码');
    expect(toast).toHaveBeenCalledExactlyOnceWith('info', '请输入手机号');
    expect(authApi.sendCode).not.toHaveBeenCalled();

    await click('确认');
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(screen.getByText('请输入确认密码')).toBeTruthy();

    fill('手机号', '12345');
    await click('确认');
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();

    vi.mocked(toast).mockClear();
    fill('用户名', 'buyer01');
    fill('手机号', '13800000001');
    fill('验证码', '123456');
    fill('新密码', 'Lmo@2026!qz');
    fill('确认密码', 'Lmo@2026!zq');
    await click('确认');
    await vi.waitFor(() => expect(toast).toHaveBeenCalledExactlyOnceWith('info', '两次密码输入不一致'));
    expect(authApi.forgotPassword).not.toHaveBeenCalled();
    expect(authApi.sendCode).not.toHaveBeenCalled();

    await click('返回登录');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认' })).toBeNull();
  });

  it('says why the change-password form appeared after a sign-in, and only then', async () => {
    vi.mocked(signIn).mockResolvedValueOnce('must-change-password');
    render(<LoginPage />);
    fill('账号', 'newbie01');
    fill('密码', 'Demo@2026!x');
    await click('登录');
    expect(await screen.findByText('首次登录或密码已过期，请修改密码')).toBeTruthy();
    expect((screen.getByPlaceholderText('用户名') as HTMLInputElement).value).toBe('newbie01');
    await click('返回登录');
    await click('修改密码');
    expect(screen.queryByText('首次登录或密码已过期，请修改密码')).toBeNull();
  });
});
