import { useEffect, useState } from 'react';
import { authApi, type SearchHit } from '../api/auth.api.ts';

const SEARCH_DEBOUNCE_MS = 200;

/** Records by code (PO…, SKU…, order and tracking numbers) through the server's search, debounced. */
export function useRecordSearch(query: string): { hits: SearchHit[]; loading: boolean } {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setHits([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      authApi
        .search(q, abort.signal)
        .then((found) => setHits(Array.isArray(found) ? found.slice(0, 5) : []))
        .catch(() => setHits([]))
        .finally(() => setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);
  return { hits, loading };
}
