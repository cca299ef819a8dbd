import type { OpenedOnArrival } from '@entrepot/web/entity';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { useTabTitle } from './use-tab-title.ts';

/** Names the tab of a screen below a menu entry (`编辑供应商`, `需求详情`) while it shows; nothing when empty. */
export function useScreenTitle(title: string | undefined): void {
  const setTitle = useTabTitle();
  useEffect(() => {
    if (title) setTitle(title);
  }, [setTitle, title]);
}

export type Arrival = 'detail' | 'edit' | 'create';

/**
 * What a list screen opens on arrival from its URL (the palette, a link, the spec's `<list>/add`, `…/edit?id=`,
 * `…/detail?id=` screens): `detail` opens `?id=`'s detail (nothing without one), `edit` its form (a new record's
 * form without one), `create` a new record's form, filled from the `prefill` parameters present (`?spu_id=`).
 * `key` changes with the URL's query: give it to the list so a second arrival opens afresh.
 */
export function useOpenedFromUrl(arrival: Arrival, prefill: readonly string[] = []): { id: string; key: string; opened: OpenedOnArrival | undefined } {
  const search = useSearch();
  const prefillKey = prefill.join(',');
  return useMemo(() => {
    const query = new URLSearchParams(search);
    const id = query.get('id') ?? '';
    const values = Object.fromEntries(prefillKey ? prefillKey.split(',').flatMap((p) => (query.get(p) ? [[p, query.get(p)]] : [])) : []);
    const create: OpenedOnArrival = { create: true, ...(Object.keys(values).length ? { values } : {}) };
    const opened = arrival === 'create' ? create : !id ? (arrival === 'edit' ? create : undefined) : arrival === 'edit' ? { edit: id } : { detail: id };
    return { id, key: search, opened };
  }, [arrival, search, prefillKey]);
}
