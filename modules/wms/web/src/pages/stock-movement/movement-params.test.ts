// @vitest-environment happy-dom
import { stockMovementList } from '@entrepot/module-wms/entities';
import { emptyFilters, toListParams } from '@entrepot/web/entity';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, movementSearch, postingSearch, signed, sourceText } from './movement-params.ts';

/** The query string the engine's list sends for these filters (paging apart). */
function movementParams(filters: Record<string, unknown>) {
  const {
    page: _page,
    per_page: _perPage,
    ...params
  } = toListParams(stockMovementList, {
    filters: emptyFilters(stockMovementList, filters as never),
    page: 1,
    per_page: 20,
    sort: null,
    exact: false,
  });
  return params;
}

describe('movement history query', () => {
  it('opens with the filters of the link', () => {
    expect(movementParams(filtersFromSearch('sku=TS001-BLK-M&warehouse_id=w1'))).toEqual({ sku: 'TS001-BLK-M', warehouse_id: 'w1' });
    expect(movementParams(filtersFromSearch(''))).toEqual({});
  });

  it('sends the filled filters, the days as the range of the route', () => {
    expect(
      movementParams({
        sku: 'A\nB',
        warehouse_id: ['w1'],
        type: ['receive', 'put_away'],
        source_id: ' RK1 ',
        created_at: { from: '2026-11-01', to: '2026-11-21' },
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

  it('opens a stock row’s movements: its SKU, and its warehouse when it has one', () => {
    expect(movementSearch({ warehouse_id: 'w', sku_id: 'TS001-BLK-M' })).toBe('sku=TS001-BLK-M&warehouse_id=w');
    expect(movementSearch({ warehouse_id: null, sku_id: 'S' })).toBe('sku=S');
  });

  it('signs the changes', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '−2', '']);
  });
});
