import { skuLogActions } from '@entrepot/module-catalogue/entities';
import { describe, expect, it } from 'vitest';
import { changeLines } from './sku-log-rows.ts';

describe('the SKU operation log screen', () => {
  it('names actions and fields as the screens do', () => {
    expect(skuLogActions.suspend).toBe('停售');
    expect(changeLines({ sale_price: { before: '29.90', after: '25.90' }, barcode: { before: null, after: '690123' } })).toEqual([
      '销售价: 29.90 → 25.90',
      '条码: 空 → 690123',
    ]);
    expect(changeLines({ status: { before: 'developing', after: 'on_sale' } })).toEqual(['状态: 开发中 → 在售']);
  });
});
