import { describe, expect, it } from 'vitest';
import { INITIAL_STOCK_FILTERS, movementSearch, stockParams, stockRowKey } from './stock-params.ts';

describe('stock query string', () => {
  it('sends the dimension and the filled filters only', () => {
    expect(stockParams(INITIAL_STOCK_FILTERS)).toEqual({ dimension: 'location' });
    expect(
      stockParams({ ...INITIAL_STOCK_FILTERS, warehouse_id: ['w1', 'w2'], sku: 'TS001-BLK-M\n TS001-BLK-L ,,', location: 'A-01-01', state: 'reserved' }),
    ).toEqual({ dimension: 'location', warehouse_id: 'w1,w2', sku: 'TS001-BLK-M,TS001-BLK-L', location: 'A-01-01', state: 'reserved' });
  });

  it('drops the location filter when the rows are summed per warehouse or SKU', () => {
    expect(stockParams({ ...INITIAL_STOCK_FILTERS, dimension: 'sku', location: 'A-01-01' })).toEqual({ dimension: 'sku' });
  });

  it('keys rows of every dimension and opens their movements', () => {
    expect(stockRowKey({ warehouse_id: null, location_id: null, sku_id: 'S' })).toBe('*|*|S');
    expect(stockRowKey({ warehouse_id: 'w', location_id: '', sku_id: 'S' })).toBe('w||S');
    expect(movementSearch({ warehouse_id: 'w', sku_id: 'TS001-BLK-M' })).toBe('sku=TS001-BLK-M&warehouse_id=w');
    expect(movementSearch({ warehouse_id: null, sku_id: 'S' })).toBe('sku=S');
  });
});
