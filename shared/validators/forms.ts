import { checkPhone } from './contact-checks.ts';
import type { Check } from './messages.ts';
import { MSG } from './messages.ts';
import { checkPassword } from './password.ts';

export type FieldError = { field: string; message: string };

// Fails with `message` when the value is empty or only whitespace.
export function required(message: string): Check {
  return (value) => (typeof value !== 'string' || value.trim() === '' ? message : null);
}

// Lets the empty string through, otherwise applies `check`; for optional fields of a shape check.
export function optional(check: Check): Check {
  return (value) => (value === '' ? null : check(value));
}

// Runs the checks in order and answers the first message, or null.
export function firstError(value: string, ...checks: Check[]): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
}

// A mobile number that must be given: 请输入手机号 when empty, else the phone format.
// Also what "send code" checks before requesting a verification code.
export const checkMobile: Check = (value) => firstError(value, required(MSG.MOBILE_REQUIRED), checkPhone);

export function checkPasswordsMatch(password: string, confirmation: string): string | null {
  return password === confirmation ? null : MSG.PASSWORDS_DIFFER;
}

function collect(entries: [field: string, message: string | null][]): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, message] of entries) if (message !== null) errors.push({ field, message });
  return errors;
}

export type LoginForm = { login_name: string; password: string };

// The login form: one error per failing field, in form order; [] when it may be sent.
// The password policy is skipped for the user name admin (spec 000 §5, login only).
export function checkLoginForm(form: LoginForm): FieldError[] {
  return collect([
    ['login_name', required(MSG.LOGIN_NAME_REQUIRED)(form.login_name)],
    ['password', firstError(form.password, required(MSG.PASSWORD_REQUIRED), (p) => checkPassword(p, { loginName: form.login_name }))],
  ]);
}

export type ChangePasswordForm = { mobile: string; code: string; password: string; password_confirmation: string };

// The change-password form (body of POST /user/forgotpassword). The full policy applies, admin included.
export function checkChangePasswordForm(form: ChangePasswordForm): FieldError[] {
  return collect([
    ['mobile', checkMobile(form.mobile)],
    ['code', required(MSG.CODE_REQUIRED)(form.code)],
    ['password', firstError(form.password, required(MSG.PASSWORD_REQUIRED), (p) => checkPassword(p))],
    [
      'password_confirmation',
      firstError(form.password_confirmation, required(MSG.PASSWORD_CONFIRMATION_REQUIRED), (c) => checkPasswordsMatch(form.password, c)),
    ],
  ]);
}
