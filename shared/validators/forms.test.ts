import { describe, expect, it } from 'vitest';
import { checkChangePasswordForm, checkLoginForm, checkMobile, checkPasswordsMatch, firstError, optional, required } from './forms.ts';
import { checkPositiveInteger } from './number-checks.ts';

const GOOD = 'Kx7#mP2!';

describe('helpers', () => {
  it('required refuses empty and whitespace-only values', () => {
    const check = required('请输入用户名');
    expect(check('')).toBe('请输入用户名');
    expect(check('   ')).toBe('请输入用户名');
    expect(check('li')).toBeNull();
  });
  it('optional lets the empty string through and checks the rest', () => {
    const check = optional(checkPositiveInteger);
    expect(check('')).toBeNull();
    expect(check('5')).toBeNull();
    expect(check('0')).toBe('请输入正整数');
  });
  it('firstError answers the first failing check', () => {
    expect(firstError('', required('A'), () => 'B')).toBe('A');
    expect(firstError('x', required('A'), () => 'B')).toBe('B');
    expect(firstError('x', required('A'))).toBeNull();
  });
  it('checkMobile wants a mobile and its format', () => {
    expect(checkMobile('')).toBe('请输入手机号');
    expect(checkMobile('123')).toBe('请输入正确的手机号码');
    expect(checkMobile('13812345678')).toBeNull();
  });
  it('checkPasswordsMatch compares exactly', () => {
    expect(checkPasswordsMatch(GOOD, GOOD)).toBeNull();
    expect(checkPasswordsMatch(GOOD, 'kx7#mP2!')).toBe('两次密码输入不一致');
  });
});

describe('checkLoginForm', () => {
  it('passes a complete form', () => {
    expect(checkLoginForm({ login_name: 'li.lei', password: GOOD })).toEqual([]);
  });
  it('asks for both fields', () => {
    expect(checkLoginForm({ login_name: '', password: '' })).toEqual([
      { field: 'login_name', message: '请输入用户名' },
      { field: 'password', message: '请输入密码' },
    ]);
  });
  it('applies the password policy', () => {
    expect(checkLoginForm({ login_name: 'li.lei', password: '12345678' })).toEqual([
      { field: 'password', message: '密码为8-20位,必须包含字母、数字、特殊字符(不含空格)' },
    ]);
  });
  it('skips the policy for admin but still asks for a password', () => {
    expect(checkLoginForm({ login_name: 'admin', password: '123456' })).toEqual([]);
    expect(checkLoginForm({ login_name: 'admin', password: '' })).toEqual([{ field: 'password', message: '请输入密码' }]);
  });
});

describe('checkChangePasswordForm', () => {
  const form = { mobile: '13812345678', code: '123456', password: GOOD, password_confirmation: GOOD };

  it('passes a complete form', () => {
    expect(checkChangePasswordForm(form)).toEqual([]);
  });
  it('asks for every field', () => {
    expect(checkChangePasswordForm({ mobile: '', code: '', password: '', password_confirmation: '' })).toEqual([
      { field: 'mobile', message: '请输入手机号' },
      { field: 'code', message: '请输入验证码' },
      { field: 'password', message: '请输入密码' },
      { field: 'password_confirmation', message: '请输入确认密码' },
    ]);
  });
  it('checks the mobile format', () => {
    expect(checkChangePasswordForm({ ...form, mobile: '12812345678' })).toEqual([{ field: 'mobile', message: '请输入正确的手机号码' }]);
  });
  it('applies the whole policy, even to a password for admin', () => {
    expect(checkChangePasswordForm({ ...form, password: 'Kx7#1qaz', password_confirmation: 'Kx7#1qaz' })).toEqual([
      { field: 'password', message: '密码不能含有4位键盘斜向方向连续的字符' },
    ]);
  });
  it('refuses a confirmation that differs', () => {
    expect(checkChangePasswordForm({ ...form, password_confirmation: `${GOOD}x` })).toEqual([
      { field: 'password_confirmation', message: '两次密码输入不一致' },
    ]);
  });
});
