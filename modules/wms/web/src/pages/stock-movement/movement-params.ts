import type { MovementRecord } from '@entrepot/module-wms/entities';
import type { FilterValues } from '@entrepot/web/entity';

/** The hash path of 库存流水 (a stock row's 流水 opens it with `?sku=…&warehouse_id=…`). */
export const MOVEMENT_PATH = '/warehouse/Inventory-management/stock-movement';

/** The filters a link opened the page with (`?sku=A,B&warehouse_id=w`, or a posting's source and type). */
export function filtersFromSearch(search: string): FilterValues {
  const p = new URLSearchParams(search);
  const list = (key: string) => (p.get(key) ?? '').split(',').filter((v) => v !== '');
  const one = (key: string) => p.get(key) ?? '';
  return {
    sku: list('sku').join(','),
    warehouse_id: list('warehouse_id'),
    type: list('type'),
    source_type: one('source_type'),
    source_id: one('source_id'),
    source_line: one('source_line'),
  };
}

/** The movement history of a stock row: its SKU, and its warehouse when it has one. */
export function movementSearch(r: { warehouse_id: string | null; sku_id: string | null }): string {
  const p = new URLSearchParams({ sku: r.sku_id ?? '' });
  if (r.warehouse_id) p.set('warehouse_id', r.warehouse_id);
  return p.toString();
}

/**
 * The link from a movement to its posting and the posting's reversal (冲销 / 原记录): the same source line and
 * type, which name one posting, and its reversal beside it.
 */
export function postingSearch(r: Pick<MovementRecord, 'source_type' | 'source_id' | 'source_line' | 'type'>): string {
  const p = new URLSearchParams({ source_type: r.source_type, source_id: r.source_id, type: r.type });
  if (r.source_line) p.set('source_line', r.source_line);
  return p.toString();
}

/** `demo_order SO1 #1`: a movement's source document and line. */
export const sourceText = (r: Pick<MovementRecord, 'source_type' | 'source_id' | 'source_line'>): string =>
  `${r.source_type} ${r.source_id}${r.source_line ? ` #${r.source_line}` : ''}`;

/** A signed change as the table shows it: +3, −2, or nothing for 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '');
