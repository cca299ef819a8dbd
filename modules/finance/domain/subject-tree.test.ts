import { describe, expect, it } from 'vitest';
import { checkSubjectPlace, levelUnder, SUBJECT_CODE_RULE } from './subject-tree.ts';

const bankDeposits = { code: '1002', category: 'asset', level: 1 };
const label = (c: string) => ({ asset: '资产', liability: '负债' })[c] ?? c;

describe('the subject tree', () => {
  it('codes are 4 to 20 digits', () => {
    expect(SUBJECT_CODE_RULE('1002')).toBeNull();
    expect(SUBJECT_CODE_RULE('10a2')).toBe('科目编码须为4到20位数字');
    expect(SUBJECT_CODE_RULE('100')).toBe('科目编码须为4到20位数字');
  });

  it('a first-level subject has a 4-digit code', () => {
    expect(checkSubjectPlace(null, { code: '1001', category: 'asset' }, label)).toBeNull();
    expect(checkSubjectPlace(null, { code: '100101', category: 'asset' }, label)).toEqual({ field: 'code', message: '一级科目编码须为4位数字' });
  });

  it("a child extends its parent's code and keeps its category", () => {
    expect(checkSubjectPlace(bankDeposits, { code: '100201', category: 'asset' }, label)).toBeNull();
    expect(checkSubjectPlace(bankDeposits, { code: '100301', category: 'asset' }, label)).toEqual({
      field: 'code',
      message: '下级科目编码须以上级科目编码 1002 开头且更长',
    });
    expect(checkSubjectPlace(bankDeposits, { code: '1002', category: 'asset' }, label)).toEqual({
      field: 'code',
      message: '下级科目编码须以上级科目编码 1002 开头且更长',
    });
    expect(checkSubjectPlace(bankDeposits, { code: '100201', category: 'liability' }, label)).toEqual({
      field: 'category',
      message: '下级科目的类别须与上级科目相同（资产）',
    });
  });

  it('levels count from 1', () => {
    expect(levelUnder(null)).toBe(1);
    expect(levelUnder(bankDeposits)).toBe(2);
  });
});
