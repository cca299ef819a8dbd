import { useCallback, useEffect, useRef, useState } from 'react';
import { useArea } from './area-context.ts';

export interface SortOrder {
  field: string;
  dir: 'asc' | 'desc';
}

export interface PageOf<Row> {
  list: Row[];
  total: number;
  page: number;
  per_page: number;
  total_estimated?: boolean;
}

export const PAGE_SIZES = [20, 30, 50, 100];

export interface QueryList<F, Row, A extends PageOf<Row>> {
  /** The filter bar's values (applied by search()). */
  filters: F;
  setFilter<K extends keyof F>(key: K, value: F[K]): void;
  /** 查询: the filter bar from page 1. */
  search(): void;
  /** 重置: the initial filters (or the list's own `cleared` ones), queried at once. */
  reset(): void;
  /** What the last query applied (the export sends these). */
  applied: F;
  page: number;
  perPage: number;
  setPage(page: number, perPage?: number): void;
  sort: SortOrder | null;
  setSort(sort: SortOrder | null): void;
  answer: A | null;
  loading: boolean;
  refresh(): void;
}

/**
 * A hand-written list over a read route (not an engine entity): applied filters, paging and sort in the
 * query string; an older answer arriving late never replaces a newer one.
 */
export function useQueryList<F, Row, A extends PageOf<Row> = PageOf<Row>>(
  url: string,
  initial: F,
  toParams: (filters: F) => Record<string, string>,
  /** What 重置 sets when it is not the initial filters (a screen opening on 待审核 resets to every state). */
  cleared: F = initial,
): QueryList<F, Row, A> {
  const { http } = useArea();
  const [first] = useState(() => structuredClone(initial));
  const [blank] = useState(() => structuredClone(cleared));
  const [filters, setFilters] = useState<F>(() => structuredClone(first));
  // The filters as last set, read by search(): a field that emits as the form submits (the batch query
  // flushing) is applied in that same submit, before React renders the new filters.
  const latest = useRef(filters);
  const [applied, setApplied] = useState<F>(() => structuredClone(first));
  const [paging, setPaging] = useState({ page: 1, perPage: PAGE_SIZES[0]! });
  const [sort, setSortState] = useState<SortOrder | null>(null);
  const [answer, setAnswer] = useState<A | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const params = useRef(toParams);
  params.current = toParams;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same query again
  useEffect(() => {
    let current = true;
    setLoading(true);
    const query = {
      ...params.current(applied),
      page: String(paging.page),
      per_page: String(paging.perPage),
      ...(sort ? { sort: `${sort.dir === 'desc' ? '-' : ''}${sort.field}` } : {}),
    };
    http
      .get<A>(url, { params: query })
      .then((a) => current && setAnswer(a))
      .catch(() => {}) // the HTTP client already showed the error
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, url, applied, paging, sort, reloads]);

  return {
    filters,
    setFilter: (key, value) => {
      latest.current = { ...latest.current, [key]: value };
      setFilters(latest.current);
    },
    search: () => {
      setApplied(structuredClone(latest.current));
      setPaging((p) => ({ ...p, page: 1 }));
    },
    reset: () => {
      latest.current = structuredClone(blank);
      setFilters(latest.current);
      setApplied(structuredClone(blank));
      setPaging((p) => ({ ...p, page: 1 }));
    },
    applied,
    page: paging.page,
    perPage: paging.perPage,
    setPage: (page, perPage = paging.perPage) => setPaging({ page: perPage === paging.perPage ? page : 1, perPage }),
    sort,
    setSort: (next) => {
      setSortState(next);
      setPaging((p) => ({ ...p, page: 1 }));
    },
    answer,
    loading,
    refresh: useCallback(() => setReloads((n) => n + 1), []),
  };
}

/** What a table of the list reads: its rows and total, the page as one object, paging and reload. */
export function tableState<F, Row, A extends PageOf<Row>>(list: QueryList<F, Row, A>) {
  return {
    rows: list.answer?.list ?? [],
    total: list.answer?.total ?? 0,
    page: { page: list.page, perPage: list.perPage },
    turnPage: (page: number, perPage: number) => list.setPage(page, perPage),
    reload: list.refresh,
  };
}

/** Arco's sorter change → our sort (null: the route's own order). */
export function sortFromTable(sorter: { field?: string | number; direction?: 'ascend' | 'descend' } | undefined): SortOrder | null {
  if (!sorter?.field || !sorter.direction) return null;
  return { field: String(sorter.field), dir: sorter.direction === 'ascend' ? 'asc' : 'desc' };
}

export const sortOrderOf = (sort: SortOrder | null, field: string): 'ascend' | 'descend' | undefined =>
  sort?.field === field ? (sort.dir === 'asc' ? 'ascend' : 'descend') : undefined;
