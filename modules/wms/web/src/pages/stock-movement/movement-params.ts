import type { MovementRecord } from '@entrepot/module-wms/entities';
import { commaList } from '../../list/comma-list.ts';

/** The hash path of 库存流水 (a stock row's 流水 opens it with `?sku=…&warehouse_id=…`). */
export const MOVEMENT_PATH = '/warehouse/Inventory-management/stock-movement';

export interface MovementFilters {
  /** The batch query's comma list. */
  sku: string;
  warehouse_id: string[];
  type: string[];
  source_id: string;
  /** Days `YYYY-MM-DD` (Asia/Shanghai), both included; empty: any time. */
  days: string[];
  /** Set by a link to a posting and its reversal (with source_id and type), not by the bar. */
  source_type: string;
  source_line: string;
}

export const INITIAL_MOVEMENT_FILTERS: MovementFilters = { sku: '', warehouse_id: [], type: [], source_id: '', days: [], source_type: '', source_line: '' };

/** The filters a link opened the page with (`?sku=A,B&warehouse_id=w`, or a posting's source), over the initial ones. */
export function filtersFromSearch(search: string): MovementFilters {
  const p = new URLSearchParams(search);
  const list = (key: string) => (p.get(key) ?? '').split(',').filter((v) => v !== '');
  return {
    ...INITIAL_MOVEMENT_FILTERS,
    sku: list('sku').join(','),
    warehouse_id: list('warehouse_id'),
    type: list('type'),
    source_type: p.get('source_type') ?? '',
    source_id: p.get('source_id') ?? '',
    source_line: p.get('source_line') ?? '',
  };
}

/** The query string of GET /stock/movements and of its export. */
export function movementParams(f: MovementFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (commaList(f.sku)) params.sku = commaList(f.sku);
  if (f.warehouse_id.length) params.warehouse_id = f.warehouse_id.join(',');
  if (f.type.length) params.type = f.type.join(',');
  if (f.source_type) params.source_type = f.source_type;
  if (f.source_id.trim()) params.source_id = f.source_id.trim();
  if (f.source_line) params.source_line = f.source_line;
  if (f.days[0]) params.created_at_from = f.days[0];
  if (f.days[1]) params.created_at_to = f.days[1];
  return params;
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
