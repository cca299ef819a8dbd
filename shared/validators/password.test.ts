import { describe, expect, it } from 'vitest';
import { DIAGONALS } from './keyboard.ts';
import { MSG } from './messages.ts';
import { checkPassword, passwordRules } from './password.ts';

const FORMAT = '密码为8-20位,必须包含字母、数字、特殊字符(不含空格)';
const SAME_3 = '密码不能含有连续3位相同的数字或字母';
const SEQ_LETTERS = '密码不能含有3位连续的字母';
const SEQ_DIGITS = '密码不能含有3位连续的数字';
const ROW = '密码不能含有3位键盘横向方向连续的字母';
const DIAGONAL = '密码不能含有4位键盘斜向方向连续的字符';

describe('password messages', () => {
  it('are the spec text exactly', () => {
    expect(MSG.PASSWORD_FORMAT).toBe(FORMAT);
    expect(MSG.PASSWORD_SAME_3).toBe(SAME_3);
    expect(MSG.PASSWORD_SEQUENTIAL_LETTERS).toBe(SEQ_LETTERS);
    expect(MSG.PASSWORD_SEQUENTIAL_DIGITS).toBe(SEQ_DIGITS);
    expect(MSG.PASSWORD_KEYBOARD_ROW).toBe(ROW);
    expect(MSG.PASSWORD_KEYBOARD_DIAGONAL).toBe(DIAGONAL);
  });

  it('come in the spec order', () => {
    expect(passwordRules.map((r) => r.message)).toEqual([FORMAT, SAME_3, SEQ_LETTERS, SEQ_DIGITS, ROW, DIAGONAL]);
    expect(passwordRules.map((r) => r.name)).toEqual(['format', 'same3', 'sequentialLetters', 'sequentialDigits', 'keyboardRow', 'keyboardDiagonal']);
  });
});

describe('checkPassword: valid passwords', () => {
  it.each([
    'Kx7#mP2!', // 8 characters
    'Kx7#mP2!Kx7#mP2!Kx7#', // 20 characters
    'Pa$w0rd!x',
    'a1!b2@c3#',
    'Zk#m890Q', // 8-9-0 is not a run (no wrap-around)
    'Zk9#opaM', // o-p-a crosses rows, not a row run
    'Zk9#yzaM', // y-z-a: no wrap-around of the alphabet
    'Kx7#!!!m', // three identical symbols: the rule names digits and letters only
    'Kx#m1qaP', // three keys of a diagonal are not four
    'Kx7#m~`-', // every printable ASCII symbol is a special character
  ])('%s passes', (password) => {
    expect(checkPassword(password)).toBeNull();
  });
});

describe('checkPassword: length, classes and spaces', () => {
  it.each([
    ['', 'empty'],
    ['Kx7#mP2', '7 characters'],
    ['Kx7#mP2!Kx7#mP2!Kx7#m', '21 characters'],
    ['Kx7mP2wQ', 'no special character'],
    ['Kx#mPq!w', 'no digit'],
    ['4817#6!29', 'no letter'],
    ['Kx7# mP2!', 'a space'],
    ['Kx7#\tmP2!', 'a tab'],
    ['Kx7#mP2!密', 'a Chinese character'],
    ['Kx7#mP2！', 'a full-width symbol as the only special character'],
    ['Kx7#mP2!é', 'a non-ASCII letter'],
  ])('%j fails (%s)', (password) => {
    expect(checkPassword(password)).toBe(FORMAT);
  });

  it('counts exactly 8 and 20 as allowed, 7 and 21 as not', () => {
    const base = 'Kx7#mP2!Kx7#mP2!Kx7#m';
    expect(checkPassword(base.slice(0, 7))).toBe(FORMAT);
    expect(checkPassword(base.slice(0, 8))).toBeNull();
    expect(checkPassword(base.slice(0, 20))).toBeNull();
    expect(checkPassword(base.slice(0, 21))).toBe(FORMAT);
  });

  it('rejects a value that is not a string', () => {
    expect(checkPassword(12345678 as unknown as string)).toBe(FORMAT);
  });
});

