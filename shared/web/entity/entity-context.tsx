import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { notifyInfo, notifySuccess } from '../widgets/notify.ts';
import type { EntityConfig, EntityHttp, Option, ToastKind } from './config.ts';

/** What field inputs and filters need from the page: the HTTP client, lookup URLs and the toast. */
export interface EntityUi {
  http: EntityHttp;
  lookups: Record<string, string>;
  toast(kind: ToastKind, text: string): void;
  /** Options of a lookup URL, loaded once per page. */
  lookup(url: string): Promise<LookupItem[]>;
}

export type LookupItem = Record<string, unknown>;

const defaultToast = (kind: ToastKind, text: string) => (kind === 'success' ? notifySuccess(text) : notifyInfo(text));

const EntityUiContext = createContext<EntityUi | null>(null);

/** Lookups answer an array, a page `{list}`, or a tree whose nodes carry `children`: flattened here. */
export function lookupItems(answer: unknown): LookupItem[] {
  const list = Array.isArray(answer) ? answer : Array.isArray((answer as { list?: unknown })?.list) ? (answer as { list: unknown[] }).list : [];
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const children = (item as { children?: unknown }).children;
    return [item as LookupItem, ...(Array.isArray(children) ? lookupItems(children) : [])];
  });
}

const CACHED = 'cache:';
/** A lookup searched as one types (`search:<url>`, the url answering `?q=&ids=&limit=`): too large to load whole. */
export const SEARCHED = 'search:';
/** What a control that cannot search (a filter's select) loads of a searched lookup. */
const SEARCHED_FIRST = 200;

export function createEntityUi(config: Pick<EntityConfig, 'http' | 'lookups' | 'toast' | 'cachedLookup'>): EntityUi {
  const read = (url: string): Promise<unknown> => {
    if (url.startsWith(CACHED) && config.cachedLookup) return config.cachedLookup(url.slice(CACHED.length));
    if (url.startsWith(SEARCHED)) return config.http.get<unknown>(url.slice(SEARCHED.length), { params: { limit: SEARCHED_FIRST } });
    return config.http.get<unknown>(url);
  };
  const cache = new Map<string, Promise<LookupItem[]>>();
  return {
    http: config.http,
    lookups: config.lookups ?? {},
    toast: config.toast ?? defaultToast,
    lookup(url) {
      let pending = cache.get(url);
      if (!pending) {
        pending = read(url).then(lookupItems);
        // A failed lookup (already toasted) may be asked again later.
        pending.catch(() => cache.delete(url));
        cache.set(url, pending);
      }
      return pending;
    },
  };
}

/**
 * Gives inputs and filters the page's client, lookups and toast. A page may pass a fresh config object
 * on every render: the lookups are compared by content and the toast read when called, so the lookup
 * cache lives as long as the page. Nested pages (the form and detail drawers of a list) share it.
 */
export function EntityUiProvider({ config, children }: { config: Pick<EntityConfig, 'http' | 'lookups' | 'toast' | 'cachedLookup'>; children: ReactNode }) {
  const { http, lookups, toast, cachedLookup } = config;
  const outer = useContext(EntityUiContext);
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const lookupsKey = JSON.stringify(lookups ?? {});
  const ui = useMemo(() => {
    if (outer && outer.http === http && JSON.stringify(outer.lookups) === lookupsKey) return outer;
    return createEntityUi({ http, lookups: JSON.parse(lookupsKey), cachedLookup, toast: (kind, text) => (toastRef.current ?? defaultToast)(kind, text) });
  }, [outer, http, lookupsKey, cachedLookup]);
  return <EntityUiContext.Provider value={ui}>{children}</EntityUiContext.Provider>;
}

export function useEntityUi(): EntityUi {
  const ui = useContext(EntityUiContext);
  if (!ui) throw new Error('useEntityUi: wrap the page in <EntityUiProvider> (the entity pages do it themselves)');
  return ui;
}

/** The options of a lookup URL (`[]` while loading or without a URL), `value` taken from `valueKey`. */
export function useLookupOptions(url: string | undefined, valueKey = 'id'): Option[] {
  const ui = useContext(EntityUiContext);
  const [items, setItems] = useState<LookupItem[]>([]);
  useEffect(() => {
    if (!url || !ui) return;
    let current = true;
    ui.lookup(url)
      .then((next) => current && setItems(next))
      .catch(() => {}); // the HTTP client already showed the error
    return () => {
      current = false;
    };
  }, [ui, url]);
  return useMemo(() => items.map((item) => lookupOption(item, valueKey)).filter((o): o is Option => o !== null), [items, valueKey]);
}

export function lookupOption(item: LookupItem, valueKey: string): Option | null {
  const value = item[valueKey];
  if (value === undefined || value === null) return null;
  const label = item['name'] ?? item['title'] ?? item['label'] ?? item['code'] ?? value;
  return { value: String(value), label: String(label) };
}

/** The options of a searched lookup (`search:<url>`) for what was typed, with the current values (`ids`) among them. */
export function useSearchedOptions(url: string | undefined, text: string, current: readonly string[]): Option[] {
  const ui = useContext(EntityUiContext);
  const [items, setItems] = useState<LookupItem[]>([]);
  const ids = current.join(',');
  useEffect(() => {
    if (!url?.startsWith(SEARCHED) || !ui) return;
    let live = true;
    // Asked 250 ms after the last key, so a fast typist sends one request.
    const timer = setTimeout(() => {
      ui.http
        .get<unknown>(url.slice(SEARCHED.length), { params: { q: text, ids, limit: 50 }, silent: true })
        .then((answer) => live && setItems(lookupItems(answer)))
        .catch(() => {});
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ui, url, text, ids]);
  return useMemo(() => items.map((item) => lookupOption(item, 'id')).filter((o): o is Option => o !== null), [items]);
}
