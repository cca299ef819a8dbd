import { describe, expect, it } from 'vitest';
import { rangePreview } from './batch-range.ts';

describe('batch locations preview', () => {
  it('says how many codes a range makes, or why it is not one', () => {
    expect(rangePreview({ code_from: 'A-01-01', code_to: 'A-01-20' })).toEqual({ ok: true, text: '将生成 20 个库位：A-01-01 … A-01-20' });
    expect(rangePreview({ code_from: 'A-01-01', code_to: 'A-01-01' })).toEqual({ ok: true, text: '将生成 1 个库位：A-01-01' });
    expect(rangePreview({ code_from: 'A-01-05', code_to: 'A-01-01' })).toEqual({ ok: false, text: '结束编号不能小于起始编号' });
    expect(rangePreview({ code_from: '', code_to: '' }).ok).toBe(false);
  });
});
