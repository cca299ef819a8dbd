import { describe, expect, it } from 'vitest';
import * as validators from './index.ts';

describe('index', () => {
  it('exports every check', () => {
    for (const name of [
      'checkPassword',
      'passwordRules',
      'checkPhone',
      'checkEmail',
      'checkMobile',
      'checkLoginForm',
      'checkChangePasswordForm',
      'checkPasswordsMatch',
      'required',
      'optional',
      'firstError',
      'checkHasChinese',
      'checkNoChinese',
      'checkNoChineseFullWidthOrSymbol',
      'checkNoLatinOrSymbol',
      'checkLettersOnly',
      'checkDigitsAndCapitalsOnly',
      'checkPositiveInteger',
      'checkNonNegativeInteger',
      'checkDecimal2',
      'checkPositiveDecimal2',
      'checkDecimal6',
      'checkPositiveDecimal4',
      'checkPositiveDecimal',
      'checkQuantity',
      'checkDigits7To18',
      'checkIpv4',
      'checkMac',
      'checkUrl',
      'MSG',
    ]) {
      expect(validators, name).toHaveProperty(name);
    }
  });
});
