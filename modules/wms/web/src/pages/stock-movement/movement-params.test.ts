import { describe, expect, it } from 'vitest';
import { filtersFromSearch, INITIAL_MOVEMENT_FILTERS, movementParams, signed } from './movement-params.ts';

describe('movement history query', () => {
  it('opens with the filters of the link', () => {
    expect(filtersFromSearch('sku=TS001-BLK-M&warehouse_id=w1')).toEqual({ ...INITIAL_MOVEMENT_FILTERS, sku: 'TS001-BLK-M', warehouse_id: ['w1'] });
    expect(filtersFromSearch('')).toEqual(INITIAL_MOVEMENT_FILTERS);
  });

  it('sends the filled filters, the days as the range of the route', () => {
    expect(movementParams(INITIAL_MOVEMENT_FILTERS)).toEqual({});
    expect(
      movementParams({ sku: 'A\nB', warehouse_id: ['w1'], type: ['receive', 'put_away'], source_id: ' RK1 ', days: ['2026-11-01', '2026-11-21'] }),
    ).toEqual({ sku: 'A,B', warehouse_id: 'w1', type: 'receive,put_away', source_id: 'RK1', created_at_from: '2026-11-01', created_at_to: '2026-11-21' });
  });

  it('signs the changes', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '−2', '']);
  });
});
