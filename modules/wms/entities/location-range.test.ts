import { describe, expect, it } from 'vitest';
import { locationCodeRange } from './location-range.ts';

describe('location code ranges', () => {
  it('runs the last number with the padding of the first code', () => {
    expect(locationCodeRange('A-01-01', 'A-01-03')).toEqual({ codes: ['A-01-01', 'A-01-02', 'A-01-03'] });
    expect(locationCodeRange('b-2-9', 'B-2-11')).toEqual({ codes: ['B-2-9', 'B-2-10', 'B-2-11'] });
    expect(locationCodeRange('C001', 'C001')).toEqual({ codes: ['C001'] });
  });

  it('refuses what is not a range, in words', () => {
    expect(locationCodeRange('A-01-A', 'A-01-20')).toMatchObject({ field: 'code_from' });
    expect(locationCodeRange('A-01-01', 'A-02-20')).toEqual({ field: 'code_to', message: '起止库位编码除末尾数字外须相同' });
    expect(locationCodeRange('A-01-20', 'A-01-01')).toEqual({ field: 'code_to', message: '结束编号不能小于起始编号' });
    expect(locationCodeRange('A-0001', 'A-0501')).toEqual({ field: 'code_to', message: '一次最多生成500个库位' });
  });
});
