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
}

export const INITIAL_MOVEMENT_FILTERS: MovementFilters = { sku: '', warehouse_id: [], type: [], source_id: '', days: [] };

/** The filters a link opened the page with (`?sku=A,B&warehouse_id=w`), over the initial ones. */
export function filtersFromSearch(search: string): MovementFilters {
  const p = new URLSearchParams(search);
  const list = (key: string) => (p.get(key) ?? '').split(',').filter((v) => v !== '');
  return { ...INITIAL_MOVEMENT_FILTERS, sku: list('sku').join(','), warehouse_id: list('warehouse_id'), type: list('type') };
}

/** The query string of GET /stock/movements and of its export. */
export function movementParams(f: MovementFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const sku = f.sku
    .split(/[,\n\t]/)
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (sku.length) params.sku = sku.join(',');
  if (f.warehouse_id.length) params.warehouse_id = f.warehouse_id.join(',');
  if (f.type.length) params.type = f.type.join(',');
  if (f.source_id.trim()) params.source_id = f.source_id.trim();
  if (f.days[0]) params.created_at_from = f.days[0];
  if (f.days[1]) params.created_at_to = f.days[1];
  return params;
}

/** A signed change as the table shows it: +3, −2, or nothing for 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '');
