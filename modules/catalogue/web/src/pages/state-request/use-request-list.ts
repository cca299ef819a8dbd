import type { PageAnswer } from '@entrepot/contract';
import { useArea } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { type Filters, listParams, NO_FILTERS, type StateRequestRow, stateRequestUrls } from './state-request-rows.ts';

/** The page of requests under the applied filters: 查询 / 重置 / paging / reload. */
export function useRequestList() {
  const { http } = useArea();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState({ page: 1, perPage: 20 });
  const [answer, setAnswer] = useState<PageAnswer<StateRequestRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same page again
  useEffect(() => {
    let current = true; // an older answer arriving late must not replace a newer one
    setLoading(true);
    http
      .get<PageAnswer<StateRequestRow>>(stateRequestUrls.list, { params: listParams(applied, page.page, page.perPage) })
      .then((next) => current && setAnswer(next))
      .catch(() => {}) // the HTTP client already showed the error
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, applied, page, reloads]);

  return {
    filters,
    setFilter: <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value })),
    search: () => {
      setApplied(filters);
      setPage((p) => ({ ...p, page: 1 }));
    },
    reset: () => {
      setFilters(NO_FILTERS);
      setApplied(NO_FILTERS);
      setPage((p) => ({ ...p, page: 1 }));
    },
    rows: answer?.list ?? [],
    total: answer?.total ?? 0,
    page,
    turnPage: (next: number, perPage: number) => setPage({ page: next, perPage }),
    loading,
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}
