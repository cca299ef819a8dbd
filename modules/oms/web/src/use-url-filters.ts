import type { ConfigOptions } from '@entrepot/web/area';
import { useMemo } from 'react';
import { useSearch } from 'wouter';

type Filters = NonNullable<ConfigOptions['initialFilters']>;

/**
 * The list's first filters from the address (`?status=1`, `?failures_from=1` from 待处理事项): `<field>_from` and
 * `<field>_to` as that field's range; `id` is left out (it opens a record). Pages key their list by it: filters
 * that arrive after the list first rendered (a tab opened with them) start it again with them.
 */
export function useUrlFilters(): ConfigOptions | undefined {
  const search = useSearch();
  return useMemo(() => {
    const filters: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(search)) {
      if (key === 'id') continue;
      const range = /^(.+)_(from|to)$/.exec(key);
      if (range) filters[range[1]!] = { ...(filters[range[1]!] as object), [range[2]!]: value };
      else filters[key] = value;
    }
    return Object.keys(filters).length ? { initialFilters: filters as Filters } : undefined;
  }, [search]);
}
