import { PAGE_SIZES } from '@entrepot/contract';
import type { EntityDecl } from '@entrepot/entity';
import type { FilterValue, FilterValues, RangeValue } from '../config.ts';

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES[0];
export const PAGE_SIZE_OPTIONS: number[] = [...PAGE_SIZES];

/** Besides sortable fields the server sorts by these bookkeeping columns. */
const ALWAYS_SORTABLE = new Set(['created_at', 'updated_at']);

export interface SortOrder {
  field: string;
  dir: 'asc' | 'desc';
}

export interface ListQuery {
  /** The applied filters (what 查询 took from the filter bar). */
  filters: FilterValues;
  page: number;
  per_page: number;
  sort: SortOrder | null;
  /** Ask for an exact count above 10,000 (`exact_total=1`). */
  exact: boolean;
}

export function isSortable(decl: EntityDecl, field: string): boolean {
  return ALWAYS_SORTABLE.has(field) || decl.fields[field]?.sortable === true;
}

const isRange = (value: FilterValue): value is RangeValue => typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** A comma list from an array or a comma/line separated string, blanks dropped. */
function commaList(value: FilterValue): string | null {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,\n\t]/) : [];
  const kept = items.map((v) => String(v).trim()).filter((v) => v !== '');
  return kept.length ? kept.join(',') : null;
}

/** The query string of a list call: page, per_page, the non-empty filters in their wire form, sort. */
export function toListParams(decl: EntityDecl, query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, per_page: query.per_page };
  for (const [key, value] of Object.entries(query.filters)) {
    const op = decl.fields[key]?.filter;
    if (op === 'range' || isRange(value)) {
      if (!isRange(value)) continue;
      const from = scalar(value.from);
      const to = scalar(value.to);
      if (from !== null) params[`${key}_from`] = from;
      if (to !== null) params[`${key}_to`] = to;
    } else if (op === 'in' || op === 'batch' || Array.isArray(value)) {
      const list = commaList(value);
      if (list !== null) params[key] = list;
    } else {
      const text = scalar(value);
      if (text !== null) params[key] = text;
    }
  }
  if (query.sort) params['sort'] = `${query.sort.dir === 'desc' ? '-' : ''}${query.sort.field}`;
  if (query.exact) params['exact_total'] = 1;
  return params;
}

/** The filter values a field starts with when nothing is given: empty, in the shape of its operator. */
export function emptyFilters(decl: EntityDecl, initial: FilterValues = {}): FilterValues {
  const filters: FilterValues = {};
  for (const [key, field] of Object.entries(decl.fields)) {
    if (!field.filter) continue;
    filters[key] = field.filter === 'range' ? {} : field.filter === 'in' ? [] : '';
  }
  return structuredClone({ ...filters, ...initial });
}
