import { describe, expect, it } from 'vitest';
import {
  checkDecimal2,
  checkDecimal6,
  checkNonNegativeInteger,
  checkPositiveDecimal,
  checkPositiveDecimal2,
  checkPositiveDecimal4,
  checkPositiveInteger,
  checkQuantity,
  QUANTITY_MAX,
} from './number-checks.ts';

// Malformed in every number check.
const MALFORMED = ['', ' ', 'abc', '1a', '+1', '-1', '01', '.5', '1.', '1..2', '1,000', '1e3', ' 1', '1 ', '１', 'NaN'];

describe('checkPositiveInteger', () => {
  it.each(['1', '9', '10', '999999999999'])('accepts %s', (v) => expect(checkPositiveInteger(v)).toBeNull());
  it.each(['0', '00', '1.0', '1.5', ...MALFORMED])('rejects %j', (v) => expect(checkPositiveInteger(v)).toBe('请输入正整数'));
});

describe('checkNonNegativeInteger', () => {
  it.each(['0', '1', '10', '999999999999'])('accepts %s', (v) => expect(checkNonNegativeInteger(v)).toBeNull());
  it.each(['00', '0.0', '1.5', ...MALFORMED])('rejects %j', (v) => expect(checkNonNegativeInteger(v)).toBe('请输入非负整数'));
});

describe('checkDecimal2', () => {
  it.each(['0', '0.0', '0.00', '1', '1.2', '1.23', '123456789.99'])('accepts %s', (v) => expect(checkDecimal2(v)).toBeNull());
  it.each(['1.234', '0.001', ...MALFORMED])('rejects %j', (v) => expect(checkDecimal2(v)).toBe('请输入数字,最多2位小数'));
});

describe('checkPositiveDecimal2', () => {
  it.each(['0.01', '0.1', '1', '1.23', '100'])('accepts %s', (v) => expect(checkPositiveDecimal2(v)).toBeNull());
  it.each(['0', '0.0', '0.00', '1.234', '0.001', ...MALFORMED])('rejects %j', (v) => expect(checkPositiveDecimal2(v)).toBe('请输入大于0的数字,最多2位小数'));
});

describe('checkDecimal6', () => {
  it.each(['0', '0.000000', '1.123456', '0.000001', '42'])('accepts %s', (v) => expect(checkDecimal6(v)).toBeNull());
  it.each(['1.1234567', '0.0000001', ...MALFORMED])('rejects %j', (v) => expect(checkDecimal6(v)).toBe('请输入数字,最多6位小数'));
});

describe('checkPositiveDecimal4', () => {
  it.each(['0.0001', '1', '1.2345', '10.5'])('accepts %s', (v) => expect(checkPositiveDecimal4(v)).toBeNull());
  it.each(['0', '0.0000', '1.23456', '0.00001', ...MALFORMED])('rejects %j', (v) => expect(checkPositiveDecimal4(v)).toBe('请输入大于0的数字,最多4位小数'));
});

describe('checkPositiveDecimal', () => {
  it.each(['1', '0.5', '0.000000000001', '3.14159265358979', '1000000'])('accepts %s', (v) => expect(checkPositiveDecimal(v)).toBeNull());
  it.each(['0', '0.0', '0.000', ...MALFORMED])('rejects %j', (v) => expect(checkPositiveDecimal(v)).toBe('请输入大于0的数字'));
});

describe('checkQuantity', () => {
  it('has the spec maximum', () => {
    expect(QUANTITY_MAX).toBe(999999);
  });
  it.each(['0', '1', '999999', '999999.9', '999999.99', '0.01', '12.5', '100000'])('accepts %s', (v) => expect(checkQuantity(v)).toBeNull());
  it.each(['1000000', '1000000.00', '9999999', '999999.999', '1.234', ...MALFORMED])('rejects %j', (v) =>
    expect(checkQuantity(v)).toBe('请输入正确的数量(不超过999999,最多2位小数)'),
  );
});
