import { describe, expect, it } from 'vitest';
import { checkEmail, checkPhone } from './contact-checks.ts';

describe('checkPhone', () => {
  it('allows the empty string', () => {
    expect(checkPhone('')).toBeNull();
  });
  it.each(['13012345678', '13912345678', '15800000000', '19999999999', '14712345678'])('accepts %s', (phone) => {
    expect(checkPhone(phone)).toBeNull();
  });
  it.each([
    ['1301234567', '10 digits'],
    ['130123456789', '12 digits'],
    ['23012345678', 'first digit not 1'],
    ['10012345678', 'second digit 0'],
    ['12012345678', 'second digit 2'],
    ['1301234567a', 'a letter'],
    [' 13012345678', 'a leading space'],
    ['130-1234-5678', 'dashes'],
    ['+8613012345678', 'a country code'],
    ['１３０１２３４５６７８', 'full-width digits'],
  ])('rejects %j (%s) with 请输入正确的手机号码', (phone) => {
    expect(checkPhone(phone)).toBe('请输入正确的手机号码');
  });
});

describe('checkEmail', () => {
  it('allows the empty string', () => {
    expect(checkEmail('')).toBeNull();
  });
  it.each(['a@b.cn', 'john.smith@example.com', 'First_Last+tag@mail.co.uk', 'x-1%y@sub-domain.example.org', 'A@B.CO'])('accepts %s', (email) => {
    expect(checkEmail(email)).toBeNull();
  });
  it.each([
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a@b.c1',
    'a b@c.com',
    'a@@b.com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    'a@b.com ',
    '张三@b.com',
  ])('rejects %j with 请输入正确的邮箱', (email) => {
    expect(checkEmail(email)).toBe('请输入正确的邮箱');
  });
});