describe('checkPassword: 3 identical digits or letters', () => {
  it.each(['Kx7#aaaQ', 'Kx7#m111', 'ZZZk7#mP', 'Kx7#aAam', 'Kx7#m000'])('%s fails', (password) => {
    expect(checkPassword(password)).toBe(SAME_3);
  });
  it('allows two in a row', () => {
    expect(checkPassword('Kx7#aamP11')).toBeNull();
  });
});

describe('checkPassword: 3 consecutive letters', () => {
  it.each(['Zk9#abcQ', 'Zk9#cbaQ', 'Zk9#XyZm', 'Zk9#mNoP', 'Zk9#zyxP', 'Zk9#mRsT'])('%s fails', (password) => {
    expect(checkPassword(password)).toBe(SEQ_LETTERS);
  });
  it('allows two consecutive letters', () => {
    expect(checkPassword('Zk9#abQm')).toBeNull();
  });
});

describe('checkPassword: 3 consecutive digits', () => {
  it.each(['Zk#m123Q', 'Zk#m321Q', 'Zk#m789Q', 'Zk#m987Q', 'Zk#m012Q', '210Zk#mQ'])('%s fails', (password) => {
    expect(checkPassword(password)).toBe(SEQ_DIGITS);
  });
  it('allows two consecutive digits and non-adjacent ones', () => {
    expect(checkPassword('Zk#m12Q4')).toBeNull();
    expect(checkPassword('Zk#m135Q')).toBeNull();
  });
});

describe('checkPassword: 3 keyboard-row letters', () => {
  it.each(['Zk9#qweM', 'Zk9#ewqM', 'Zk9#ASDm', 'Zk9#mnbQ', 'Zk9#iopM', 'Zk9#gfdM', 'Zk9#XcVm', 'Zk9#poiM'])('%s fails', (password) => {
    expect(checkPassword(password)).toBe(ROW);
  });
  it('allows two row letters and runs across rows', () => {
    expect(checkPassword('Zk9#qwMa')).toBeNull();
    expect(checkPassword('Zk9#pasM')).toBeNull();
  });
});

describe('checkPassword: 4 keyboard-diagonal characters', () => {
  it.each([
    'Kx#m1qaz',
    'Kx#mzaq1',
    'Kx#m2WsX',
    'Kx#m4rfv',
    'Kx7Z!QAZ', // shifted 1
    'Kx7m0p;/',
    'Kx#mzse4',
    'Kx#m4esz',
    'Kx#mxdr5',
    'Kx#mCFT6',
    'Kx7m=[;.',
    'Kx7m.;[=',
  ])('%s fails', (password) => {
    expect(checkPassword(password)).toBe(DIAGONAL);
  });

  const diagonalRule = passwordRules[5];
  it.each(DIAGONALS.flatMap((d) => [d, [...d].reverse().join('')]))('every diagonal fails: %s', (diagonal) => {
    expect(diagonalRule?.isBrokenBy(`Kx7#${diagonal}`)).toBe(true);
    // 3edc also holds c-d-e, three consecutive letters, an earlier rule.
    const expected = /edc|cde/.test(diagonal) ? SEQ_LETTERS : DIAGONAL;
    expect(checkPassword(`Kx7#${diagonal}`)).toBe(expected);
  });
});

describe('checkPassword: the first broken rule wins', () => {
  it.each([
    ['Kx7 aaa', FORMAT],
    ['Kx7#aaabc', SAME_3],
    ['Kx7#abc123', SEQ_LETTERS],
    ['Kx7#123qwe', SEQ_DIGITS],
    ['Kx7#qwe1qaz', ROW],
  ])('%s → %s', (password, message) => {
    expect(checkPassword(password)).toBe(message);
  });
});

describe('checkPassword: the admin exception at login', () => {
  it('skips every rule when the login name is admin', () => {
    expect(checkPassword('', { loginName: 'admin' })).toBeNull();
    expect(checkPassword('123456', { loginName: 'admin' })).toBeNull();
  });
  it('applies the rules to every other login name, letter case counts', () => {
    expect(checkPassword('123456', { loginName: 'Admin' })).toBe(FORMAT);
    expect(checkPassword('123456', { loginName: 'admin2' })).toBe(FORMAT);
    expect(checkPassword('123456', { loginName: '' })).toBe(FORMAT);
    expect(checkPassword('123456', {})).toBe(FORMAT);
  });
});
