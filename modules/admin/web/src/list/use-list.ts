import type { PageAnswer } from '@entrepot/contract';
import { useCallback, useEffect, useState } from 'react';
import { afterRemoval, applyFilters, type Filters, firstPage, toParams, turnPage } from './list-query.ts';

/**
 * A paged list over `fetchPage`: 查询 / 重置 / paging / reload. `fetchPage` and `initialFilters` must keep
 * their identity between renders (a module constant, a memoised API), or every render queries again.
 */
export function useList<T, F extends Filters>(fetchPage: (params: Record<string, string | number>) => Promise<PageAnswer<T>>, initialFilters: F) {
  const [query, setQuery] = useState(() => firstPage(initialFilters));
  const [answer, setAnswer] = useState<PageAnswer<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` only asks for the same query again
  useEffect(() => {
    let current = true; // an older answer arriving late must not replace a newer one
    setLoading(true);
    fetchPage(toParams(query))
      .then((next) => current && setAnswer(next))
      .catch(() => {}) // the HTTP client already showed the error
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [fetchPage, query, reloads]);

  const rows = answer?.list ?? [];
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return {
    query,
    rows,
    total: answer?.total ?? 0,
    loading,
    search: (filters: F) => setQuery((q) => applyFilters(q, filters)),
    reset: () => setQuery((q) => applyFilters(q, initialFilters)),
    turnPage: (page: number, perPage: number) => setQuery((q) => turnPage(q, page, perPage)),
    reload,
    /** a row of this page was deleted */
    removed: () => {
      setQuery((q) => afterRemoval(q, rows.length));
      reload();
    },
  };
}
