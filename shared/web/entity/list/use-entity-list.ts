import type { PageAnswer } from '@entrepot/contract';
import type { StatusField } from '@entrepot/entity';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityConfig, EntityRow, FilterValue, FilterValues } from '../config.ts';
import { createEntityUi } from '../entity-context.tsx';
import { DEFAULT_PAGE_SIZE, emptyFilters, isSortable, type ListQuery, type SortOrder, toListParams } from './list-params.ts';

export const DELETE_SUCCESS = '删除成功';

export interface EntityList<Row extends EntityRow = EntityRow> {
  /** The filter bar's values (applied by search()). */
  filters: FilterValues;
  setFilter(key: string, value: FilterValue): void;
  /** 查询: applies the filter bar (or the given filters) from page 1. */
  search(filters?: FilterValues): void;
  /** 重置: the initial filters again, queried at once. */
  reset(): void;
  query: ListQuery;
  setPage(page: number, perPage?: number): void;
  /** Header clicks: sortable fields only; null restores the declared order. */
  setSort(sort: SortOrder | null): void;
  rows: Row[];
  total: number;
  /** The declared `counts` field's choices with their rows under every other filter (its count bar). */
  counts: NonNullable<PageAnswer<Row>['counts']> | undefined;
  /** The total is the planner's estimate (共 约N 条); countExactly() asks again with exact_total=1. */
  totalEstimated: boolean;
  countExactly(): void;
  /** The last answer as the server sent it: a page's own figures beside the rows (a stock list's `totals`). */
  answer: (PageAnswer<Row> & Record<string, unknown>) | null;
  loading: boolean;
  selectedKeys: string[];
  setSelectedKeys(keys: string[]): void;
  refresh(): void;
  remove(row: Row): Promise<void>;
  removeMany(ids: string[]): Promise<void>;
  /** Runs a declared transition on the row, with the values of the fields it takes. */
  transition(row: Row, name: string, values?: Record<string, unknown>): Promise<void>;
}

const clone = (filters: FilterValues): FilterValues => structuredClone(filters);

/** The headless list of an entity: filters, paging, sort, totals, selection and the row commands. */
export function useEntityList<Row extends EntityRow = EntityRow>(config: EntityConfig): EntityList<Row> {
  const latest = useRef(config);
  latest.current = config;
  // The initial copy is taken once: 重置 restores it whatever the page passes later.
  const [initial] = useState(() => emptyFilters(config.entity, config.initialFilters));
  const [opening] = useState(() => (config.openFilters ? emptyFilters(config.entity, { ...config.initialFilters, ...config.openFilters }) : initial));
  const [filters, setFilters] = useState(() => clone(opening));
  const [query, setQuery] = useState<ListQuery>(() => ({ filters: clone(opening), page: 1, per_page: DEFAULT_PAGE_SIZE, sort: null, exact: false }));
  const [answer, setAnswer] = useState<PageAnswer<Row> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const listUrl = config.urls.list;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same query again
  useEffect(() => {
    let current = true; // an older answer arriving late must not replace a newer one
    const { http, entity } = latest.current;
    setLoading(true);
    http
      .get<PageAnswer<Row>>(listUrl, { params: toListParams(entity, query) })
      .then((next) => {
        if (!current) return;
        setAnswer(next);
        // A row a command moved out of the list (another state, deleted) is no longer selected.
        const shown = new Set(next.list.map((r) => String(r.id)));
        setSelectedKeys((keys) => (keys.every((k) => shown.has(k)) ? keys : keys.filter((k) => shown.has(k))));
      })
      .catch(() => {}) // the HTTP client already showed the error
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [listUrl, query, reloads]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query (page, filters) starts a new selection
  useEffect(() => {
    setSelectedKeys([]);
  }, [query]);

  const rows = answer?.list ?? [];
  const rowCount = useRef(0);
  rowCount.current = rows.length;
  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  const toast = useMemo(() => createEntityUi(config).toast, [config]);

  /** After deleting `n` rows: the page before when this page would be empty, else the same page again. */
  const afterRemoval = useCallback((n: number) => {
    setQuery((q) => (rowCount.current <= n && q.page > 1 ? { ...q, page: q.page - 1 } : q));
    setReloads((r) => r + 1);
    setSelectedKeys([]);
  }, []);

  return {
    filters,
    setFilter: (key, value) => setFilters((f) => ({ ...f, [key]: value })),
    search: (next = filters) => {
      setFilters(clone(next));
      setQuery((q) => ({ ...q, filters: clone(next), page: 1, exact: false }));
    },
    reset: () => {
      setFilters(clone(initial));
      setQuery((q) => ({ ...q, filters: clone(initial), page: 1, exact: false }));
    },
    query,
    setPage: (page, perPage = query.per_page) => setQuery((q) => ({ ...q, page: perPage === q.per_page ? page : 1, per_page: perPage })),
    setSort: (sort) => {
      if (sort && !isSortable(latest.current.entity, sort.field)) return;
      setQuery((q) => ({ ...q, sort, page: 1 }));
    },
    rows,
    total: answer?.total ?? 0,
    counts: answer?.counts,
    totalEstimated: answer?.total_estimated === true,
    countExactly: () => setQuery((q) => ({ ...q, exact: true })),
    answer: answer as (PageAnswer<Row> & Record<string, unknown>) | null,
    loading,
    selectedKeys,
    setSelectedKeys,
    refresh,
    async remove(row) {
      await latest.current.http.delete(latest.current.urls.remove(row.id));
      toast('success', DELETE_SUCCESS);
      afterRemoval(1);
    },
    async removeMany(ids) {
      // One call per record: each goes through the record's own delete rules and audit entry.
      let done = 0;
      try {
        for (const id of ids) {
          await latest.current.http.delete(latest.current.urls.remove(id));
          done += 1;
        }
        toast('success', DELETE_SUCCESS);
      } finally {
        if (done > 0) afterRemoval(done);
      }
    },
    async transition(row, name, values) {
      const { urls, entity } = latest.current;
      if (!urls.transition) throw new Error(`${entity.name}: no transition URL`);
      await latest.current.http.post(urls.transition(row.id, name), values);
      toast('success', `${transitionLabel(entity.fields, name) ?? name}成功`);
      refresh();
    },
  };
}

export function transitionLabel(fields: EntityConfig['entity']['fields'], name: string): string | undefined {
  for (const field of Object.values(fields)) {
    if (field.type === 'status') {
      const t = (field as StatusField).machine.transitions[name];
      if (t) return t.label;
    }
  }
  return undefined;
}
