import { PAGE_SIZES } from '@entrepot/contract';

// What a list screen asks the server for: the applied filters and the page. Kept apart from React so the
// rules of 查询 / 重置 / paging are tested on their own.

export type Filters = Record<string, string | number | null | undefined>;

export interface ListQuery<F extends Filters> {
  filters: F;
  page: number;
  per_page: number;
}

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES[0];

export function firstPage<F extends Filters>(filters: F, perPage = DEFAULT_PAGE_SIZE): ListQuery<F> {
  return { filters, page: 1, per_page: perPage };
}

/** 查询: new filters always start again from page 1 (a new object, so the same filters query again). */
export function applyFilters<F extends Filters>(query: ListQuery<F>, filters: F): ListQuery<F> {
  return { ...query, filters, page: 1 };
}

/** A page or page-size change; another page size starts again from page 1. */
export function turnPage<F extends Filters>(query: ListQuery<F>, page: number, perPage: number): ListQuery<F> {
  return { ...query, page: perPage === query.per_page ? page : 1, per_page: perPage };
}

/** After removing the last row of a page past the first, show the page before it instead of an empty one. */
export function afterRemoval<F extends Filters>(query: ListQuery<F>, rowsOnPage: number): ListQuery<F> {
  return { ...query, page: rowsOnPage <= 1 && query.page > 1 ? query.page - 1 : query.page };
}

/** Query parameters: filters trimmed, empty ones dropped (the server would read `title=` as a filter). */
export function toParams<F extends Filters>(query: ListQuery<F>): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, per_page: query.per_page };
  for (const [key, raw] of Object.entries(query.filters)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== '' && value !== null && value !== undefined) params[key] = value;
  }
  return params;
}
