import { describe, expect, it } from 'vitest';
import { MSG, OUR_WORDING } from './messages.ts';

describe('messages', () => {
  it('keeps the spec wording of the forms, phone, e-mail and import', () => {
    expect(MSG.LOGIN_NAME_REQUIRED).toBe('请输入用户名');
    expect(MSG.PASSWORD_REQUIRED).toBe('请输入密码');
    expect(MSG.MOBILE_REQUIRED).toBe('请输入手机号');
    expect(MSG.CODE_REQUIRED).toBe('请输入验证码');
    expect(MSG.PASSWORD_CONFIRMATION_REQUIRED).toBe('请输入确认密码');
    expect(MSG.PASSWORDS_DIFFER).toBe('两次密码输入不一致');
    expect(MSG.PASSWORD_CHANGED).toBe('修改密码成功');
    expect(MSG.FILE_REQUIRED).toBe('请上传文件');
    expect(MSG.PHONE).toBe('请输入正确的手机号码');
    expect(MSG.EMAIL).toBe('请输入正确的邮箱');
  });

  it('marks our own wording and only the checks the spec gives no message for', () => {
    expect(OUR_WORDING).toHaveLength(18);
    expect(OUR_WORDING.every((key) => key in MSG)).toBe(true);
    expect(OUR_WORDING).not.toContain('PHONE');
    expect(OUR_WORDING).not.toContain('EMAIL');
    expect(OUR_WORDING.some((key) => key.startsWith('PASSWORD'))).toBe(false);
  });

  it('has a distinct Chinese message for every key', () => {
    const messages = Object.values(MSG);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/\p{Script=Han}/u);
  });
});
