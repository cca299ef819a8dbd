import { describe, expect, it } from 'vitest';
import { filtersFromSearch, INITIAL_MOVEMENT_FILTERS, movementParams, postingSearch, signed, sourceText } from './movement-params.ts';

describe('movement history query', () => {
  it('opens with the filters of the link', () => {
    expect(filtersFromSearch('sku=TS001-BLK-M&warehouse_id=w1')).toEqual({ ...INITIAL_MOVEMENT_FILTERS, sku: 'TS001-BLK-M', warehouse_id: ['w1'] });
    expect(filtersFromSearch('')).toEqual(INITIAL_MOVEMENT_FILTERS);
  });

  it('sends the filled filters, the days as the range of the route', () => {
    expect(movementParams(INITIAL_MOVEMENT_FILTERS)).toEqual({});
    expect(
      movementParams({
        ...INITIAL_MOVEMENT_FILTERS,
        sku: 'A\nB',
        warehouse_id: ['w1'],
        type: ['receive', 'put_away'],
        source_id: ' RK1 ',
        days: ['2026-11-01', '2026-11-21'],
      }),
    ).toEqual({ sku: 'A,B', warehouse_id: 'w1', type: 'receive,put_away', source_id: 'RK1', created_at_from: '2026-11-01', created_at_to: '2026-11-21' });
  });

  it('links a movement to its posting and the reversal of it, and back', () => {
    const row = { source_type: 'demo_order', source_id: 'SO1', source_line: '1', type: 'reserve' };
    const search = postingSearch(row);
    expect(search).toBe('source_type=demo_order&source_id=SO1&type=reserve&source_line=1');
    expect(movementParams(filtersFromSearch(search))).toEqual({ source_type: 'demo_order', source_id: 'SO1', source_line: '1', type: 'reserve' });
    expect(postingSearch({ ...row, source_line: '' })).toBe('source_type=demo_order&source_id=SO1&type=reserve');
    expect([sourceText(row), sourceText({ ...row, source_line: '' })]).toEqual(['demo_order SO1 #1', 'demo_order SO1']);
  });

  it('signs the changes', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '−2', '']);
  });
});
