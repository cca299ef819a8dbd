import { describe, expect, it } from 'vitest';
import { Code, codeMessages, fail, hasAnyPermission, isEnvelope, isWireDate, isWireDecimal, ok, parseList, sumWireDecimals, toWireTime } from './index.ts';

describe('envelope', () => {
  it('wraps data with the success code', () => {
    expect(ok({ a: 1 })).toEqual({ code: 10000, message: '操作成功', data: { a: 1 } });
  });
  it('uses the table message unless given one', () => {
    expect(fail(Code.SESSION_INVALID)).toEqual({ code: 10401, message: '请重新登录', data: null });
    expect(fail(Code.VALIDATION, 'mobile: 请输入正确的手机号码').message).toBe('mobile: 请输入正确的手机号码');
  });
  it('has a Chinese message for every code', () => {
    for (const code of Object.values(Code)) expect(codeMessages[code]).toMatch(/[\u4e00-\u9fa5]/);
  });
  it('recognises envelopes', () => {
    expect(isEnvelope(ok(null))).toBe(true);
    expect(isEnvelope({ code: '1' })).toBe(false);
  });
});

describe('wire formats', () => {
  it('accepts real dates only', () => {
    expect(isWireDate('2026-02-28')).toBe(true);
    expect(isWireDate('2026-02-30')).toBe(false);
    expect(isWireDate('2026-2-3')).toBe(false);
  });
  it('checks decimal strings and their places', () => {
    expect(isWireDecimal('12.34', 2)).toBe(true);
    expect(isWireDecimal('12.345', 2)).toBe(false);
    expect(isWireDecimal('1e3')).toBe(false);
    expect(isWireDecimal('-0.5')).toBe(true);
  });
  it('sums decimal strings exactly, whatever their places and signs', () => {
    expect(sumWireDecimals(['0.10', '0.20'])).toBe('0.30'); // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(sumWireDecimals(['12.30', '0.705', '7'])).toBe('20.005');
    expect(sumWireDecimals(['-5.50', '2.25'])).toBe('-3.25');
    expect(sumWireDecimals(['-0.05', '0.01'])).toBe('-0.04');
    expect(sumWireDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumWireDecimals([])).toBe('0');
  });
  it('writes times as ISO UTC without milliseconds noise', () => {
    expect(toWireTime(new Date(Date.UTC(2026, 10, 21, 8)))).toBe('2026-11-21T08:00:00Z');
  });
  it('parses every list form', () => {
    expect(parseList(['1', '2'])).toEqual(['1', '2']);
    expect(parseList('1,2, ,3')).toEqual(['1', '2', '3']);
    expect(parseList(undefined)).toEqual([]);
  });
});

describe('hasAnyPermission', () => {
  it('lets admins pass everything', () => {
    expect(hasAnyPermission(true, [], ['x'])).toBe(true);
  });
  it('needs at least one of the codes', () => {
    expect(hasAnyPermission(false, ['a', 'b'], ['c', 'b'])).toBe(true);
    expect(hasAnyPermission(false, new Set(['a']), 'b')).toBe(false);
    expect(hasAnyPermission(false, new Set(['a']), 'a')).toBe(true);
  });
  it('treats an empty requirement as none', () => {
    expect(hasAnyPermission(false, [], [])).toBe(true);
  });
});
