import { describe, expect, it } from 'vitest';
import { logisticsAttrConflict, setSkuLogistics } from './set-sku-logistics.command.ts';

const sku = { id: 's1', code: 'TS001-BLK-M' };
const state = {
  sku,
  rows: [
    { id: 'r1', attr: 'battery' },
    { id: 'r2', attr: 'liquid' },
  ],
};
const decide = (attrs: string[]) => setSkuLogistics.decide(state, setSkuLogistics.input.parse({ attrs }) as { attrs: string[] });

describe('replacing a SKU’s logistics attributes', () => {
  it('removes the rows no longer wanted and adds the new attributes, once each', () => {
    expect(decide(['liquid', 'powder', 'powder'])).toEqual({ sku, gone: ['r1'], added: ['powder'] });
    expect(decide(['battery', 'liquid'])).toEqual({ sku, gone: [], added: [] }); // unchanged: nothing written, nothing announced
    expect(decide([])).toEqual({ sku, gone: ['r1', 'r2'], added: [] });
  });

  it('refuses a set that contradicts itself, saying why', () => {
    expect(decide(['general', 'liquid'])).toMatchObject({ refused: { message: 'attrs: 普货不能与其他物流属性同时选择' } });
    expect(decide(['battery', 'pure_battery'])).toMatchObject({ refused: { message: 'attrs: 纯电与带电不能同时选择' } });
    expect(logisticsAttrConflict(['general'])).toBeNull();
  });

  it('takes only declared attributes', () => {
    expect(setSkuLogistics.input.safeParse({ attrs: ['rocket'] }).error?.issues[0]?.message).toBe('物流属性不正确');
  });
});
