import type { PageAnswer } from '@entrepot/contract';
import { useArea } from '@entrepot/web/area';
import { useCallback, useEffect, useState } from 'react';
import { type CustomsSkuRow, customsUrls, NO_SKU_FILTERS, type SkuFilters, skuListParams } from './customs-rows.ts';

/** The page of SKUs with their customs data under the applied filters: 查询 / 重置 / paging / selection / reload. */
export function useCustomsSkus(initial: SkuFilters) {
  const { http } = useArea();
  const [filters, setFilters] = useState<SkuFilters>(initial);
  const [applied, setApplied] = useState<SkuFilters>(initial);
  const [page, setPage] = useState({ page: 1, perPage: 20 });
  const [answer, setAnswer] = useState<PageAnswer<CustomsSkuRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [selected, setSelected] = useState<CustomsSkuRow[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same page again
  useEffect(() => {
    let current = true; // an older answer arriving late must not replace a newer one
    setLoading(true);
    setSelected([]);
    http
      .get<PageAnswer<CustomsSkuRow>>(customsUrls.skus, { params: { ...skuListParams(applied), page: page.page, per_page: page.perPage } })
      .then((next) => current && setAnswer(next))
      .catch(() => {}) // the HTTP client already showed the error
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, applied, page, reloads]);

  return {
    filters,
    applied,
    setFilter: <K extends keyof SkuFilters>(key: K, value: SkuFilters[K]) => setFilters((f) => ({ ...f, [key]: value })),
    search: () => {
      setApplied(filters);
      setPage((p) => ({ ...p, page: 1 }));
    },
    reset: () => {
      setFilters(NO_SKU_FILTERS);
      setApplied(NO_SKU_FILTERS);
      setPage((p) => ({ ...p, page: 1 }));
    },
    rows: answer?.list ?? [],
    total: answer?.total ?? 0,
    page,
    turnPage: (next: number, perPage: number) => setPage({ page: next, perPage }),
    loading,
    selected,
    setSelected,
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}

export type CustomsSkuList = ReturnType<typeof useCustomsSkus>;
